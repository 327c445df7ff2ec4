import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Logo } from '../../components/Logo';
import { BRAND } from '../../theme';

export type TAuthFrameProps = { children: ReactNode; title?: string; subtitle?: string; corner?: ReactNode };

/**
 * The frame of the pages outside the layout (sign-in, errors, 404), without react-admin: the words
 * come as `translate`, so the light sign-in entry draws the very same frame. `corner` sits top right (the language).
 */
export const AuthFrame = ({ children, title, subtitle, corner, translate }: TAuthFrameProps & { translate: (key: string) => string }) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      py: 4,
      position: 'relative',
      background: `radial-gradient(1200px 600px at 10% -10%, #dbe7f5 0%, transparent 60%), radial-gradient(900px 500px at 110% 110%, #d7efe9 0%, transparent 55%), ${BRAND.sand}`,
    }}
  >
    {corner && <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{corner}</Box>}
    <Box sx={{ mb: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Logo size={44} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 340 }}>
        {translate('app.tagline')}
      </Typography>
    </Box>
    <Card sx={{ width: '100%', maxWidth: 420, borderRadius: 3, boxShadow: '0 12px 40px rgba(22, 50, 79, 0.10)' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        {title && (
          <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
            {title}
          </Typography>
        )}
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
    <Typography variant="caption" color="text.secondary" sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <LockOutlined sx={{ fontSize: '1rem' }} /> {translate('auth.secure')}
    </Typography>
  </Box>
);
