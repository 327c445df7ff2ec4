import { Box, Card } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { THoursReport } from '../../../../shared/schemas/workforce';
import { useAppState } from '../../../state/useAppState';
import { differenceText, hoursText, totalsOf, type THoursRow } from './figures';

const cell = { p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const COLUMNS = ['planned', 'worked', 'difference', 'shifts', 'noShows'] as const;

/** Less worked than planned in red, more in amber; the sign says it in writing too. */
const Difference = ({ minutes, locale }: { minutes: number; locale: string }) => {
  const translate = useTranslate();
  const word = minutes > 0 ? translate('posts.hours.over') : minutes < 0 ? translate('posts.hours.under') : '';
  return (
    <Box component="span" sx={{ color: minutes < 0 ? 'error.main' : minutes > 0 ? 'warning.dark' : 'text.primary', fontWeight: minutes ? 600 : 400 }} title={word || undefined}>
      {differenceText(minutes, locale)}
    </Box>
  );
};

const Figures = ({ row, locale }: { row: Omit<THoursRow, 'id' | 'name'>; locale: string }) => (
  <>
    <Box component="td" sx={cell}>{hoursText(row.plannedMinutes, locale)}</Box>
    <Box component="td" sx={cell}>{hoursText(row.workedMinutes, locale)}</Box>
    <Box component="td" sx={cell}><Difference minutes={row.workedMinutes - row.plannedMinutes} locale={locale} /></Box>
    <Box component="td" sx={cell}>{row.shifts}</Box>
    <Box component="td" sx={cell}>{row.noShows}</Box>
  </>
);

/** The month's planned against worked hours by person, site or client, with a totals row. */
export const HoursTable = ({ report }: { report: THoursReport }) => {
  const translate = useTranslate();
  const locale = useAppState((s) => s.locale);
  const totals = totalsOf(report.rows);
  const title = translate('posts.hours.title');
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <Box tabIndex={0} role="region" aria-label={title} sx={{ overflowX: 'auto' }}>
        <Box component="table" data-testid="hours-table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' }}>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{title}</caption>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>{translate(`posts.hours.byOptions.${report.by}`)}</Box>
              {COLUMNS.map((column) => (
                <Box component="th" scope="col" key={column} sx={cell}>{translate(`posts.hours.columns.${column}`)}</Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.id} data-testid="hours-row">
                <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 500, whiteSpace: 'normal' }}>{row.name}</Box>
                <Figures row={row} locale={locale} />
              </tr>
            ))}
          </tbody>
          <Box component="tfoot" sx={{ '& td, & th': { fontWeight: 700, borderTop: 2, borderColor: 'divider' } }}>
            <tr data-testid="hours-total">
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>{translate('posts.hours.total')}</Box>
              <Figures row={totals} locale={locale} />
            </tr>
          </Box>
        </Box>
      </Box>
    </Card>
  );
};
