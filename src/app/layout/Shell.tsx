import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, TitlePortal } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useLayoutSettings } from '../state/useAppState';
import { Footer } from './Footer';
import { GpsModal } from './GpsModal';
import { PageError } from './PageError';
import { IdleTimeout } from './IdleTimeout';
import { SideMenu } from './SideMenu';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';
import { useDocumentTitle } from './documentTitle';

const MENU_WIDTH = 264;

/** The display settings (switches, radios) load on the first opening, not with every page. */
const ConfigSidebar = lazy(() => import('./ConfigSidebar').then((m) => ({ default: m.ConfigSidebar })));

/**
 * Top bar, side menu, content, footer, configuration sidebar and the location modal.
 * Desktop (wider than 991 px) with the static menu keeps it beside the content; otherwise the
 * menu is a drawer that an outside click or a navigation closes.
 */
export const Shell = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const { menuMode } = useLayoutSettings();
  useDocumentTitle('react-admin-title');
  const isDesktop = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [staticHidden, setStaticHidden] = useState(false);
  // Open panels remember the path they were opened on, so any navigation closes them.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const [configPath, setConfigPath] = useState<string | null>(null);
  // Mounted from its first opening on, so that it can slide out when closed.
  const [configUsed, setConfigUsed] = useState(false);
  const drawerOpen = drawerPath === pathname;
  const configOpen = configPath === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);
  const setConfigOpen = (open: boolean) => {
    if (open) setConfigUsed(true);
    setConfigPath(open ? pathname : null);
  };
  const docked = isDesktop && menuMode === 'static';

  const toggleMenu = () => (docked ? setStaticHidden((hidden) => !hidden) : setDrawerOpen(!drawerOpen));
  const showDocked = docked && !staticHidden;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar onMenu={toggleMenu} onSettings={() => setConfigOpen(true)} />
      <Box sx={{ display: 'flex', flex: 1 }}>
        {showDocked && (
          <Box
            component="aside"
            sx={{
              width: MENU_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              position: 'sticky',
              top: TOP_BAR_HEIGHT.md,
              height: `calc(100vh - ${TOP_BAR_HEIGHT.md}px)`,
              overflowY: 'auto',
            }}
          >
            <SideMenu />
          </Box>
        )}
        {!docked && (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { sx: { width: MENU_WIDTH, maxWidth: '85vw', pt: { xs: `${TOP_BAR_HEIGHT.xs}px`, md: `${TOP_BAR_HEIGHT.md}px` } } } }}
          >
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ flex: 1, px: { xs: 1.5, sm: 2, md: 3 }, py: { xs: 2, md: 3 }, maxWidth: 1400, width: '100%', mx: 'auto' }}>
            {/* react-admin's portal cuts a long title to one line: on a phone a record's name would be lost, so it wraps. */}
            <TitlePortal
              variant="h5"
              component="h1"
              sx={{ mb: 2, fontWeight: 700, color: 'text.primary', whiteSpace: 'normal', overflowWrap: 'anywhere', textWrap: 'balance', '&:empty': { display: 'none' } }}
            />
            {/* Another page starts clean: an error stays with the page it happened on. */}
            <ErrorBoundary resetKeys={[pathname]} fallbackRender={({ error, resetErrorBoundary }) => <PageError error={error} resetErrorBoundary={resetErrorBoundary} />}>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </Box>
          <Footer />
        </Box>
      </Box>
      {configUsed && (
        <Suspense fallback={null}>
          <ConfigSidebar open={configOpen} onClose={() => setConfigOpen(false)} />
        </Suspense>
      )}
      <GpsModal />
      <IdleTimeout />
    </Box>
  );
};
