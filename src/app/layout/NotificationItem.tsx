import { Box, ListItemButton, Typography } from '@mui/material';
import { useLocale } from 'react-admin';
import type { TNotification } from '../../shared/schemas/notification';
import { timeAgo } from './notifications';

/** One notification: unread ones marked with a dot and in bold; the whole row opens it. */
export const NotificationItem = ({ notification, onOpen }: { notification: TNotification; onOpen: (n: TNotification) => void }) => {
  const locale = useLocale();
  const unread = !notification.readAt;
  return (
    <ListItemButton
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-unread={unread}
      sx={{ alignItems: 'flex-start', gap: 1.25, py: 1.25, bgcolor: unread ? 'action.hover' : undefined, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ width: 8, height: 8, borderRadius: '50%', mt: 0.9, flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>{notification.title}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
        >
          {notification.body}
        </Typography>
        <Typography variant="caption" color="text.secondary">{timeAgo(notification.createdAt, locale)}</Typography>
      </Box>
    </ListItemButton>
  );
};
