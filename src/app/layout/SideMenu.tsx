import { Suspense } from 'react';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Box } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { activeItemPath, menuFor } from './menu';
import { useSessionUser } from '../state/useAppState';

export const SHOW_DEMO = !import.meta.env.PROD;

/** The side menu of section 6, grouped as the specification lists it for the user's roles. */
export const SideMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const translate = useTranslate();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const groups = menuFor(user?.roles ?? [], { demo: SHOW_DEMO });
  const active = activeItemPath(groups, pathname);

  return (
    <Box component="nav" aria-label={translate('menu.main')} data-testid="side-menu" sx={{ py: 1, overflowY: 'auto' }}>
      {groups.map((group) => (
        <List
          key={group.key}
          dense
          data-group={group.key}
          subheader={
            <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.6, fontSize: '0.72rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary' }}>
              {translate(group.label)}
            </ListSubheader>
          }
          sx={{ px: 1.25, py: 0.25 }}
        >
          {group.items.map(({ label, path, icon: Icon }) => (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={Link}
                to={path}
                selected={active === path}
                aria-current={active === path ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  borderRadius: 2,
                  mb: 0.25,
                  '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiListItemIcon-root': { color: 'inherit' } },
                  '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Suspense fallback={<Box component="span" sx={{ width: 24, height: 24 }} />}>
                    <Icon />
                  </Suspense>
                </ListItemIcon>
                <ListItemText primary={translate(label)} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
};
