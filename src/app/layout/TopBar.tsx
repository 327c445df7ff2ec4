import { AppBar, Box, Button, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { Link, useTranslate } from 'react-admin';
import { homePathFor } from '../../shared/access';
import { hasCompanySelector } from '../../shared/roles';
import { Logo } from '../components/Logo';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { useSessionUser } from '../state/useAppState';
import { CompanySelector } from './CompanySelector';
import { LanguageSelector } from './LanguageSelector';
import { LogoutButton } from './LogoutButton';
import { NotificationBell } from './NotificationBell';

export const TOP_BAR_HEIGHT = { xs: 56, md: 64 };

export const TopBar = ({ onMenu, onSettings }: { onMenu: () => void; onSettings: () => void }) => {
  const translate = useTranslate();
  const user = useSessionUser();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const roles = user?.roles ?? [];

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT, gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton edge="start" color="inherit" aria-label={translate('topbar.openMenu')} onClick={onMenu} data-testid="menu-toggle">
          <MenuIcon />
        </IconButton>
        {/* Named by what it shows (the name 'Presidio' on wider screens) and then where it leads. */}
        <Box component={Link} to={homePathFor(roles)} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: 44, minHeight: 44, textDecoration: 'none', mr: 1 }}>
          <Logo size={30} showName={!compact} />
          <VisuallyHidden>{translate('topbar.home')}</VisuallyHidden>
        </Box>
        <Box sx={{ flex: 1 }} />
        {hasCompanySelector(roles) && <CompanySelector />}
        <LanguageSelector />
        <NotificationBell />
        {compact ? (
          <IconButton color="inherit" component={Link} to="/home/profile" aria-label={translate('topbar.profile')} title={translate('topbar.profile')}>
            <AccountCircleOutlined />
          </IconButton>
        ) : (
          <Button color="inherit" component={Link} to="/home/profile" startIcon={<AccountCircleOutlined />}>
            {translate('topbar.profile')}
          </Button>
        )}
        <IconButton color="inherit" aria-label={translate('topbar.settings')} title={translate('topbar.settings')} onClick={onSettings} data-testid="config-toggle">
          <SettingsOutlined />
        </IconButton>
        <LogoutButton />
      </Toolbar>
    </AppBar>
  );
};
