import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ATTENDANCE_LIST } from '../../src/server/resources/attendance/list';
import { CLIENT_LIST } from '../../src/server/resources/client/repository';
import { CLIENT_SITE_LIST } from '../../src/server/resources/client-site/repository';
import { COMPANY_LIST } from '../../src/server/resources/company/repository';
import { DEADLINE_LIST } from '../../src/server/resources/deadline/repository';
import { DOCUMENT_LIST } from '../../src/server/resources/document/repository';
import { MEDICAL_LIST } from '../../src/server/resources/medical-fitness/repository';
import { NOTIFICATION_LIST } from '../../src/server/resources/notification/repository';
import { PERMISSION_LIST } from '../../src/server/resources/permission/repository';
import { PLACE_LIST } from '../../src/server/resources/place/repository';
import { REQUEST_LIST } from '../../src/server/resources/request/requests/repository';
import { TRAINING_LIST } from '../../src/server/resources/training/repository';
import { USER_LIST } from '../../src/server/resources/user/repository';
import { VEHICLE_LIST } from '../../src/server/resources/vehicle/repository';
import { POST_LIST } from '../../src/server/resources/workforce/posts/repository';
import { SHIFT_LIST } from '../../src/server/resources/workforce/shifts/repository';
import type { ListSpec } from '../../src/server/http/list-query';
import { DEMO, DEMO_PASSWORD, type DemoRole, type TestApp } from './app';
import { validBodies } from './fuzz-bodies';
import { RawJson } from './fuzz-values';

/**
 * The routes the fuzz test calls, found from the app itself (app.routeTable) and from what each
 * demo role gets back, with real ids of demo records for their path parameters.
 */

export const ROLES = Object.keys(DEMO) as DemoRole[];

/** Path parameters that are not records: junk only, plus a few values of the right shape. */
export const JUNK_PARAMS = ['0', '-1', 'abc', '99999999999', '%00', '1.5', '%20', '1e3', '9007199254740993'];

/** Body routes not fuzzed, and why. */
export const SKIPPED: Record<string, string> = {
  'POST /api/auth/signout': 'ends the fuzzing role\'s own session',
  'POST /api/auth/change-password': 'changes the fuzzing role\'s own password (and ends its other sessions)',
};

/** The list specs by list route, for their filterable and sortable fields (exports share the list's). */
const SPECS: Record<string, ListSpec> = {
  '/api/company/allCompanies': COMPANY_LIST,
  '/api/user': USER_LIST,
  '/api/client': CLIENT_LIST,
  '/api/client-site': CLIENT_SITE_LIST,
  '/api/place': PLACE_LIST,
  '/api/vehicle': VEHICLE_LIST,
  '/api/permission': PERMISSION_LIST,
  '/api/notification': NOTIFICATION_LIST,
  '/api/attendance': ATTENDANCE_LIST,
  '/api/document': DOCUMENT_LIST,
  '/api/training': TRAINING_LIST,
  '/api/deadlines': DEADLINE_LIST,
  '/api/deadlines/export.csv': DEADLINE_LIST,
  '/api/deadlines/export.xlsx': DEADLINE_LIST,
  '/api/medical-fitness': MEDICAL_LIST,
  '/api/workforce/posts': POST_LIST,
  '/api/workforce/shifts': SHIFT_LIST,
  '/api/request': REQUEST_LIST,
};

export interface Call extends Omit<InjectOptions, 'payload'> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
}

export interface FuzzRoutes {
  /** GET routes of the list protocol: who reads them and the fields to sort and filter by. */
  lists: { url: string; readers: DemoRole[]; sortable: string[]; filterable: string[] }[];
  /** Every other GET route, with its paths filled: real ids first, then junk. */
  reads: { pattern: string; public: boolean; urls: string[]; readers: DemoRole[] }[];
  /** POST / PUT / PATCH routes: who may call them, their paths, and a valid body to break. */
  writes: { method: Call['method']; pattern: string; public: boolean; urls: string[]; realUrls: string[]; writers: DemoRole[]; body: Record<string, unknown> }[];
  skipped: string[];
}

