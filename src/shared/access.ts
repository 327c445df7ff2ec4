import { hasAnyRole, type Role } from './roles';

/**
 * The specification's route table (section 6) plus ROLE_ACCOUNTING as DOMAIN.md defines it.
 * The server enforces the same table for the API; the app uses it for guards and menus.
 */
export const AREAS = [
  'dashboard',
  'dashclient',
  'notification',
  'home',
  'company',
  'client',
  'user',
  'document',
  'attendance',
  'permission',
  'deadlines',
  'workforce',
  'vehicle',
  'uikit',
  'utilities',
  'documentation',
  'blocks',
  'pages',
] as const;

export type Area = (typeof AREAS)[number];

const ADMIN: Role = 'ROLE_ADMIN';
const MOD: Role = 'ROLE_MODERATOR';
const CM: Role = 'ROLE_CLIENTMANAGEMENT';
const WORKER: Role = 'ROLE_WORKER';
const CLIENT: Role = 'ROLE_CLIENT';
const ACC: Role = 'ROLE_ACCOUNTING';

const BACK_OFFICE = [ADMIN, MOD] as const;

export const AREA_ROLES: Record<Area, readonly Role[]> = {
  dashboard: BACK_OFFICE,
  notification: BACK_OFFICE,
  company: BACK_OFFICE,
  user: BACK_OFFICE,
  attendance: [ADMIN, MOD, ACC],
  permission: [ADMIN, MOD, ACC],
  deadlines: BACK_OFFICE,
  workforce: BACK_OFFICE,
  vehicle: BACK_OFFICE,
  client: [ADMIN, MOD, CM],
  document: [ADMIN, MOD, CM, ACC],
  home: [WORKER, ADMIN, MOD, CM],
  dashclient: [CLIENT],
  uikit: BACK_OFFICE,
  utilities: BACK_OFFICE,
  documentation: BACK_OFFICE,
  blocks: BACK_OFFICE,
  pages: BACK_OFFICE,
};

export const DEMO_AREAS: readonly Area[] = ['uikit', 'utilities', 'documentation', 'blocks', 'pages'];

/** Paths reachable by narrower role lists than their area's. */
const PATH_ROLES: ReadonlyArray<[prefix: string, roles: readonly Role[]]> = [
  // Every signed-in user manages their own profile from the top bar's Profile button.
  ['/home/profile', [ADMIN, MOD, CM, WORKER, CLIENT, ACC]],
  // Everyone who has a bell reads all of their notifications in their own area.
  ['/home/notifications', [ADMIN, MOD, CM, WORKER, ACC]],
  ['/dashclient/notifications', [CLIENT]],
  // Accounting may open only the monthly report among the document screens.
  ['/document/generate-report', [ADMIN, MOD, CM, ACC]],
  // Payslips go to a company's people: sent by those who manage its staff.
  ['/document/payslips', BACK_OFFICE],
  ['/document', [ADMIN, MOD, CM]],
  // Payroll's month close: payroll and the administrator close and reopen months (issue 23).
  ['/attendance/months', [ADMIN, ACC]],
];

export const areaOfPath = (path: string): Area | undefined => {
  const first = path.split('?')[0].split('/').filter(Boolean)[0];
  return (AREAS as readonly string[]).includes(first ?? '') ? (first as Area) : undefined;
};

export const rolesForPath = (path: string): readonly Role[] | undefined => {
  const clean = path.split('?')[0].replace(/\/+$/, '');
  const special = PATH_ROLES.find(([prefix]) => clean === prefix || clean.startsWith(`${prefix}/`));
  if (special) return special[1];
  const area = areaOfPath(clean);
  return area ? AREA_ROLES[area] : undefined;
};

export const canAccessPath = (roles: readonly string[] | undefined, path: string): boolean => {
  const allowed = rolesForPath(path);
  return allowed ? hasAnyRole(roles, allowed) : true;
};

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** Who may do what with each resource. Reading follows the area table; writes are narrower. */
export const RESOURCE_WRITE_ROLES: Record<string, Partial<Record<Action, readonly Role[]>>> = {
  company: { create: [ADMIN], edit: BACK_OFFICE, delete: [ADMIN] },
  // Attendance is payroll evidence kept 5 years: corrected with a reason, never deleted.
  attendance: { create: BACK_OFFICE, edit: BACK_OFFICE, delete: [] },
  permission: { create: BACK_OFFICE, edit: BACK_OFFICE, delete: [ADMIN] },
  client: { create: [ADMIN, MOD, CM], edit: [ADMIN, MOD, CM], delete: BACK_OFFICE },
  // Users are deactivated, not deleted; deletion (of a mistaken record) is for administrators.
  user: { create: BACK_OFFICE, edit: BACK_OFFICE, delete: [ADMIN] },
  // A client's sites are edited in its detail, by whoever edits the client.
  'client-site': { create: [ADMIN, MOD, CM], edit: [ADMIN, MOD, CM], delete: [ADMIN, MOD, CM] },
  // Requests change through their actions (take, reply, schedule…), never by a plain edit or deletion.
  request: { create: [ADMIN, MOD, CM, CLIENT], edit: [], delete: [] },
};

/** Resources without an area of their own: shown inside another area's screens. */
const RESOURCE_AREA: Record<string, Area> = { 'client-site': 'client', place: 'company', 'workforce/posts': 'workforce' };

/** Resources read in more than one area: client requests, by the office (client area) and the client (dashclient). */
const SHARED_RESOURCES: Record<string, readonly Area[]> = { request: ['client', 'dashclient'] };

export const canAccess = (
  roles: readonly string[] | undefined,
  { resource, action }: { resource: string; action: Action | string },
): boolean => {
  const areas = SHARED_RESOURCES[resource] ?? [RESOURCE_AREA[resource] ?? resource];
  if (!areas.every((area) => (AREAS as readonly string[]).includes(area))) return false;
  const readers = areas.flatMap((area) => AREA_ROLES[area as Area]);
  if (!hasAnyRole(roles, readers)) return false;
  if (action === 'list' || action === 'show' || action === 'export') return true;
  const writers = RESOURCE_WRITE_ROLES[resource]?.[action as Action] ?? BACK_OFFICE;
  return hasAnyRole(roles, writers);
};

/** Where each role lands after sign-in (the specification's section 2 and DOMAIN.md). */
/** Where the bell's "Vedi tutte" leads: the office's /notification, else a page in the user's own area. */
export const notificationsPathFor = (roles: readonly string[] | undefined): string => {
  if (hasAnyRole(roles, [ADMIN, MOD])) return '/notification';
  if (hasAnyRole(roles, [CLIENT])) return '/dashclient/notifications';
  return '/home/notifications';
};

export const homePathFor = (roles: readonly string[] | undefined): string => {
  if (hasAnyRole(roles, [ADMIN, MOD])) return '/dashboard';
  if (hasAnyRole(roles, [WORKER, CM])) return '/home/landing';
  if (hasAnyRole(roles, [CLIENT])) return '/dashclient/home';
  // Payroll's work is closing the months (issue 23).
  if (hasAnyRole(roles, [ACC])) return '/attendance/months';
  return '/auth/access';
};
