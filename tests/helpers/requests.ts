import { nowIso } from '../../src/server/db/database';
import type { TRequestStatus } from '../../src/shared/schemas/request';
import { nextNumber } from './api';
import { DEMO, DEMO_PASSWORD, type TestApp } from './app';
import { multipartBody } from './files';
import { dayFromToday } from './workforce';

/** The demo client user's client (Condominio Aurora) and its first site. */
export const demoClient = async (t: TestApp) => {
  const row = await t.app.db
    .selectFrom('user')
    .innerJoin('client', 'client.id', 'user.clientId')
    .innerJoin('clientSite', 'clientSite.clientId', 'client.id')
    .select(['client.id as clientId', 'client.companyId', 'clientSite.id as siteId'])
    .where('user.username', '=', DEMO.client)
    .orderBy('clientSite.id')
    .executeTakeFirstOrThrow();
  return row;
};

export interface ClientFixture {
  clientId: number;
  companyId: number;
  siteId: number;
}

/** A new active client of a company, with one site, written straight into the database. */
export const insertClient = async (t: TestApp, companyId: number, name = `Cliente di prova ${nextNumber()}`): Promise<ClientFixture> => {
  const { id: clientId } = await t.app.db.insertInto('client').values({ companyId, name, active: 1 }).returning('id').executeTakeFirstOrThrow();
  const { id: siteId } = await t.app.db
    .insertInto('clientSite')
    .values({ clientId, name: `Sede di ${name}`, address: 'Via Roma 1, Roma' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clientId, companyId, siteId };
};

/**
 * A client user of a client, signed in: written with the demo client's password hash (so it signs
 * in with the demo password) and no password change pending. Answers their id and token.
 */
export const clientUserOf = async (t: TestApp, clientId: number): Promise<{ userId: number; token: string }> => {
  const demo = await t.app.db.selectFrom('user').select('passwordHash').where('username', '=', DEMO.client).executeTakeFirstOrThrow();
  const n = nextNumber();
  const username = `cliente.prova.${n}`;
  const { id: userId } = await t.app.db
    .insertInto('user')
    .values({ username, email: `cliente${n}@example.it`, firstName: 'Portineria', lastName: `Prova ${n}`, passwordHash: demo.passwordHash, clientId, active: 1, mustChangePassword: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('userRole').values({ userId, role: 'ROLE_CLIENT' }).execute();
  const response = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { username, password: DEMO_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`client sign-in: ${response.statusCode} ${response.body}`);
  return { userId, token: response.json().accessToken as string };
};

/** A valid body of POST api/request for a site, starting tomorrow. */
export const requestBody = (siteId: number, overrides: Record<string, unknown> = {}) => ({
  serviceType: 'PORTIERATO',
  siteId,
  title: 'Portierato per la riunione di condominio',
  description: 'Accogliere i condomini all’ingresso',
  startDate: dayFromToday(1),
  endDate: dayFromToday(3),
  timeSlots: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '18:00', end: '22:00' }],
  headcount: 1,
  armed: false,
  ...overrides,
});

/** A request made through the API by the caller (a client's token, or the office's with `clientId` in the body). */
export const createRequest = async (t: TestApp, token: string, body: Record<string, unknown>) => {
  const response = await t.call({ method: 'POST', url: '/api/request', token, payload: body });
  if (response.statusCode !== 201) throw new Error(`request: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; status: TRequestStatus; clientId: number; companyId: number };
};

/**
 * A request written straight into the database, in any status, with its creation in the history;
 * for tests of the actions and the access table.
 */
export const insertRequest = async (
  t: TestApp,
  client: ClientFixture,
  { status = 'OPEN', startDate = dayFromToday(1), endDate = dayFromToday(3) as string | null } = {} as { status?: TRequestStatus; startDate?: string; endDate?: string | null },
) => {
  const now = nowIso();
  const { id } = await t.app.db
    .insertInto('serviceRequest')
    .values({
      companyId: client.companyId,
      clientId: client.clientId,
      siteId: client.siteId,
      serviceType: 'PORTIERATO',
      title: `Richiesta di prova ${nextNumber()}`,
      description: 'Accogliere i visitatori',
      startDate,
      endDate,
      timeSlots: JSON.stringify([{ days: [1, 2, 3, 4, 5, 6, 7], start: '08:00', end: '12:00' }]),
      headcount: 1,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('serviceRequestEvent').values({ requestId: id, kind: 'CREATED', toStatus: 'OPEN', byClient: 1, createdAt: now }).execute();
  return id;
};

/** An internal note of the office on a request, written straight into its history. */
export const insertInternalNote = async (t: TestApp, requestId: number, text = 'Nota riservata: cliente in ritardo con i pagamenti') => {
  await t.app.db.insertInto('serviceRequestEvent').values({ requestId, kind: 'COMMENT', internal: 1, text, createdAt: nowIso() }).execute();
  return text;
};

/** A multipart body with one file in the field `file`. */
export const fileForm = (name: string, content: Buffer) => multipartBody({}, [{ name, content }]);

/** An attachment written through the API by the administrator. */
export const uploadAttachment = async (t: TestApp, requestId: number, name: string, content: Buffer) => {
  const response = await t.call({ method: 'POST', url: `/api/request/${requestId}/attachments`, token: await t.login('admin'), ...fileForm(name, content) });
  if (response.statusCode !== 201) throw new Error(`attachment: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
};
