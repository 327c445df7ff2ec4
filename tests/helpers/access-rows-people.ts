import type { InjectOptions } from 'fastify';
import type { TestApp } from './app';
import type { Caller } from './api';
import { clientBody, created, createPerson, placeBody, siteBody, userBody, vehicleBody } from './people';

/** The shape of a row of the access table (tests/api/access-table.test.ts). */
interface Row {
  request: (ctx: { caller: Caller; token?: string }) => Promise<InjectOptions & { token?: string }>;
  expected: Record<Caller, number>;
}

const allowed = (status: number, roles: Partial<Record<Caller, number>>): Record<Caller, number> => ({
  admin: status,
  moderator: status,
  worker: 403,
  clientManagement: 403,
  accounting: 403,
  client: 403,
  anonymous: 401,
  ...roles,
});
const backOffice = (admin: number, moderator = admin) => allowed(admin, { moderator });
/** Admin, moderator and client management (specification section 6: the client area). */
const clientStaff = (status: number, clientManagement = status) => allowed(status, { clientManagement });
const everyone = (status: number) => allowed(status, { worker: status, clientManagement: status, accounting: status, client: status });

/**
 * The rows of the people-and-places routes (issue 4). Every request that changes or deletes a
 * record makes a fresh one of the first demo company, which the moderator and client management
 * manage, so that no row disturbs another or the demo accounts the table signs in with.
 */
