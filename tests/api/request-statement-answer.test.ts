import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRome } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { demoClientSite } from '../helpers/access-rows-statement';
import { freshCompany } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';
import { created, siteBody } from '../helpers/people';

let t: TestApp;
let companies: [number, number, number];
let clientId: number;
let siteId: number;
/** Another client of the same company, and a client of a company the moderator does not manage. */
let neighbourSite: number;
let neighbourClient: number;
let farSite: number;
let strangerManagement: string;

const call = async (as: DemoRole | string, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.call({ method, url, token: as.length > 20 ? as : await t.login(as as DemoRole), payload, headers });
const answer = (month: string, action: string, payload?: object, site = siteId) => call('client', 'POST', `/api/request/statement/${site}/${month}/${action}`, payload);

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  ({ clientId } = await demoClientSite(t));
  siteId = (await created(t, '/api/client-site', siteBody(clientId, { name: 'Autorimessa' }))).id;
  const sites = await t.app.db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select(['clientSite.id', 'client.id as clientId', 'client.companyId'])
    .orderBy('clientSite.id')
    .execute();
  const neighbour = sites.find((s) => s.companyId === companies[0] && s.clientId !== clientId)!;
  neighbourSite = neighbour.id;
  neighbourClient = neighbour.clientId;
  farSite = sites.find((s) => s.companyId === companies[2])!.id;
  strangerManagement = (await newWorker(t, await freshCompany(t), ['ROLE_CLIENTMANAGEMENT'])).token;
}, 60_000);

afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('who reads a statement', () => {
  const url = (query: string) => `/api/request/statement?${query}&month=2024-05`;

  it('the client reads its own sites, one or all, and nothing of another client, of its company or not', async () => {
    expect((await call('client', 'GET', url(`siteId=${siteId}`))).statusCode).toBe(200);
    expect((await call('client', 'GET', url(`clientId=${clientId}`))).json()).toHaveLength(2);
    for (const query of [`siteId=${neighbourSite}`, `siteId=${farSite}`, 'siteId=999999', `clientId=${neighbourClient}`, `siteId=${neighbourSite}&clientId=${clientId}`]) {
      const response = await call('client', 'GET', url(query));
      expect(response.statusCode, query).toBe(404);
    }
  });

  it('the client of a deactivated client reads nothing (403)', async () => {
    await t.app.db.updateTable('client').set({ active: 0 }).where('id', '=', clientId).execute();
    try {
      const response = await call('client', 'GET', url(`siteId=${siteId}`));
      expect(response.statusCode).toBe(403);
      expect((await answer('2024-05', 'accept')).statusCode).toBe(403);
    } finally {
      await t.app.db.updateTable('client').set({ active: 1 }).where('id', '=', clientId).execute();
    }
  });

  it('the office reads the clients of its companies, and nothing outside them (404)', async () => {
    for (const as of ['admin', 'moderator', 'clientManagement'] as const) {
      expect((await call(as, 'GET', url(`siteId=${siteId}`))).statusCode, as).toBe(200);
      expect((await call(as, 'GET', url(`clientId=${neighbourClient}&format=xlsx`))).statusCode, as).toBe(200);
    }
    expect((await call('admin', 'GET', url(`siteId=${farSite}`))).statusCode).toBe(200);
    expect((await call('moderator', 'GET', url(`siteId=${farSite}`))).statusCode).toBe(404);
    expect((await call('clientManagement', 'GET', url(`siteId=${farSite}`))).statusCode).toBe(404);
    expect((await call(strangerManagement, 'GET', url(`siteId=${siteId}`))).statusCode).toBe(404);
    expect((await call(strangerManagement, 'GET', url(`clientId=${clientId}&format=pdf`))).statusCode).toBe(404);
    expect((await call('admin', 'GET', url('clientId=999999'))).statusCode).toBe(404);
  });

  it('workers and accounting read none (403)', async () => {
    for (const as of ['worker', 'accounting'] as const) expect((await call(as, 'GET', url(`siteId=${siteId}`))).statusCode, as).toBe(403);
  });

  it.each([
    ['month=2026-13', 'month', 'Mese non valido (aaaa-mm)'],
    ['month=0001-01', 'month', 'Mese non valido (aaaa-mm)'],
    ['month=', 'month', 'Mese non valido (aaaa-mm)'],
    ['month=2024-05&siteId=abc', 'siteId', 'Valore non valido'],
    ['month=2024-05', 'siteId', 'Campo obbligatorio'],
    ['month=2024-05&clientId=0', 'clientId', 'Valore non valido'],
    ['month=2024-05&siteId=1&format=doc', 'format', 'Valore non valido'],
  ])('refuses %s with a message on %s', async (query, field, message) => {
    const response = await call('clientManagement', 'GET', `/api/request/statement?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('says what is wrong in the reader’s language', async () => {
    const response = await call('client', 'GET', '/api/request/statement?siteId=1&month=2026-13', undefined, { 'accept-language': 'en' });
    expect(response.json().errors).toEqual({ month: 'Invalid month (yyyy-mm)' });
  });
});

describe('the client’s answer', () => {
  const thisMonth = todayInRome().slice(0, 7);

  it('is refused while the month runs (409), and for a month of another client’s site (404)', async () => {
    const response = await answer(thisMonth, 'accept');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Il mese non è ancora concluso: potrai rispondere al rendiconto dal primo giorno del mese successivo');
    expect((await answer('2024-05', 'accept', {}, neighbourSite)).statusCode).toBe(404);
    expect((await answer('2024-05', 'contest', { note: 'No' }, farSite)).statusCode).toBe(404);
    expect((await answer('2024-05', 'accept', {}, 999999)).statusCode).toBe(404);
  });

  it.each([
    ['2024-05', 'contest', {}, 'note', 'Campo obbligatorio'],
    ['2024-05', 'contest', { note: '   ' }, 'note', 'Campo obbligatorio'],
    ['2024-05', 'contest', { note: 'x'.repeat(2001) }, 'note', 'Testo troppo lungo'],
    ['2024-05', 'accept', { note: 5 }, 'note', 'Valore non valido'],
    ['2026-13', 'accept', {}, 'month', 'Mese non valido (aaaa-mm)'],
    ['2024-05', 'approve', {}, 'action', 'Valore non valido'],
  ])('refuses %s %s %j with a message on %s', async (month, action, payload, field, message) => {
    const response = await answer(month, action, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('is the client’s only: the office may not answer for it (403)', async () => {
    for (const as of ['admin', 'moderator', 'clientManagement', 'worker', 'accounting'] as const) {
      expect((await call(as, 'POST', `/api/request/statement/${siteId}/2024-05/accept`, {})).statusCode, as).toBe(403);
    }
  });

  it('contests a month with a note, again with a new one, then accepts it; an accepted month is answered no more (409)', async () => {
    const contested = await answer('2024-06', 'contest', { note: 'Il 3 nessuno in portineria' });
    expect(contested.statusCode, contested.body).toBe(200);
    expect(contested.json()).toMatchObject({ siteId, month: '2024-06', status: 'CONTESTED', note: 'Il 3 nessuno in portineria', answeredBy: 'Condominio Aurora' });
    expect(Date.now() - Date.parse(contested.json().answeredAt)).toBeLessThan(60_000);
    expect((await answer('2024-06', 'contest', { note: 'Anche il 4' })).json()).toMatchObject({ status: 'CONTESTED', note: 'Anche il 4' });
    expect((await answer('2024-06', 'accept')).json()).toMatchObject({ status: 'ACCEPTED', note: null });
    for (const [action, payload] of [['accept', {}], ['contest', { note: 'Ripensamento' }]] as const) {
      const again = await answer('2024-06', action, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Il rendiconto di questo mese è già stato accettato');
    }
    const read = await call('clientManagement', 'GET', `/api/request/statement?siteId=${siteId}&month=2024-06`);
    expect(read.json()).toMatchObject({ status: 'ACCEPTED', closed: true, answeredBy: 'Condominio Aurora' });
  });

  it('accepts in one step, with or without a note, and lets only one of two answers at once through', async () => {
    const [first, second] = await Promise.all([answer('2024-07', 'accept', { note: 'Tutto regolare' }), answer('2024-07', 'accept')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.app.db.selectFrom('siteStatement').selectAll().where('siteId', '=', siteId).where('month', '=', '2024-07').execute();
    expect(rows).toHaveLength(1);
  });

  it('tells the office of the company (administrators, its moderators and client management), with a link to the client, and is audited', async () => {
    const lastNotification = (await t.app.db.selectFrom('notification').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;
    const lastAudit = (await t.app.db.selectFrom('auditEntry').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;
    expect((await answer('2024-08', 'contest', { note: 'Ore in meno' })).statusCode).toBe(200);
    const told = async (who: DemoRole) =>
      t.app.db
        .selectFrom('notification')
        .select(['kind', 'link', 'title', 'body'])
        .where('userId', '=', await userIdOf(t, who))
        .where('kind', '=', 'STATEMENT_ANSWERED')
        .where('id', '>', lastNotification)
        .execute();
    for (const who of ['admin', 'moderator', 'clientManagement'] as const) {
      expect(await told(who), who).toEqual([
        { kind: 'STATEMENT_ANSWERED', link: `/client/${clientId}/show`, title: 'Rendiconto contestato: Autorimessa', body: 'Condominio Aurora, 08/2024. Nota: Ore in meno' },
      ]);
    }
    for (const who of ['worker', 'accounting', 'client'] as const) expect(await told(who), who).toEqual([]);
    const mine = await call('clientManagement', 'GET', '/api/notification', undefined, { 'accept-language': 'en' });
    expect(JSON.stringify(mine.json())).toContain('Statement contested: Autorimessa');
    const audit = await t.app.db.selectFrom('auditEntry').selectAll().where('entity', '=', 'site_statement').where('action', '=', 'CONTEST').where('id', '>', lastAudit).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(await userIdOf(t, 'client'));
    expect(JSON.parse(audit[0].after as string)).toEqual({ siteId, month: '2024-08', status: 'CONTESTED', note: 'Ore in meno' });
  });
});

describe('the answers of a client, for the office', () => {
  it('lists them newest month first, with who answered and when', async () => {
    const response = await call('clientManagement', 'GET', `/api/request/statement/answers?clientId=${clientId}`);
    expect(response.statusCode, response.body).toBe(200);
    const answers = response.json() as Array<Record<string, unknown>>;
    expect(answers.map((a) => a.month)).toEqual(['2024-08', '2024-07', '2024-06']);
    expect(answers[0]).toEqual({ siteId, siteName: 'Autorimessa', month: '2024-08', status: 'CONTESTED', note: 'Ore in meno', answeredBy: 'Condominio Aurora', answeredAt: expect.any(String) });
    expect(answers[2]).toMatchObject({ month: '2024-06', status: 'ACCEPTED', note: null });
  });

  it('answers an empty list for a client with none, 404 outside the office’s companies, 400 without a client', async () => {
    expect((await call('moderator', 'GET', `/api/request/statement/answers?clientId=${neighbourClient}`)).json()).toEqual([]);
    expect((await call(strangerManagement, 'GET', `/api/request/statement/answers?clientId=${clientId}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/request/statement/answers?clientId=999999')).statusCode).toBe(404);
    const missing = await call('admin', 'GET', '/api/request/statement/answers');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ clientId: 'Campo obbligatorio' });
    expect((await call('client', 'GET', `/api/request/statement/answers?clientId=${clientId}`)).statusCode).toBe(403);
  });
});
