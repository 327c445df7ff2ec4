import type { ComponentType } from 'react';
import { Alert, Box, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { Link, useGetList, useLocale, useTranslate } from 'react-admin';
import { todayInRome } from '../../shared/dates';
import { COLOR, PRESENCE_REFRESH_MS, presenceCounts, usePresence } from '../resources/attendance/presence';
import { formatDay, weekdayName } from './attendance/format';

/** A list filtered as the back office opens it from here, with the filter's input shown. */
const listLink = (path: string, filter: Record<string, unknown>) =>
  `${path}?${new URLSearchParams({
    filter: JSON.stringify(filter),
    displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(filter).map((key) => [key, true]))),
  })}`;

/** How many records of a list match a filter (in the top bar's company), read again with the presence. */
const useTotal = (resource: string, filter: Record<string, unknown>, sort: string) => {
  const { total, isError } = useGetList(
    resource,
    { filter, pagination: { page: 1, perPage: 1 }, sort: { field: sort, order: 'DESC' } },
    { refetchInterval: PRESENCE_REFRESH_MS, refetchIntervalInBackground: false },
  );
  return { total, isError };
};

const TodoRow = ({ icon: Icon, label, total, to, testId }: { icon: ComponentType; label: string; total: number | undefined; to: string; testId: string }) => (
  <ListItem disablePadding>
    <ListItemButton component={Link} to={to} data-testid={testId} sx={{ borderRadius: 2, px: 1.5 }}>
      <ListItemIcon sx={{ minWidth: 40, color: total ? 'error.main' : 'text.secondary' }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={label} />
      <Chip size="small" label={total ?? '…'} color={total ? 'error' : 'default'} data-testid={`${testId}-total`} sx={{ fontWeight: 700, minWidth: 40 }} />
    </ListItemButton>
  </ListItem>
);

/**
 * The dashboard's today, for admin and moderator, in the top bar's company: who is present, out,
 * on leave or absent, and what waits for the back office (missed clock-outs, records flagged for
 * review, leave requests to decide), each opening its filtered list. Read again every 30 s.
 */
export const TodayPanel = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const presence = usePresence();
  const missed = useTotal('attendance', { missed: true }, 'checkIn');
  const review = useTotal('attendance', { reviewFlag: true }, 'checkIn');
  const pending = useTotal('permission', { status: 'PENDING' }, 'startDate');
  const today = todayInRome(new Date());
  const failed = presence.isError || missed.isError || review.isError || pending.isError;
  return (
    <Card sx={{ borderRadius: 3, mt: 3 }} data-testid="today-panel">
      <CardContent sx={{ p: { xs: 2.5, md: 3.5 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">{translate('pages.today.title')}</Typography>
          <Typography color="text.secondary">{`${weekdayName(today, locale)} ${formatDay(today)}`}</Typography>
        </Box>
        {failed && <Alert severity="error">{translate('pages.today.loadError')}</Alert>}
        <Box>
          <Typography variant="overline" color="text.secondary">{translate('pages.today.people')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            {presenceCounts(presence.data).map(([state, count]) => (
              <Chip
                key={state}
                component={Link}
                to="/attendance/users"
                clickable
                color={COLOR[state]}
                label={`${translate(`resources.attendance.users.states.${state}`)}: ${presence.data ? count : '…'}`}
                data-testid={`today-${state}`}
              />
            ))}
          </Box>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">{translate('pages.today.todo')}</Typography>
          <List dense disablePadding>
            <TodoRow icon={EventBusyOutlined} label={translate('pages.today.missed')} total={missed.total} to={listLink('/attendance', { missed: true })} testId="today-missed" />
            <TodoRow icon={AssignmentLateOutlined} label={translate('pages.today.review')} total={review.total} to={listLink('/attendance', { reviewFlag: true })} testId="today-review" />
            <TodoRow icon={PendingActionsOutlined} label={translate('pages.today.pending')} total={pending.total} to={listLink('/permission', { status: 'PENDING' })} testId="today-pending" />
          </List>
        </Box>
      </CardContent>
    </Card>
  );
};
