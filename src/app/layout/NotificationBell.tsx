import { useState } from 'react';
import { Badge, Box, Button, Divider, IconButton, List, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Link, useGetList, useTranslate } from 'react-admin';
import { canAccessPath } from '../../shared/access';
import { useSessionUser } from '../state/useAppState';

/** Unread count and list; an API without notifications yet simply reads as none. */
export const NotificationBell = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data = [], total = 0, isError } = useGetList(
    'notification',
    { filter: { unread: true }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' } },
    { retry: false, refetchInterval: 120_000 },
  );
  const count = isError ? 0 : total;
  const items = isError ? [] : data;
  const label = translate('topbar.notifications');

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={`${label}: ${count}`} data-testid="notification-bell" onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={count} color="error" showZero={false}>
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1 }}>{label}</Typography>
        <Divider />
        {items.length === 0 ? (
          <Typography data-testid="notification-empty" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            {translate('topbar.noNotifications')}
          </Typography>
        ) : (
          <List dense>
            {items.map((n) => (
              <ListItemButton key={n.id} component={Link} to={n.link || '/notification'} onClick={() => setAnchor(null)}>
                <ListItemText primary={n.title} secondary={n.body} />
              </ListItemButton>
            ))}
          </List>
        )}
        {canAccessPath(user?.roles, '/notification') && (
          <>
            <Divider />
            <Box sx={{ p: 1, textAlign: 'right' }}>
              <Button component={Link} to="/notification" size="small" onClick={() => setAnchor(null)}>
                {translate('topbar.allNotifications')}
              </Button>
            </Box>
          </>
        )}
      </Popover>
    </>
  );
};
