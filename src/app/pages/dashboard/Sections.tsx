import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { NOW_FIGURES, TODO_FIGURES, type TDashboard } from '../../../shared/schemas/dashboard';
import { hrefOf } from './api';
import { FigureTile, TileGrid, type TTone } from './FigureTile';

/** A section of the dashboard: a card with its heading. */
export const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId: string }) => (
  <Card component="section" sx={{ borderRadius: 3 }} data-testid={testId} aria-label={title}>
    <CardContent sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

const ALERTS = new Set<string>(['late', 'noShow', 'unplanned', 'missedOpen', 'deadlinesExpired', 'requestsWaiting', 'draftShifts']);
const toneOf = (key: string): TTone => (ALERTS.has(key) ? 'alert' : 'plain');

/** On duty against planned, late and no-show, unplanned clock-ins, open past the limit, sick and on leave. */
export const NowSection = ({ data }: { data: TDashboard }) => {
  const translate = useTranslate();
  return (
    <Section title={translate('dashboard.sections.now')} testId="dashboard-now">
      <TileGrid>
        {NOW_FIGURES.map((key) => (
          <FigureTile key={key} figure={data.now[key]} label={translate(`dashboard.now.${key}`)} testId={`figure-${key}`} tone={toneOf(key)} />
        ))}
      </TileGrid>
    </Section>
  );
};

/** The deadlines of a window by kind, blocking kinds first and marked, each a link to its list. */
const KindChips = ({ title, kinds, testId }: { title: string; kinds: TDashboard['expiredByKind']; testId: string }) => {
  const translate = useTranslate();
  if (!kinds.length) return null;
  return (
    <Box data-testid={testId}>
      <Typography variant="overline" component="h3" color="text.secondary">{title}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {kinds.map((kind) => (
          <Chip
            key={kind.kind}
            component={Link}
            to={hrefOf(kind.link)}
            clickable
            variant={kind.blocks ? 'filled' : 'outlined'}
            color={kind.blocks ? 'error' : 'default'}
            data-testid={`${testId}-${kind.kind}`}
            label={`${translate(`deadlines.kinds.${kind.kind}`)}: ${kind.value}${kind.blocks ? ` (${translate('dashboard.blocking')})` : ''}`}
          />
        ))}
      </Box>
    </Box>
  );
};

/** Leave to decide, deadlines, client requests waiting, next week's drafts, documents not acknowledged. */
export const TodoSection = ({ data }: { data: TDashboard }) => {
  const translate = useTranslate();
  return (
    <Section title={translate('dashboard.sections.todo')} testId="dashboard-todo">
      <TileGrid>
        {TODO_FIGURES.map((key) => (
          <FigureTile key={key} figure={data.todo[key]} label={translate(`dashboard.todo.${key}`)} testId={`figure-${key}`} tone={toneOf(key)} />
        ))}
      </TileGrid>
      <KindChips title={translate('dashboard.expiredByKind')} kinds={data.expiredByKind} testId="expired-kind" />
      <KindChips title={translate('dashboard.dueByKind')} kinds={data.dueByKind} testId="due-kind" />
    </Section>
  );
};
