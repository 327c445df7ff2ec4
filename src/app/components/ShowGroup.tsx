import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled card of fields on a detail page: two columns on wider screens, one on phones. */
export const ShowGroup = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle2" color="primary" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate(title)}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
};
