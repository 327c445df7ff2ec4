import { Alert, Box, Card, CardContent, Chip, LinearProgress, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link, useLocale, useTranslate } from 'react-admin';
import type { TMonthSummary } from '../../../shared/schemas/attendance-views';
import { formatMinutes, monthName } from '../../pages/attendance/format';
import { leaveParts, useMonthSummary, type TMonthSummaryQuery } from './monthSummary';

type TRow = TMonthSummary['rows'][number];

const sum = (rows: TRow[], pick: (row: TRow) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** A count the office must act on: a warning chip when there is any, a plain 0 otherwise. */
const Count = ({ value, label }: { value: number; label: string }) =>
  value ? <Chip size="small" color="warning" variant="outlined" label={value} aria-label={`${label}: ${value}`} /> : <>0</>;

/** A person's name, opening their page (attendance tab) for those who may read people. */
const Name = ({ row, linked }: { row: TRow; linked: boolean }) =>
  linked ? <Link to={`/user/${row.userId}/show/attendance`}>{row.name}</Link> : <>{row.name}</>;

/**
 * The month on screen before its sheet goes to payroll: each person's hours (night and holiday
 * ones among them), days worked, missed clock-outs and records to review, and approved leave;
 * the company's totals at the foot. A table on a desk, a card per person on a phone.
 */
export const MonthSummaryTable = ({ query, linked }: { query: TMonthSummaryQuery; linked: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data, isPending, isError } = useMonthSummary(query);
  if (query.companyId === '') return null;
  const label = (key: string) => translate(`attendance.monthSummary.${key}`);
  const rows = data?.rows ?? [];
  const leaveOf = (row: TRow) => leaveParts(translate, locale, row.totals.leave).join(' · ') || '—';

  return (
    <Box component="section" aria-labelledby="month-summary-title" data-testid="month-summary">
      <Typography id="month-summary-title" variant="h6" component="h2">
        {translate('attendance.monthSummary.title', { month: monthName(query.month, locale) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {data && `${translate('attendance.monthSummary.workingDays', { smart_count: data.workingDays })}. `}
        {label('note')}
      </Typography>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {isError && <Alert severity="error">{label('loadError')}</Alert>}
      {data && !rows.length && <Typography color="text.secondary">{label('empty')}</Typography>}
      {data && rows.length > 0 && isSmall && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {rows.map((row) => (
            <Card key={row.userId} variant="outlined" sx={{ borderRadius: 2 }}>
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography sx={{ fontWeight: 600 }}><Name row={row} linked={linked} /></Typography>
                <Typography variant="body2">
                  {`${label('hours')}: ${formatMinutes(row.totals.minutes)} · ${label('days')}: ${row.totals.daysWorked}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${label('night')} ${formatMinutes(row.totals.nightMinutes)} · ${label('holiday')} ${formatMinutes(row.totals.holidayMinutes)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">{`${label('leave')}: ${leaveOf(row)}`}</Typography>
                {(row.totals.missed > 0 || row.totals.review > 0) && (
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                    {row.totals.missed > 0 && <Chip size="small" color="warning" variant="outlined" label={`${label('missed')}: ${row.totals.missed}`} />}
                    {row.totals.review > 0 && <Chip size="small" color="warning" variant="outlined" label={`${label('review')}: ${row.totals.review}`} />}
                  </Box>
                )}
              </CardContent>
            </Card>
          ))}
          {rows.length > 1 && (
            <Typography sx={{ fontWeight: 600, px: 2, pt: 0.5 }} data-testid="month-summary-total">
              {`${label('total')}: ${formatMinutes(sum(rows, (r) => r.totals.minutes))} · ${label('days')}: ${sum(rows, (r) => r.totals.daysWorked)}`}
            </Typography>
          )}
        </Box>
      )}
      {data && rows.length > 0 && !isSmall && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table size="small" aria-labelledby="month-summary-title">
            <TableHead>
              <TableRow>
                <TableCell>{label('worker')}</TableCell>
                <TableCell align="right">{label('days')}</TableCell>
                <TableCell align="right">{label('hours')}</TableCell>
                <TableCell align="right">{label('night')}</TableCell>
                <TableCell align="right">{label('holiday')}</TableCell>
                <TableCell align="center">{label('missed')}</TableCell>
                <TableCell align="center">{label('review')}</TableCell>
                <TableCell>{label('leave')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.userId} hover>
                  <TableCell><Name row={row} linked={linked} /></TableCell>
                  <TableCell align="right">{row.totals.daysWorked}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(row.totals.minutes)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(row.totals.nightMinutes)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(row.totals.holidayMinutes)}</TableCell>
                  <TableCell align="center"><Count value={row.totals.missed} label={label('missed')} /></TableCell>
                  <TableCell align="center"><Count value={row.totals.review} label={label('review')} /></TableCell>
                  <TableCell>{leaveOf(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            {rows.length > 1 && (
              <TableFooter>
                <TableRow sx={{ '& .MuiTableCell-root': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } }}>
                  <TableCell>{label('total')}</TableCell>
                  <TableCell align="right">{sum(rows, (r) => r.totals.daysWorked)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(sum(rows, (r) => r.totals.minutes))}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(sum(rows, (r) => r.totals.nightMinutes))}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(sum(rows, (r) => r.totals.holidayMinutes))}</TableCell>
                  <TableCell align="center">{sum(rows, (r) => r.totals.missed)}</TableCell>
                  <TableCell align="center">{sum(rows, (r) => r.totals.review)}</TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