/** Signs a demo role in again (a fuzzed write may end a session); the tokens live here. */
export const createSessions = (t: TestApp) => {
  const tokens = new Map<DemoRole, string>();
  const signin = async (who: DemoRole) => {
    const payload = who === 'client' ? { username: DEMO[who], password: DEMO_PASSWORD } : { fiscalCode: DEMO[who], password: DEMO_PASSWORD };
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${who}: ${response.statusCode} ${response.body}`);
    tokens.set(who, response.json().accessToken);
    return tokens.get(who)!;
  };
  /** Sends a call as `who` (or without a token); a 401 signs in again and sends it once more. */
  const send = async (call: Call, who?: DemoRole): Promise<LightMyRequestResponse> => {
    const once = async () => {
      const { payload, headers, ...rest } = call;
      const raw = payload instanceof RawJson;
      const token = who ? (tokens.get(who) ?? (await signin(who))) : undefined;
      return t.app.inject({
        ...rest,
        ...(payload === undefined ? {} : { payload: raw ? payload.text : JSON.stringify(payload) }),
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      });
    };
    const response = await once();
    if (who && response.statusCode === 401 && !call.url.startsWith('/api/auth/signin')) {
      await signin(who);
      return once();
    }
    return response;
  };
  return { send, signin, tokens };
};

const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** An answer's JSON, or undefined for a file. */
const jsonOf = (response: LightMyRequestResponse): unknown => {
  try {
    return response.json();
  } catch {
    return undefined;
  }
};

const rowIds = async (send: ReturnType<typeof createSessions>['send'], url: string, who: DemoRole): Promise<string[]> => {
  const response = await send({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}range=[0,4]` }, who);
  if (response.statusCode !== 200) return [];
  const body = jsonOf(response);
  return Array.isArray(body) ? body.slice(0, 3).map((row: { id?: unknown; code?: unknown }) => String(row.id ?? row.code)) : [];
};

