import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LogoMark } from '../components/Logo';
import { version } from '../../../package.json';

export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 2, px: 2, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
      <LogoMark size={18} />
      <Typography variant="caption">
        {translate('footer.text')} · {translate('footer.version', { version: version })} · © {new Date().getFullYear()}
      </Typography>
    </Box>
  );
};
