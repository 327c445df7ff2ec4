import { useState } from 'react';
import { Badge, Box, Button, Divider, IconButton, List, ListItem, Popover, Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Link, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canAccessPath, notificationsPathFor } from '../../shared/access';
import type { TNotification } from '../../shared/schemas/notification';
import { useSessionUser } from '../state/useAppState';
import { NotificationItem } from './NotificationItem';
import {
  markAllNotificationsRead, markNotificationRead, useLatestNotifications, useRefetchOnFocus, useRefreshNotifications, useRefreshOnNews, useUnreadCount,
} from './notifications';

/**
 * The unread count, refreshed every 30 s and when the window comes back, and the latest few;
 * opening one marks it read and follows its link. Empty, it reads 'Nessuna notifica'.
 */
export const NotificationBell = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { count, loaded, refetch } = useUnreadCount();
  const { items } = useLatestNotifications();
  const refresh = useRefreshNotifications();
  useRefetchOnFocus(refetch);
  useRefreshOnNews(count, loaded);
  const label = translate('topbar.notifications');

  const open = async (notification: TNotification) => {
    setAnchor(null);
    if (!notification.readAt) await markNotificationRead(notification.id).catch(() => undefined);
    void refresh();
    if (notification.link && canAccessPath(user?.roles, notification.link)) navigate(notification.link);
  };

  const readAll = async () => {
    await markAllNotificationsRead().catch(() => undefined);
    void refresh();
  };

  return (
    <>
      <IconButton
          color="inherit"
          aria-label={`${label}: ${count}`}
          title={label}
          data-testid="notification-bell"
          data-count={count}
          data-loaded={loaded}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void refresh();
          }}
        >
          <Badge badgeContent={count} color="error" max={99} showZero={false}>
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      <Popover
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' }, 'data-testid': 'notification-popover' } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography variant="subtitle2">{label}</Typography>
          {count > 0 && (
            <Button size="small" onClick={readAll} data-testid="notification-read-all">{translate('notifications.markAllRead')}</Button>
          )}
        </Box>
        <Divider />
        {items.length === 0 ? (
          <Typography data-testid="notification-empty" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            {translate('topbar.noNotifications')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
            {items.map((n) => (
              <ListItem key={n.id} disablePadding>
                <NotificationItem notification={n} onOpen={open} />
              </ListItem>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 1, textAlign: 'right' }}>
          <Button component={Link} to={notificationsPathFor(user?.roles)} size="small" onClick={() => setAnchor(null)} data-testid="notification-all">
            {translate('topbar.allNotifications')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};
