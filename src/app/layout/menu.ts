import { type ComponentType, lazy } from 'react';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { canAccess, canAccessPath, type Action } from '../../shared/access';
import { hasAnyRole, type Role } from '../../shared/roles';

/**
 * Icons only the office's, the client's and accounting's menus show load when drawn (SideMenu
 * wraps each icon in Suspense), so a worker's phone never downloads them.
 */
const DashboardOutlined = lazy(() => import('@mui/icons-material/DashboardOutlined'));
const EventAvailableOutlined = lazy(() => import('@mui/icons-material/EventAvailableOutlined'));
const PeopleAltOutlined = lazy(() => import('@mui/icons-material/PeopleAltOutlined'));
const BusinessOutlined = lazy(() => import('@mui/icons-material/BusinessOutlined'));
const HandshakeOutlined = lazy(() => import('@mui/icons-material/HandshakeOutlined'));
const ListAltOutlined = lazy(() => import('@mui/icons-material/ListAltOutlined'));
const AddCircleOutline = lazy(() => import('@mui/icons-material/AddCircleOutline'));
const UploadFileOutlined = lazy(() => import('@mui/icons-material/UploadFileOutlined'));
const ReceiptLongOutlined = lazy(() => import('@mui/icons-material/ReceiptLongOutlined'));
const WorkspacePremiumOutlined = lazy(() => import('@mui/icons-material/WorkspacePremiumOutlined'));
const AssessmentOutlined = lazy(() => import('@mui/icons-material/AssessmentOutlined'));
const HistoryEduOutlined = lazy(() => import('@mui/icons-material/HistoryEduOutlined'));
const SupportAgentOutlined = lazy(() => import('@mui/icons-material/SupportAgentOutlined'));
const WidgetsOutlined = lazy(() => import('@mui/icons-material/WidgetsOutlined'));
const EventBusyOutlined = lazy(() => import('@mui/icons-material/EventBusyOutlined'));
const FactCheckOutlined = lazy(() => import('@mui/icons-material/FactCheckOutlined'));
const TuneOutlined = lazy(() => import('@mui/icons-material/TuneOutlined'));
const PlaceOutlined = lazy(() => import('@mui/icons-material/PlaceOutlined'));
const DirectionsCarOutlined = lazy(() => import('@mui/icons-material/DirectionsCarOutlined'));
const LockClockOutlined = lazy(() => import('@mui/icons-material/LockClockOutlined'));


export interface TMenuItem {
  label: string;
  path: string;
  icon: ComponentType;
  /** A write screen: shown only to roles that may perform it. */
  requires?: { resource: string; action: Action };
}

export interface TMenuGroup {
  key: string;
  label: string;
  items: TMenuItem[];
}

const item = (label: string, path: string, icon: ComponentType, requires?: TMenuItem['requires']): TMenuItem => ({
  label: `menu.${label}`,
  path,
  icon,
  requires,
});

const group = (key: string, items: TMenuItem[]): TMenuGroup => ({ key, label: `menu.${key}`, items });

const ADMIN: Role[] = ['ROLE_ADMIN', 'ROLE_MODERATOR'];

