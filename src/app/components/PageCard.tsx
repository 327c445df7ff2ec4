import type { ComponentType, ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** A content card with an icon badge, used by the welcome and placeholder pages. */
export const PageCard = ({ icon: Icon, title, children, testId }: { icon: ComponentType; title: string; children?: ReactNode; testId?: string }) => (
  <Card data-testid={testId} sx={{ borderRadius: 3 }}>
    <CardContent sx={{ p: { xs: 2.5, md: 3.5 }, display: 'flex', gap: 2.5, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
      <Box sx={{ width: 52, height: 52, borderRadius: 2.5, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        <Icon />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>{title}</Typography>
        {children}
      </Box>
    </CardContent>
  </Card>
);
