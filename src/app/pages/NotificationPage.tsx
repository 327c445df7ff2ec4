import { useState } from 'react';
import { Box, Button, Card, IconButton, List, ListItem, Skeleton, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canAccessPath } from '../../shared/access';
import type { TNotification } from '../../shared/schemas/notification';
import { NotificationItem } from '../layout/NotificationItem';
import { markAllNotificationsRead, markNotificationRead, useRefreshNotifications, useUnreadCount } from '../layout/notifications';
import { useSessionUser } from '../state/useAppState';

const PAGE = 20;

/** /notification: every notification of the user, unread first if asked, with mark-as-read and mark-all-read. */
export const NotificationPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = useSessionUser();
  const refresh = useRefreshNotifications();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [perPage, setPerPage] = useState(PAGE);
  const { count } = useUnreadCount();
  const { data = [], total = 0, isPending } = useGetList<TNotification>(
    'notification',
    { filter: unreadOnly ? { unread: true } : {}, pagination: { page: 1, perPage }, sort: { field: 'id', order: 'DESC' } },
    { placeholderData: (previous) => previous },
  );

  const open = async (notification: TNotification) => {
    if (!notification.readAt) await markNotificationRead(notification.id).catch(() => undefined);
    void refresh();
    if (notification.link && canAccessPath(user?.roles, notification.link)) navigate(notification.link);
  };
  const readAll = async () => {
    await markAllNotificationsRead().catch(() => undefined);
    void refresh();
  };
  const markRead = async (notification: TNotification) => {
    await markNotificationRead(notification.id).catch(() => undefined);
    void refresh();
  };

  return (
    <>
      <Title title="areas.notification" />
      <Card sx={{ borderRadius: 3 }} data-testid="notification-page">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={unreadOnly ? 'unread' : 'all'} onChange={(_e, value) => setUnreadOnly(value === 'unread')}>
            <Tab value="all" label={translate('notifications.all')} />
            <Tab value="unread" label={`${translate('notifications.unread')} (${count})`} data-testid="notification-tab-unread" />
          </Tabs>
          <Button startIcon={<DoneAll />} onClick={readAll} disabled={count === 0} data-testid="notification-read-all">
            {translate('notifications.markAllRead')}
          </Button>
        </Box>
        {isPending && <Skeleton variant="rectangular" height={160} />}
        {!isPending && data.length === 0 && (
          <Typography data-testid="notification-empty" color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
            {translate('topbar.noNotifications')}
          </Typography>
        )}
        <List disablePadding>
          {data.map((n) => (
            <ListItem key={n.id} disablePadding sx={{ alignItems: 'stretch' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}><NotificationItem notification={n} onOpen={open} /></Box>
              {!n.readAt && (
                <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
                  <Tooltip title={translate('notifications.markRead')}>
                    <IconButton onClick={() => markRead(n)} aria-label={translate('notifications.markRead')} data-testid="notification-mark-read">
                      <DoneOutlined />
                    </IconButton>
                  </Tooltip>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
        {data.length < total && (
          <Button fullWidth onClick={() => setPerPage((n) => n + PAGE)} sx={{ py: 1.5 }}>{translate('notifications.more')}</Button>
        )}
      </Card>
    </>
  );
};
