import { lazy } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { homePathFor } from '../../shared/access';
import { ProfilePage } from '../pages/profile/routes';
import { useSessionUser } from '../state/useAppState';

const MyDocumentsPage = lazy(() => import('../pages/documents/MyDocumentsPage').then((m) => ({ default: m.MyDocumentsPage })));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const LandingPage = lazy(() => import('../pages/attendance/LandingPage').then((m) => ({ default: m.LandingPage })));
const ClockPage = lazy(() => import('../pages/attendance/ClockPage').then((m) => ({ default: m.ClockPage })));
const MyAttendancesPage = lazy(() => import('../pages/attendance/MyAttendancesPage').then((m) => ({ default: m.MyAttendancesPage })));
const NotificationPage = lazy(() => import('../pages/NotificationPage').then((m) => ({ default: m.NotificationPage })));
const LeavePage = lazy(() => import('../pages/leave/LeavePage').then((m) => ({ default: m.LeavePage })));
const SickLeavePage = lazy(() => import('../pages/medical/SickLeavePage').then((m) => ({ default: m.SickLeavePage })));
const SickLeaveDetailPage = lazy(() => import('../pages/medical/SickLeaveDetailPage').then((m) => ({ default: m.SickLeaveDetailPage })));
const ContractPage = lazy(() => import('../pages/generate/ContractPage').then((m) => ({ default: m.ContractPage })));
const AttestatoPage = lazy(() => import('../pages/generate/AttestatoPage').then((m) => ({ default: m.AttestatoPage })));
const PayslipsPage = lazy(() => import('../pages/payslips/PayslipsPage').then((m) => ({ default: m.PayslipsPage })));
const MonthReportPage = lazy(() => import('../pages/reports/MonthReportPage').then((m) => ({ default: m.MonthReportPage })));
const MyShiftsPage = lazy(() => import('../pages/shifts/MyShiftsPage').then((m) => ({ default: m.MyShiftsPage })));
const GuidePage = lazy(() => import('../pages/guide/GuidePage').then((m) => ({ default: m.GuidePage })));
const RequestListPage = lazy(() => import('../pages/portal/RequestListPage').then((m) => ({ default: m.RequestListPage })));
const CreateRequestPage = lazy(() => import('../pages/portal/CreateRequestPage').then((m) => ({ default: m.CreateRequestPage })));
const RequestDetailPage = lazy(() => import('../pages/portal/RequestDetailPage').then((m) => ({ default: m.RequestDetailPage })));
const SitesPage = lazy(() => import('../pages/portal/SitesPage').then((m) => ({ default: m.SitesPage })));
const UiKitPage = lazy(() => import('../pages/demo/UiKitPage').then((m) => ({ default: m.UiKitPage })));
const DemoPage = lazy(() => import('../pages/demo/DemoPages').then((m) => ({ default: m.DemoPage })));

/** `/company/modify/7` → `/company/7`: the specification's paths kept as aliases of react-admin's. */
const Alias = ({ to }: { to: (id: string) => string }) => {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
};

/** The three aliases of an area, relative (inside a Resource) or absolute. */
export const aliasRoutes = (area: string, { relative = false } = {}) => {
  const base = relative ? '' : `/${area}/`;
  return [
    <Route key={`${area}-table`} path={`${base}table`} element={<Navigate to={`/${area}`} replace />} />,
    <Route key={`${area}-modify`} path={`${base}modify/:id`} element={<Alias to={(id) => `/${area}/${id}`} />} />,
    <Route key={`${area}-detail`} path={`${base}detail/:id`} element={<Alias to={(id) => `/${area}/${id}/show`} />} />,
  ];
};

/** '/' sends each role to its home. */
export const RootRedirect = () => {
  const user = useSessionUser();
  return <Navigate to={user ? homePathFor(user.roles) : '/auth/login'} replace />;
};

export const areaRoutes = ({ demo }: { demo: boolean }) => [
  <Route key="dashboard" path="/dashboard" element={<DashboardPage />} />,
  <Route key="home" path="/home" element={<Navigate to="/home/landing" replace />} />,
  <Route key="landing" path="/home/landing" element={<LandingPage />} />,
  <Route key="profile" path="/home/profile" element={<ProfilePage />} />,
  <Route key="leave" path="/home/permission" element={<LeavePage />} />,
  <Route key="clock" path="/home/attendance" element={<ClockPage />} />,
  <Route key="my-attendances" path="/home/my-attendances" element={<MyAttendancesPage />} />,
  <Route key="medical" path="/home/medical" element={<SickLeavePage />} />,
  <Route key="medical-detail" path="/home/medical/:id" element={<SickLeaveDetailPage />} />,
  <Route key="my-documents" path="/home/documents" element={<MyDocumentsPage />} />,
  <Route key="my-shifts" path="/home/shifts" element={<MyShiftsPage />} />,
  <Route key="guide" path="/home/guide" element={<GuidePage />} />,
  <Route key="dashclient" path="/dashclient" element={<Navigate to="/dashclient/home" replace />} />,
  <Route key="request-list" path="/dashclient/home" element={<RequestListPage />} />,
  <Route key="request-create" path="/dashclient/create-request" element={<CreateRequestPage />} />,
  <Route key="request-detail" path="/dashclient/request/:id" element={<RequestDetailPage />} />,
  <Route key="request-sites" path="/dashclient/sites" element={<SitesPage />} />,
  <Route key="notification" path="/notification" element={<NotificationPage />} />,
  <Route key="my-notifications" path="/home/notifications" element={<NotificationPage />} />,
  <Route key="client-notifications" path="/dashclient/notifications" element={<NotificationPage />} />,
  // /document itself (list, create, show) is the 'document' resource in App.tsx; /deadlines (list,
  // create, edit, compliance, kinds) the 'deadlines' resource.
  <Route key="generate-contract" path="/document/generate" element={<ContractPage />} />,
  <Route key="generate-attestato" path="/document/generate-attestato" element={<AttestatoPage />} />,
  <Route key="generate-report" path="/document/generate-report" element={<MonthReportPage />} />,
  <Route key="payslips" path="/document/payslips" element={<PayslipsPage />} />,
  ...(demo
    ? [
        <Route key="uikit" path="/uikit" element={<UiKitPage />} />,
        ...['utilities', 'documentation', 'blocks', 'pages'].map((area) => (
          <Route key={area} path={`/${area}/*`} element={<DemoPage area={area} />} />
        )),
      ]
    : []),
];
