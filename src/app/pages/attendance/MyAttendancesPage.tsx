import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Loading, Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { romeDateOf } from '../../../shared/attendance';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { download } from '../../providers/httpClient';
import { useSessionUser } from '../../state/useAppState';
import { fetchMonth } from './api';
import { currentMonth, formatDay, formatMinutes, monthName, shiftMonth, weekdayName } from './format';
import { RecordRow } from './RecordRow';

/** Parts of a line that a narrow screen puts on lines of their own rather than breaking them ('15 giorni lavorati'). */
const PARTS = { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 1.5, '& > span': { whiteSpace: 'nowrap' } } as const;

/** Records grouped by the Rome day their shift started on, as the monthly totals count them. */
const recordsByDay = (records: TAttendance[]) =>
  records.reduce<Map<string, TAttendance[]>>((days, record) => {
    const date = romeDateOf(record.checkIn);
    days.set(date, [...(days.get(date) ?? []), record]);
    return days;
  }, new Map());

/** /home/my-attendances: the worker's own records month by month, with daily and monthly hours. */
export const MyAttendancesPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const thisMonth = currentMonth();
  const [month, setMonth] = useState(thisMonth);
  const { data, isError, isPending, refetch } = useQuery({ queryKey: ['attendance', 'my', month], queryFn: ({ signal }) => fetchMonth(month, signal) });
  const byDay = recordsByDay(data?.records ?? []);
  const days = [...(data?.days ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  // A day with only a shift in progress or a missed clock-out has no hours yet: not a day worked.
  const daysWorked = days.filter((day) => day.minutes > 0).length;
  // The month sheet is a company's: someone of no company (an administrator) has none.
  const hasCompany = !!useSessionUser()?.companyIds?.length;
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const getPdf = () => {
    setDownloading(true);
    download('api/attendance/my/report', { month, format: 'pdf' })
      .catch(notifyUnlessToasted(notify))
      .finally(() => setDownloading(false));
  };
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', display: 'grid', gap: 2 }}>
      <Title title="attendance.my.title" />
      <Card sx={{ borderRadius: 3 }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: '16px !important' }}>
          <IconButton size="large" onClick={() => setMonth(shiftMonth(month, -1))} aria-label={translate('attendance.my.previous')} data-testid="month-previous">
            <ChevronLeft fontSize="large" />
          </IconButton>
          <Box sx={{ flex: 1, textAlign: 'center' }} aria-live="polite">
            <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }} data-testid="month-name">{monthName(month, locale)}</Typography>
            {data && (
              <Typography data-testid="month-total" sx={PARTS}>
                <span>{translate('attendance.my.total')}: <b>{formatMinutes(data.totalMinutes)}</b></span>
                <span>{translate('attendance.my.days', { smart_count: daysWorked })}</span>
              </Typography>
            )}
            {data && (data.nightMinutes > 0 || data.holidayMinutes > 0) && (
              <Typography variant="body2" color="text.secondary" data-testid="month-premium" sx={PARTS}>
                {[
                  ...(data.nightMinutes ? [translate('attendance.my.night', { value: formatMinutes(data.nightMinutes) })] : []),
                  ...(data.holidayMinutes ? [translate('attendance.my.holiday', { value: formatMinutes(data.holidayMinutes) })] : []),
                ].map((part, i) => (
                  <span key={part}>{i === 0 ? `${translate('attendance.my.premiumOf')} ${part}` : part}</span>
                ))}
              </Typography>
            )}
          </Box>
          <IconButton
            size="large"
            onClick={() => setMonth(shiftMonth(month, 1))}
            disabled={month >= thisMonth}
            aria-label={translate('attendance.my.next')}
            data-testid="month-next"
          >
            <ChevronRight fontSize="large" />
          </IconButton>
        </CardContent>
      </Card>
      {hasCompany && data && (
        <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={getPdf} disabled={downloading} sx={{ justifySelf: 'center', minHeight: 44 }} data-testid="month-pdf">
          {translate('attendance.my.download')}
        </Button>
      )}
      {isError && (
        <Alert
          severity="error"
          action={<Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 44 }}>{translate('attendance.clock.retry')}</Button>}
        >
          {translate('attendance.my.loadError')}
        </Alert>
      )}
      {isPending && <Loading />}
      {data && !days.length && <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>{translate('attendance.my.empty')}</Typography>}
      {days.map((day) => (
        <Card key={day.date} sx={{ borderRadius: 3 }} data-testid="day-card" data-date={day.date}>
          <CardContent sx={{ pb: '8px !important' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
              <Typography sx={{ fontWeight: 800 }}>
                {formatDay(day.date)} <Typography component="span" color="text.secondary">{weekdayName(day.date, locale)}</Typography>
              </Typography>
              <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }} data-testid="day-total">{formatMinutes(day.minutes)}</Typography>
            </Box>
            {(byDay.get(day.date) ?? []).map((record, _, all) => <RecordRow key={record.id} record={record} showDate={false} showMinutes={all.length > 1} />)}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
