import type { ReactNode } from 'react';
import {
  Alert, Box, Button, Card, CardActionArea, CardContent, Chip, LinearProgress, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography,
  useMediaQuery, type Theme,
} from '@mui/material';
import { Link, useLocale, useTranslate } from 'react-admin';
import type { TMonthSummary, TMonthTotals } from '../../../shared/schemas/attendance-views';
import { formatMinutes, monthName } from '../../pages/attendance/format';
import { leaveParts, useMonthSummary, type TMonthSummaryQuery } from './monthSummary';

type TRow = TMonthSummary['rows'][number];
type TTotals = Omit<TMonthTotals, 'leave'>;

/** The company's totals: each figure added up over its people. */
const totalOf = (rows: TRow[]): TTotals => {
  const sum = (pick: (totals: TTotals) => number) => rows.reduce((total, row) => total + pick(row.totals), 0);
  return {
    minutes: sum((t) => t.minutes),
    daysWorked: sum((t) => t.daysWorked),
    workingDays: sum((t) => t.workingDays),
    nightMinutes: sum((t) => t.nightMinutes),
    holidayMinutes: sum((t) => t.holidayMinutes),
    nightHolidayMinutes: sum((t) => t.nightHolidayMinutes),
    missed: sum((t) => t.missed),
    review: sum((t) => t.review),
  };
};

/** A count the office must act on: a warning chip when there is any, a plain 0 otherwise. */
const Count = ({ value, label }: { value: number; label: string }) =>
  value ? <Chip size="small" color="warning" variant="outlined" label={value} aria-label={`${label}: ${value}`} /> : <>0</>;

/** 'Label: value' kept on one line; the pairs of a line wrap between each other, never inside. */
const Pair = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap', mr: 1.5 }}>
    {label}: <b>{children}</b>
  </Box>
);

/** One person's month, or the company's total, as a card on a phone. */
const PhoneCard = ({ title, totals, leave, to }: { title: string; totals: TTotals; leave?: string; to?: string }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`attendance.monthSummary.${key}`);
  const content = (
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Typography component="h3" sx={{ fontWeight: 600, color: to ? 'primary.main' : 'text.primary' }}>{title}</Typography>
      <Typography variant="body2" component="p">
        <Pair label={label('hours')}>{formatMinutes(totals.minutes)}</Pair>
        <Pair label={label('days')}>{totals.daysWorked}</Pair>
      </Typography>
      <Typography variant="body2" component="p" color="text.secondary">
        <Pair label={label('night')}>{formatMinutes(totals.nightMinutes)}</Pair>
        <Pair label={label('holiday')}>{formatMinutes(totals.holidayMinutes)}</Pair>
      </Typography>
      {leave !== undefined && (
        <Typography variant="body2" component="p" color="text.secondary">
          {label('leave')}: {leave}
        </Typography>
      )}
      {(totals.missed > 0 || totals.review > 0) && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
          {totals.missed > 0 && <Chip size="small" color="warning" variant="outlined" label={`${label('missed')}: ${totals.missed}`} />}
          {totals.review > 0 && <Chip size="small" color="warning" variant="outlined" label={`${label('review')}: ${totals.review}`} />}
        </Box>
      )}
    </CardContent>
  );
  return (
    <Card component="li" variant="outlined" sx={{ borderRadius: 2, listStyle: 'none' }}>
      {to ? <CardActionArea component={Link} to={to}>{content}</CardActionArea> : content}
    </Card>
  );
};

/** The figures of a table row, a person's or the total's. */
const FigureCells = ({ totals, label }: { totals: TTotals; label: (key: string) => string }) => (
  <>
    <TableCell align="right">{totals.daysWorked}</TableCell>
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(totals.minutes)}</TableCell>
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(totals.nightMinutes)}</TableCell>
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMinutes(totals.holidayMinutes)}</TableCell>
    <TableCell align="center"><Count value={totals.missed} label={label('missed')} /></TableCell>
    <TableCell align="center"><Count value={totals.review} label={label('review')} /></TableCell>
  </>
);

/** A person's page (attendance tab), for those who may read people. */
const personPath = (row: TRow) => `/user/${row.userId}/show/attendance`;

/**
 * The month on screen before its sheet goes to payroll: each person's hours (night and holiday
 * ones among them), days worked, missed clock-outs and records to review, and approved leave;
 * the company's totals at the foot. A table on a desk, a card per person on a phone.
 */
export const MonthSummaryTable = ({ query, linked }: { query: TMonthSummaryQuery; linked: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data, isPending, isFetching, isError, refetch } = useMonthSummary(query);
  if (query.companyId === '') return null;
  const label = (key: string) => translate(`attendance.monthSummary.${key}`);
  const rows = data?.rows ?? [];
  const leaveOf = (row: TRow) => leaveParts(translate, locale, row.totals.leave).join(' · ') || '—';
  const total = rows.length > 1 ? totalOf(rows) : null;

  return (
    <Box component="section" aria-labelledby="month-summary-title" aria-busy={isFetching} data-testid="month-summary">
      <Typography id="month-summary-title" variant="h6" component="h2">
        {translate('attendance.monthSummary.title', { month: monthName(query.month, locale, { inSentence: true }) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {data && `${translate('attendance.monthSummary.workingDays', { smart_count: data.workingDays })}. `}
        {label('note')}
      </Typography>
      {(isPending || isFetching) && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
      {isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{label('retry')}</Button>}>
          {label('loadError')}
        </Alert>
      )}
      {data && !rows.length && <Typography color="text.secondary">{label('empty')}</Typography>}
      {data && rows.length > 0 && isSmall && (
        <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0, opacity: isFetching ? 0.6 : 1 }}>
          {rows.map((row) => (
            <PhoneCard key={row.userId} title={row.name} totals={row.totals} leave={leaveOf(row)} to={linked ? personPath(row) : undefined} />
          ))}
          {total && <PhoneCard title={label('total')} totals={total} />}
        </Box>
      )}
      {data && rows.length > 0 && !isSmall && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, opacity: isFetching ? 0.6 : 1 }}>
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
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {linked ? <Link to={personPath(row)}>{row.name}</Link> : row.name}
                  </TableCell>
                  <FigureCells totals={row.totals} label={label} />
                  <TableCell>{leaveOf(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            {total && (
              <TableFooter>
                {/* The body's size and colour, in bold: a footer's own are smaller and greyer. */}
                <TableRow sx={{ '& .MuiTableCell-root': { typography: 'body2', fontWeight: 600, color: 'text.primary' } }}>
                  <TableCell component="th" scope="row">{label('total')}</TableCell>
                  <FigureCells totals={total} label={label} />
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
