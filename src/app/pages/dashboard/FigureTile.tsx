import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link } from 'react-admin';
import type { TDashboardFigure } from '../../../shared/schemas/dashboard';
import { hrefOf } from './api';

/** How a figure is coloured: an alert when it is above zero, a plain number otherwise. */
export type TTone = 'alert' | 'plain';

/**
 * One figure: its number and what it counts, the whole tile a link to the list that explains it.
 * The number stays while a refresh loads (no placeholder once a value was shown).
 */
export const FigureTile = ({ figure, label, testId, tone = 'plain', format }: { figure: TDashboardFigure; label: string; testId: string; tone?: TTone; format?: (value: number) => string }) => {
  const alert = tone === 'alert' && figure.value > 0;
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, borderColor: alert ? 'error.main' : 'divider', borderWidth: alert ? 2 : 1 }}>
      <CardActionArea component={Link} to={hrefOf(figure.link)} data-testid={testId} data-value={figure.value} sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start' }}>
        <Typography component="span" variant="h4" sx={{ fontWeight: 700, lineHeight: 1.1, color: alert ? 'error.main' : 'text.primary' }} data-testid={`${testId}-value`}>
          {format ? format(figure.value) : figure.value.toLocaleString('it-IT')}
        </Typography>
        <Box component="span" sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>{label}</Box>
      </CardActionArea>
    </Card>
  );
};

/** The tiles of a section: two a row on a phone, four on a desktop. */
export const TileGrid = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5 }}>{children}</Box>
);