/** The specification's section 6, group by group, plus ROLE_ACCOUNTING as DOMAIN.md defines it. */
const MENUS: ReadonlyArray<{ roles: Role[]; groups: TMenuGroup[] }> = [
  {
    roles: ADMIN,
    groups: [
      group('dashboard', [item('dashboard', '/dashboard', DashboardOutlined)]),
      group('attendances', [
        item('attendanceUsers', '/attendance/users', PeopleAltOutlined),
        item('attendanceList', '/attendance', EventAvailableOutlined),
        item('attendanceMonths', '/attendance/months', LockClockOutlined),
      ]),
      group('permissions', [item('permissions', '/permission', BeachAccessOutlined)]),
      group('users', [
        item('userList', '/user', ListAltOutlined),
        item('userAdd', '/user/create', AddCircleOutline, { resource: 'user', action: 'create' }),
      ]),
      group('documents', [
        item('documentList', '/document', ListAltOutlined),
        item('documentUpload', '/document/create', UploadFileOutlined),
        item('documentPayslips', '/document/payslips', ReceiptLongOutlined),
        item('documentGenerate', '/document/generate', HistoryEduOutlined),
        item('documentCertificate', '/document/generate-attestato', WorkspacePremiumOutlined),
        item('documentReport', '/document/generate-report', AssessmentOutlined),
      ]),
      group('deadlines', [
        item('deadlinesTable', '/deadlines', EventBusyOutlined),
        item('deadlinesCompliance', '/deadlines/compliance', FactCheckOutlined),
        item('deadlinesKinds', '/deadlines/kinds', TuneOutlined),
      ]),
      group('workforce', [
        item('workforceRoster', '/workforce', CalendarMonthOutlined),
        item('workforcePosts', '/workforce/posts', PlaceOutlined),
        item('workforceHours', '/workforce/hours', AssessmentOutlined),
        item('workforceSettings', '/workforce/settings', TuneOutlined),
      ]),
      group('companies', [
        item('companyList', '/company', BusinessOutlined),
        item('companyAdd', '/company/create', AddCircleOutline, { resource: 'company', action: 'create' }),
        item('companyPlaces', '/company/places', PlaceOutlined),
        item('vehicleList', '/vehicle', DirectionsCarOutlined),
      ]),
      group('clients', [
        item('clientList', '/client', HandshakeOutlined),
        item('clientAdd', '/client/create', AddCircleOutline, { resource: 'client', action: 'create' }),
        item('clientRequests', '/client/requests', SupportAgentOutlined),
      ]),
    ],
  },
  {
    roles: ['ROLE_CLIENTMANAGEMENT'],
    groups: [
      group('documents', [
        item('documentGenerate', '/document/generate', HistoryEduOutlined),
        item('documentCertificate', '/document/generate-attestato', WorkspacePremiumOutlined),
        item('documentReport', '/document/generate-report', AssessmentOutlined),
      ]),
      group('clients', [
        item('clientList', '/client', HandshakeOutlined),
        item('clientAdd', '/client/create', AddCircleOutline, { resource: 'client', action: 'create' }),
        item('clientRequests', '/client/requests', SupportAgentOutlined),
      ]),
    ],
  },
  {
    roles: ['ROLE_WORKER', 'ROLE_ADMIN', 'ROLE_CLIENTMANAGEMENT'],
    groups: [
      group('landing', [
        item('landingHome', '/home/landing', HomeOutlined),
        item('myShifts', '/home/shifts', CalendarMonthOutlined),
        item('landingPermission', '/home/permission', BeachAccessOutlined),
        item('sickLeave', '/home/medical', LocalHospitalOutlined),
        item('myAttendances', '/home/my-attendances', AccessTimeOutlined),
        item('myDocuments', '/home/documents', FolderSharedOutlined),
        item('guide', '/home/guide', HelpOutlineOutlined),
      ]),
    ],
  },
  {
    roles: ['ROLE_CLIENT'],
    groups: [
      group('request', [
        item('requestList', '/dashclient/home', SupportAgentOutlined),
        item('requestCreate', '/dashclient/create-request', AddCircleOutline),
        item('requestSites', '/dashclient/sites', FactCheckOutlined),
      ]),
    ],
  },
  {
    roles: ['ROLE_ACCOUNTING'],
    groups: [
      group('attendances', [item('attendanceMonths', '/attendance/months', LockClockOutlined), item('attendanceList', '/attendance', EventAvailableOutlined)]),
      group('permissions', [item('permissions', '/permission', BeachAccessOutlined)]),
      group('documents', [item('documentReport', '/document/generate-report', AssessmentOutlined)]),
    ],
  },
];

const DEMO_GROUP = group('demo', [
  item('uikit', '/uikit', WidgetsOutlined),
  item('utilities', '/utilities', WidgetsOutlined),
  item('documentation', '/documentation', WidgetsOutlined),
  item('blocks', '/blocks', WidgetsOutlined),
  item('pages', '/pages', WidgetsOutlined),
]);

const visible = (roles: readonly string[]) => (entry: TMenuItem) =>
  canAccessPath(roles, entry.path) && (!entry.requires || canAccess(roles, entry.requires));

/** The side menu of a user holding `roles`: groups merged across roles, items they may open. */
export const menuFor = (roles: readonly string[], { demo }: { demo: boolean }): TMenuGroup[] => {
  const merged: TMenuGroup[] = [];
  MENUS.filter((menu) => hasAnyRole(roles, menu.roles)).forEach((menu) =>
    menu.groups.forEach((g) => {
      const existing = merged.find((m) => m.key === g.key);
      if (!existing) merged.push({ ...g, items: [...g.items] });
      else g.items.forEach((i) => existing.items.some((e) => e.path === i.path) || existing.items.push(i));
    }),
  );
  if (demo) merged.push(DEMO_GROUP);
  return merged
    .map((g) => ({ ...g, items: g.items.filter(visible(roles)) }))
    .filter((g) => g.items.length > 0);
};

/** The menu entry a path belongs to: the longest item path that prefixes it. */
export const activeItemPath = (groups: TMenuGroup[], pathname: string): string | undefined =>
  groups
    .flatMap((g) => g.items.map((i) => i.path))
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
