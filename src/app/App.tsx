import { lazy, useEffect, useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, Loading, memoryStore, Resource, type I18nProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { Navigate, Route } from 'react-router-dom';
import { AppNotification } from './components/Toaster';
import { loadedMuiLocalization } from './i18n/messages';
import { AppLayout } from './layout/AppLayout';
import { ClientLoginPage, LoginPage } from './pages/auth/LoginPages';
import { AccessDeniedPage, AuthErrorPage, NotFoundPage } from './pages/auth/StatusPages';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { attendance, PresencePage } from './resources/attendance';
import { company } from './resources/company';
import { CompliancePage, deadlines, KindsPage } from './resources/deadlines';
import { HoursPage, PostCreate, PostEdit, PostList, workforce, WorkforceSettingsPage } from './resources/workforce';
// Renamed: `document` is also the page's DOM document, used below.
import { document as documentResource } from './resources/document';
import { permission } from './resources/permission';
import { client, OfficeRequestListPage, OfficeRequestPage } from './resources/client';
import { place } from './resources/place';
import { user, UserDocumentsPage } from './resources/user';
import { vehicle } from './resources/vehicle';
import { ChangePasswordRoute } from './pages/profile/routes';
import { aliasRoutes, areaRoutes, RootRedirect } from './routes/areaRoutes';
import { useAppState, useLayoutSettings } from './state/useAppState';
import { buildTheme } from './theme';

const SHOW_DEMO = !import.meta.env.PROD;
/** Opened from an invitation e-mail, signed out: loaded on demand. */
const MonthsPage = lazy(() => import('./pages/attendance-months/MonthsPage').then((m) => ({ default: m.MonthsPage })));
const InvitationPage = lazy(() => import('./pages/auth/InvitationPage').then((m) => ({ default: m.InvitationPage })));
/** Password recovery, signed out: loaded on demand, like the invitation. */
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

/** Client errors are answers, not hiccups: only server errors are retried. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => ((error as { status?: number }).status ?? 500) >= 500 && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** Everything but the session lives in memory, so only the `state` key is ever written. */
const raStore = memoryStore();

const ToNotFound = () => <Navigate to="/notfound" replace />;
const ToAccessDenied = () => <Navigate to="/auth/access" replace />;
const ToAuthError = () => <Navigate to="/auth/error" replace />;

/**
 * AdminContext and CoreAdminUI rather than <Admin>: the same providers and routes without
 * react-admin's default login page and layout in the first download.
 */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
  const settings = useLayoutSettings();
  const locale = useAppState((s) => s.locale);
  const theme = useMemo(() => buildTheme(settings, loadedMuiLocalization(locale)), [settings.inputStyle, settings.ripple, locale]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    document.documentElement.style.fontSize = `${settings.scale}px`;
  }, [settings.scale]);

  return (
    <AdminContext
      theme={theme}
      darkTheme={null}
      store={raStore}
      queryClient={queryClient}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
    >
      <CssBaseline enableColorScheme />
      <CoreAdminUI
        title="Presidio"
        disableTelemetry
        layout={AppLayout}
        loginPage={false}
        loading={Loading}
        dashboard={RootRedirect}
        catchAll={ToNotFound}
        accessDenied={ToAccessDenied}
        authenticationError={ToAuthError}
      >
        <CustomRoutes noLayout>
          <Route path="/auth" element={<Navigate to="/auth/login" replace />} />
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="/auth/error" element={<AuthErrorPage />} />
          <Route path="/auth/access" element={<AccessDeniedPage />} />
          <Route path="/auth/change-password" element={<ChangePasswordRoute />} />
          <Route path="/login-client" element={<ClientLoginPage />} />
          <Route path="/auth/invitation" element={<InvitationPage />} />
          <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<Navigate to="/auth/login" replace />} />
          <Route path="/notfound" element={<NotFoundPage />} />
        </CustomRoutes>
        <CustomRoutes>{areaRoutes({ demo: SHOW_DEMO })}</CustomRoutes>
        <Resource name="company" {...company}>
          {aliasRoutes('company', { relative: true })}
          <Route path="places" element={<place.page />} />
        </Resource>
        <Resource name="user" {...user}>
          {aliasRoutes('user', { relative: true })}
          <Route path="documents" element={<UserDocumentsPage />} />
        </Resource>
        <Resource name="client" {...client}>
          {aliasRoutes('client', { relative: true })}
          <Route path="requests" element={<OfficeRequestListPage />} />
          <Route path="requests/:id" element={<OfficeRequestPage />} />
        </Resource>
        <Resource name="vehicle" {...vehicle}>
          {aliasRoutes('vehicle', { relative: true })}
        </Resource>
        <Resource name="attendance" {...attendance}>
          {aliasRoutes('attendance', { relative: true })}
          <Route path="users" element={<PresencePage />} />
          <Route path="months" element={<MonthsPage />} />
        </Resource>
        <Resource name="permission" {...permission}>
          {aliasRoutes('permission', { relative: true })}
        </Resource>
        <Resource name="document" {...documentResource}>
          {aliasRoutes('document', { relative: true })}
        </Resource>
        <Resource name="deadlines" {...deadlines}>
          {aliasRoutes('deadlines', { relative: true })}
          <Route path="compliance" element={<CompliancePage />} />
          <Route path="kinds" element={<KindsPage />} />
        </Resource>
        <Resource name="workforce" {...workforce}>
          {aliasRoutes('workforce', { relative: true })}
          <Route path="posts" element={<PostList />} />
          <Route path="posts/create" element={<PostCreate />} />
          <Route path="posts/:id" element={<PostEdit />} />
          <Route path="hours" element={<HoursPage />} />
          <Route path="settings" element={<WorkforceSettingsPage />} />
        </Resource>
      </CoreAdminUI>
      <AppNotification />
    </AdminContext>
  );
};