export const discoverRoutes = async (t: TestApp, sessions: ReturnType<typeof createSessions>): Promise<FuzzRoutes> => {
  const { send } = sessions;
  const table = t.app.routeTable.filter((r) => !['DELETE', 'OPTIONS'].includes(r.method));
  const skipped: string[] = Object.entries(SKIPPED).map(([route, why]) => `${route}: ${why}`);

  // A list route answers a plain GET with Content-Range, and a range that does not parse with a 400
  // naming `range` (an export answers a file instead), to some role.
  const lists: FuzzRoutes['lists'] = [];
  for (const { method, url } of table) {
    if (method !== 'GET' || url.includes(':')) continue;
    const readers: DemoRole[] = [];
    let protocol = false;
    for (const who of ROLES) {
      const plain = await send({ method: 'GET', url }, who);
      if (plain.statusCode === 401 || plain.statusCode === 403) continue;
      readers.push(who);
      if (plain.headers['content-range']) protocol = true;
      const bad = await send({ method: 'GET', url: `${url}?range=%5B` }, who);
      const good = await send({ method: 'GET', url: `${url}?range=${encodeURIComponent('[0,1]')}` }, who);
      if (plain.statusCode === 200 && good.statusCode === 200 && bad.statusCode === 400 && (jsonOf(bad) as { errors?: { range?: string } }).errors?.range) protocol = true;
    }
    if (!protocol) continue;
    const spec = SPECS[url];
    const rows = spec ? [] : await send({ method: 'GET', url }, readers[0]).then((r) => [jsonOf(r)].flat());
    lists.push({
      url,
      readers,
      sortable: spec ? Object.keys(spec.sortable) : Object.keys((rows[0] as object | undefined) ?? { id: 1 }),
      filterable: spec ? Object.keys(spec.filterable) : Object.keys((rows[0] as object | undefined) ?? { id: 1 }),
    });
  }
  const listUrls = new Set(lists.map((l) => l.url));

  // Real ids: the demo's records as the administrator (or the list's first reader) sees them.
  const me = await Promise.all(ROLES.map(async (who) => String((await send({ method: 'GET', url: '/api/auth/me' }, who)).json().id)));
  const idsOf = new Map<string, string[]>();
  for (const list of lists) idsOf.set(list.url, await rowIds(send, list.url, list.readers.includes('admin') ? 'admin' : list.readers[0]));
  const users = (idsOf.get('/api/user') ?? []).concat(await rowIds(send, '/api/user?sort=%5B%22id%22%2C%22DESC%22%5D', 'admin'));
  const others = [...new Set(users)].filter((id) => !me.includes(id));
  const kinds = await rowIds(send, '/api/deadlines/kinds', 'admin');
  const month = new Date().toISOString().slice(0, 7);
  const lastMonth = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 7);
  const real = (param: string, pattern: string): string[] => {
    if (param === 'companyId') return idsOf.get('/api/company/allCompanies') ?? [];
    if (param === 'userId') return others;
    if (param === 'siteId') return idsOf.get('/api/client-site') ?? [];
    if (param === 'month') return [lastMonth, month];
    if (param === 'action') return ['accept', 'contest'];
    if (param === 'code') return kinds;
    if (param !== 'id') return [];
    if (pattern.startsWith('/api/company/')) return idsOf.get('/api/company/allCompanies') ?? [];
    // A user's own record is never the fuzzed one: a write to it could sign the role out.
    if (pattern.startsWith('/api/user/') || pattern.startsWith('/api/invitation/user/')) return others;
    const base = [...listUrls].filter((u) => pattern.startsWith(`${u}/:`)).sort((a, b) => b.length - a.length)[0];
    return base ? (idsOf.get(base) ?? []) : [];
  };
  const fill = (pattern: string) => {
    const params = paramsOf(pattern);
    const choose = (values: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, p: string) => values[p]);
    const first = Object.fromEntries(params.map((p) => [p, real(p, pattern)[0] ?? '1']));
    const realUrls = [...new Set(params.flatMap((p) => real(p, pattern).map((v) => choose({ ...first, [p]: v }))))];
    if (!params.length) realUrls.push(pattern);
    const junkUrls = params.flatMap((p) => JUNK_PARAMS.map((v) => choose({ ...first, [p]: v })));
    return { realUrls, urls: [...realUrls, ...junkUrls] };
  };

  const reads: FuzzRoutes['reads'] = [];
  const writes: FuzzRoutes['writes'] = [];
  const bodies = validBodies({
    companyId: Number(idsOf.get('/api/company/allCompanies')?.[0] ?? 1),
    userId: Number(others[0] ?? 1),
    siteId: Number(idsOf.get('/api/client-site')?.[0] ?? 1),
    clientId: Number(idsOf.get('/api/client')?.[0] ?? 1),
    postId: Number(idsOf.get('/api/workforce/posts')?.[0] ?? 1),
  });
  for (const { method, url: pattern, public: open } of table) {
    const { realUrls, urls } = fill(pattern);
    if (method === 'GET') {
      if (listUrls.has(pattern)) continue;
      const readers: DemoRole[] = [];
      for (const who of ROLES) if (![401, 403].includes((await send({ method: 'GET', url: realUrls[0] ?? urls[0] }, who)).statusCode)) readers.push(who);
      reads.push({ pattern, public: open, urls, readers });
      continue;
    }
    if (SKIPPED[`${method} ${pattern}`]) continue;
    // Who may write: whoever is not refused as such (an array is no body any route takes, so nothing is written).
    const writers: DemoRole[] = [];
    for (const who of ROLES) if (![401, 403].includes((await send({ method: method as Call['method'], url: realUrls[0] ?? urls[0], payload: [] }, who)).statusCode)) writers.push(who);
    writes.push({ method: method as Call['method'], pattern, public: open, urls, realUrls, writers, body: bodies[`${method} ${pattern}`] ?? {} });
  }
  return { lists, reads, writes, skipped };
};
