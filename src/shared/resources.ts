/** The resource catalogue: each resource's UI area and API base path. */
export const RESOURCES = {
  company: { ui: '/company', api: 'api/company' },
  client: { ui: '/client', api: 'api/client' },
  /** Edited inside the client's detail. */
  'client-site': { ui: '/client', api: 'api/client-site' },
  /** The company's own sites ('sedi'). */
  place: { ui: '/company/places', api: 'api/place' },
  user: { ui: '/user', api: 'api/user' },
  vehicle: { ui: '/vehicle', api: 'api/vehicle' },
  attendance: { ui: '/attendance', api: 'api/attendance' },
  permission: { ui: '/permission', api: 'api/permission' },
  deadlines: { ui: '/deadlines', api: 'api/deadlines' },
  'medical-fitness': { ui: '/user', api: 'api/medical-fitness' },
  workforce: { ui: '/workforce', api: 'api/workforce' },
  /** Posts at client sites: the roster's rows. */
  'workforce/posts': { ui: '/workforce/posts', api: 'api/workforce/posts' },
  /** Client service requests: the client's portal and the office's list in the client area. */
  request: { ui: '/client/requests', api: 'api/request' },
  document: { ui: '/document', api: 'api/document' },
  notification: { ui: '/notification', api: 'api/notification' },
} as const;

export type ResourceName = keyof typeof RESOURCES;

/** The most rows a list answers in one call, whatever range is asked: the app reads a longer range in turns. */
export const MAX_PAGE_SIZE = 500;

/** The specification's fixed company paths (section 7). */
export const COMPANY_API = {
  list: 'api/company/allCompanies',
  get: (id: number | string) => `api/company/getCompany/${id}`,
  create: 'api/company/createCompany',
  patch: (id: number | string) => `api/company/patchCompany/${id}`,
  delete: (id: number | string) => `api/company/deleteCompany/${id}`,
} as const;

/** The default company of the selector: id 0, no filter. */
export const ALL_COMPANIES = { id: 0, name: 'Tutte le aziende' } as const;

export const LOCAL_STORAGE_KEY = 'state';
export const TOAST_LIFE_MS = 3000;
export const DESKTOP_BREAKPOINT_PX = 991;
export const ZOOM = { min: 12, max: 16, default: 14 } as const;
export const MAPS_LOADER_RETRIES = 3;
