import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TAttendance } from '../../../shared/schemas/attendance';
import type { TAttendanceHistoryEntry } from '../../../shared/schemas/attendance-views';
import { formatDateTime } from '../../pages/attendance/format';
import { request } from '../../providers/httpClient';

const SHOWN = ['checkIn', 'checkOut', 'siteName', 'note', 'reviewFlag', 'checkInInside', 'checkOutInside'] as const;

type TTranslate = (key: string) => string;

const show = (key: string, value: unknown, translate: TTranslate) => {
  if (value == null || value === '') return '—';
  if ((key === 'checkIn' || key === 'checkOut') && typeof value === 'string') return formatDateTime(value);
  if (key === 'checkInInside' || key === 'checkOutInside') return translate(`attendance.inside.${String(value)}`);
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return String(value);
};

/** The fields an entry changed, before → after. */
export const changesOf = (entry: Pick<TAttendanceHistoryEntry, 'before' | 'after'>, translate: TTranslate) =>
  SHOWN.filter((key) => entry.before && entry.after && JSON.stringify(entry.before[key]) !== JSON.stringify(entry.after[key]))
    .map((key) => ({ key, before: show(key, entry.before?.[key], translate), after: show(key, entry.after?.[key], translate) }));

/** The record's audit entries, oldest first (one request for the detail and its history card). */
export const useAttendanceHistory = (record: TAttendance | undefined) =>
  useQuery({
    queryKey: ['attendance', 'history', record?.id, record?.updatedAt],
    queryFn: async ({ signal }) => (await request<TAttendanceHistoryEntry[]>(`api/attendance/${record?.id}/history`, { signal })).json,
    enabled: !!record,
  }).data ?? [];

const differs = (entry: TAttendanceHistoryEntry, key: string) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]);

/**
 * What the office changed by hand: the last correction of the times or the site, and whether the
 * clock-out the record shows now was set by hand (then its position, if any, is of another time).
 */
export const handEdits = (entries: TAttendanceHistoryEntry[], record: Pick<TAttendance, 'checkOut'>) => {
  const updates = entries.filter((e) => e.action === 'UPDATE');
  const corrected = updates.filter((e) => differs(e, 'checkIn') || differs(e, 'checkOut') || differs(e, 'siteName')).at(-1);
  const lastOut = entries.filter((e) => e.action === 'CLOCK_OUT' || e.action === 'CLOCK_OUT_OFFLINE' || (e.action === 'UPDATE' && differs(e, 'checkOut'))).at(-1);
  const checkOutByHand = record.checkOut !== null && lastOut?.action === 'UPDATE' ? lastOut : undefined;
  return { corrected, checkOutByHand };
};

/** Who did what to the record, when and why: oldest first, corrections with before → after. */
export const AttendanceHistory = () => {
  const record = useRecordContext<TAttendance>();
  const translate = useTranslate();
  const data = useAttendanceHistory(record);
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="attendance-history">
      <CardContent>
        <Typography variant="subtitle2" color="primary" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate('resources.attendance.history.title')}
        </Typography>
        {!data.length && <Typography color="text.secondary">{translate('resources.attendance.history.empty')}</Typography>}
        {data.map((entry) => (
          <Box key={entry.id} data-testid="history-entry" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
            <Typography sx={{ fontWeight: 700 }}>
              {translate(`resources.attendance.history.actions.${entry.action}`, { _: entry.action })}
              <Typography component="span" color="text.secondary">
                {' · '}{formatDateTime(entry.at)} · {translate('resources.attendance.history.by', { name: entry.actorName ?? translate('resources.attendance.history.system') })}
              </Typography>
            </Typography>
            {entry.reason && <Typography variant="body2">{translate('resources.attendance.history.reason', { reason: entry.reason })}</Typography>}
            {entry.action === 'UPDATE' && changesOf(entry, translate).map((change) => (
              <Typography key={change.key} variant="body2" sx={{ fontFamily: 'monospace' }}>
                {translate(`resources.attendance.fields.${change.key}`)}: {change.before} → {change.after}
              </Typography>
            ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
