import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { TStatement, TStatementDuty } from '../../../shared/schemas/request-statement';
import { formatDay, weekdayName } from '../attendance/format';
import { formatHoursText } from './format';
import { serviceDays, timeRange, type TStatementRow } from './statement';

const dayLabel = (date: string, locale: string) => `${weekdayName(date, locale)} ${formatDay(date)}`;

/** A guard's day: the name, the planned times and the times clocked in and out. */
const Duty = ({ duty }: { duty: TStatementDuty }) => {
  const translate = useTranslate();
  const planned = timeRange(duty.plannedStart, duty.plannedEnd);
  const delivered = timeRange(duty.checkIn, duty.checkOut);
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="statement-duty">
      <Typography sx={{ fontWeight: 600 }}>{duty.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {`${translate('portal.statement.plannedAt', { time: planned ?? '—' })} · ${translate('portal.statement.presentAt', { time: delivered ?? '—' })}`}
      </Typography>
    </Box>
  );
};

const Duties = ({ row }: { row: TStatementRow }) => (
  <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
    {row.duties.map((duty, index) => <Duty key={`${duty.name}-${index}`} duty={duty} />)}
  </Box>
);

/** Fewer hours delivered than planned, said in words beside the figure. */
const Delivered = ({ row }: { row: TStatementRow }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const short = row.deliveredMinutes < row.plannedMinutes;
  return (
    <Box component="span" sx={{ color: short ? 'error.dark' : undefined, fontWeight: short ? 600 : undefined }}>
      {formatHoursText(row.deliveredMinutes, locale)}
      {short && ` (${translate('portal.statement.short', { hours: formatHoursText(row.plannedMinutes - row.deliveredMinutes, locale) })})`}
    </Box>
  );
};

const DayCards = ({ rows }: { rows: TStatementRow[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Card key={row.date} component="li" variant="outlined" sx={{ listStyle: 'none', borderRadius: 2 }} data-testid="statement-day" data-date={row.date}>
          <CardContent sx={{ display: 'grid', gap: 0.75, p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>{dayLabel(row.date, locale)}</Typography>
            <Typography variant="body2">
              {`${translate('portal.statement.planned')}: ${formatHoursText(row.plannedMinutes, locale)} · ${translate('portal.statement.delivered')}: `}
              <Delivered row={row} />
            </Typography>
            <Duties row={row} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

const DayTable = ({ rows }: { rows: TStatementRow[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Table size="small" aria-label={translate('portal.statement.daysTitle')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('portal.statement.day')}</TableCell>
          <TableCell align="right">{translate('portal.statement.planned')}</TableCell>
          <TableCell align="right">{translate('portal.statement.delivered')}</TableCell>
          <TableCell>{translate('portal.statement.onDuty')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.date} data-testid="statement-day" data-date={row.date} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap', '&::first-letter': { textTransform: 'uppercase' } }}>{dayLabel(row.date, locale)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatHoursText(row.plannedMinutes, locale)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}><Delivered row={row} /></TableCell>
            <TableCell><Duties row={row} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The month by day, only the days with service: cards on a phone, a table on a desk. */
export const StatementDays = ({ statement }: { statement: TStatement }) => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const rows = serviceDays(statement);
  if (!rows.length) return <Typography color="text.secondary" data-testid="statement-empty">{translate('portal.statement.none')}</Typography>;
  return isSmall ? <DayCards rows={rows} /> : <DayTable rows={rows} />;
};