export const peopleAndPlacesRows = (context: () => { t: TestApp; companies: [number, number, number] }): Record<string, Row> => {
  const first = () => context().companies[0];
  const person = async () => (await createPerson(context().t, { companyIds: [first()] })).id as number;
  const client = async () => (await created(context().t, '/api/client', clientBody(first()))).id as number;
  const site = async () => (await created(context().t, '/api/client-site', siteBody(await client()))).id as number;
  const place = async () => (await created(context().t, '/api/place', placeBody(first()))).id as number;
  const vehicle = async () => (await created(context().t, '/api/vehicle', vehicleBody(first()))).id as number;
  const workerId = async () =>
    (await context().t.app.db.selectFrom('user').select('id').where('fiscalCode', '=', 'VRDGPP90C10F839E').executeTakeFirstOrThrow()).id;

  return {
    'PATCH /api/auth/me': {
      request: async () => ({ method: 'PATCH', url: '/api/auth/me', payload: { phone: '+39 06 4000 1234' } }),
      expected: everyone(200),
    },
    'POST /api/auth/change-password': {
      // A wrong current password: the route answers every signed-in user without changing the demo passwords.
      request: async () => ({ method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: 'Non-E-Questa-9', newPassword: 'Nuova-Password-2026' } }),
      expected: everyone(400),
    },
    'GET /api/user': { request: async () => ({ method: 'GET', url: '/api/user' }), expected: backOffice(200) },
    'GET /api/user/:id': { request: async () => ({ method: 'GET', url: `/api/user/${await workerId()}` }), expected: backOffice(200) },
    'POST /api/user': {
      request: async () => ({ method: 'POST', url: '/api/user', payload: userBody({ companyIds: [first()] }) }),
      expected: backOffice(201),
    },
    'PUT /api/user/:id': {
      request: async () => ({ method: 'PUT', url: `/api/user/${await person()}`, payload: userBody({ companyIds: [first()] }) }),
      expected: backOffice(200),
    },
    'PATCH /api/user/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/user/${await person()}`, payload: { jobTitle: 'Portiere' } }),
      expected: backOffice(200),
    },
    'DELETE /api/user/:id': { request: async () => ({ method: 'DELETE', url: `/api/user/${await person()}` }), expected: backOffice(200, 403) },
    'POST /api/user/:id/activate': { request: async () => ({ method: 'POST', url: `/api/user/${await person()}/activate` }), expected: backOffice(200) },
    'POST /api/user/:id/deactivate': { request: async () => ({ method: 'POST', url: `/api/user/${await person()}/deactivate` }), expected: backOffice(200) },
    'POST /api/user/:id/reset-password': {
      request: async () => ({ method: 'POST', url: `/api/user/${await person()}/reset-password` }),
      expected: backOffice(200),
    },
    'GET /api/client': { request: async () => ({ method: 'GET', url: '/api/client' }), expected: clientStaff(200) },
    'GET /api/client/:id': { request: async () => ({ method: 'GET', url: `/api/client/${await client()}` }), expected: clientStaff(200) },
    'POST /api/client': { request: async () => ({ method: 'POST', url: '/api/client', payload: clientBody(first()) }), expected: clientStaff(201) },
    'PUT /api/client/:id': {
      request: async () => ({ method: 'PUT', url: `/api/client/${await client()}`, payload: clientBody(first()) }),
      expected: clientStaff(200),
    },
    'PATCH /api/client/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/client/${await client()}`, payload: { notes: 'Turni notturni' } }),
      expected: clientStaff(200),
    },
    'DELETE /api/client/:id': { request: async () => ({ method: 'DELETE', url: `/api/client/${await client()}` }), expected: clientStaff(200, 403) },
    'GET /api/client-site': { request: async () => ({ method: 'GET', url: '/api/client-site' }), expected: clientStaff(200) },
    'GET /api/client-site/:id': { request: async () => ({ method: 'GET', url: `/api/client-site/${await site()}` }), expected: clientStaff(200) },
    'POST /api/client-site': {
      request: async () => ({ method: 'POST', url: '/api/client-site', payload: siteBody(await client()) }),
      expected: clientStaff(201),
    },
    'PUT /api/client-site/:id': {
      request: async () => ({ method: 'PUT', url: `/api/client-site/${await site()}`, payload: siteBody(await client()) }),
      expected: clientStaff(200),
    },
    'PATCH /api/client-site/:id': {
      request: async () => ({ method: 'PATCH', url: `/api/client-site/${await site()}`, payload: { radiusMeters: 200 } }),
      expected: clientStaff(200),
    },
    'DELETE /api/client-site/:id': { request: async () => ({ method: 'DELETE', url: `/api/client-site/${await site()}` }), expected: clientStaff(200) },
    'GET /api/place': { request: async () => ({ method: 'GET', url: '/api/place' }), expected: backOffice(200) },
    'GET /api/place/:id': { request: async () => ({ method: 'GET', url: `/api/place/${await place()}` }), expected: backOffice(200) },
    'POST /api/place': { request: async () => ({ method: 'POST', url: '/api/place', payload: placeBody(first()) }), expected: backOffice(201) },
    'PUT /api/place/:id': { request: async () => ({ method: 'PUT', url: `/api/place/${await place()}`, payload: placeBody(first()) }), expected: backOffice(200) },
    'PATCH /api/place/:id': { request: async () => ({ method: 'PATCH', url: `/api/place/${await place()}`, payload: { radiusMeters: 300 } }), expected: backOffice(200) },
    'DELETE /api/place/:id': { request: async () => ({ method: 'DELETE', url: `/api/place/${await place()}` }), expected: backOffice(200) },
    'GET /api/vehicle': { request: async () => ({ method: 'GET', url: '/api/vehicle' }), expected: backOffice(200) },
    'GET /api/vehicle/:id': { request: async () => ({ method: 'GET', url: `/api/vehicle/${await vehicle()}` }), expected: backOffice(200) },
    'POST /api/vehicle': { request: async () => ({ method: 'POST', url: '/api/vehicle', payload: vehicleBody(first()) }), expected: backOffice(201) },
    'PUT /api/vehicle/:id': {
      request: async () => ({ method: 'PUT', url: `/api/vehicle/${await vehicle()}`, payload: vehicleBody(first()) }),
      expected: backOffice(200),
    },
    'PATCH /api/vehicle/:id': { request: async () => ({ method: 'PATCH', url: `/api/vehicle/${await vehicle()}`, payload: { mileage: 1000 } }), expected: backOffice(200) },
    'DELETE /api/vehicle/:id': { request: async () => ({ method: 'DELETE', url: `/api/vehicle/${await vehicle()}` }), expected: backOffice(200) },
  };
};
