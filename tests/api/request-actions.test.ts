import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ACTIONS, REQUEST_STATUSES, REQUEST_TRANSITIONS, type TRequestAction, type TRequestStatus } from '../../src/shared/schemas/request';
import { userIdOf } from '../helpers/api';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { type ClientFixture, clientUserOf, demoClient, insertRequest } from '../helpers/requests';

let t: TestApp;
let aurora: ClientFixture;

const call = async (who: DemoRole, url: string, payload?: object, language = 'it') =>
  t.call({ method: 'POST', url, token: await t.login(who), payload, headers: { 'accept-language': language } });
const read = async (who: DemoRole, url: string) => t.call({ method: 'GET', url, token: await t.login(who) });

/** A body each action takes. */
const BODIES: Record<TRequestAction, object> = {
  take: {},
  reply: { text: 'Confermiamo per le 18' },
  comment: { text: 'Chiedere a Verdi' },
  schedule: {},
  reject: { reason: 'Nessun addetto disponibile' },
  close: { note: 'Servizio svolto' },
  cancel: {},
};

const notificationsOf = (userId: number, requestId: number) =>
  t.app.db
    .selectFrom('notification')
    .select(['kind', 'title', 'body', 'link'])
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('link', '=', `/client/requests/${requestId}`), eb('link', '=', `/dashclient/request/${requestId}`)]))
    .orderBy('id')
    .execute();

const auditOf = async (requestId: number) =>
  (await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'serviceRequest').where('entityId', '=', requestId).orderBy('id').execute()).map(
    (a) => a.action,
  );

beforeAll(async () => {
  t = await createTestApp();
  aurora = await demoClient(t);
});
afterAll(() => t?.close());

describe('the life of a request', () => {
  it('goes from sent to taken, answered, noted, closed: each step in the history, audited and told to the right side', async () => {
    const id = await insertRequest(t, aurora);
    const clientId = await userIdOf(t, 'client');
    const moderatorId = await userIdOf(t, 'moderator');
    const colleague = await clientUserOf(t, aurora.clientId);

    const taken = await call('moderator', `/api/request/${id}/take`, { note: 'Ci pensiamo noi' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ message: 'Richiesta presa in carico', status: 'IN_PROGRESS', handledBy: moderatorId, handledByName: 'Bianchi Laura' });

    const reply = await call('moderator', `/api/request/${id}/reply`, { text: 'Confermiamo un addetto dalle 18' });
    expect(reply.json()).toMatchObject({ message: 'Messaggio inviato', status: 'IN_PROGRESS' });
    const answer = await t.call({ method: 'POST', url: `/api/request/${id}/reply`, token: colleague.token, payload: { text: 'Grazie, a stasera' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const note = await call('admin', `/api/request/${id}/comment`, { text: 'Cliente sempre puntuale nei pagamenti' });
    expect(note.json()).toMatchObject({ message: 'Nota interna aggiunta' });
    const closed = await call('moderator', `/api/request/${id}/close`, { note: 'Servizio svolto' });
    expect(closed.json()).toMatchObject({ message: 'Richiesta completata', status: 'DONE' });

    const history = (await read('admin', `/api/request/${id}/history`)).json();
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['CREATED', 'TAKEN', 'REPLY', 'REPLY', 'COMMENT', 'CLOSED']);
    expect(history[1]).toMatchObject({ fromStatus: 'OPEN', toStatus: 'IN_PROGRESS', text: 'Ci pensiamo noi', authorName: 'Bianchi Laura', byClient: false });
    expect(history[3]).toMatchObject({ byClient: true, internal: false, fromStatus: null, toStatus: null, text: 'Grazie, a stasera' });
    expect(history[4]).toMatchObject({ internal: true, text: 'Cliente sempre puntuale nei pagamenti' });
    expect(await auditOf(id)).toEqual(['TAKE', 'REPLY', 'REPLY', 'COMMENT', 'CLOSE']);

    // The client's users read the status changes and the office's reply in the portal (not one another's); the note never.
    const told = await notificationsOf(clientId, id);
    expect(told.map((n) => n.kind)).toEqual(['REQUEST_STATUS', 'REQUEST_REPLY', 'REQUEST_STATUS']);
    expect(told[0]).toMatchObject({ title: `Richiesta presa in carico: ${taken.json().title}`, body: 'Ci pensiamo noi' });
    expect(told[1]).toMatchObject({ body: 'Bianchi Laura: Confermiamo un addetto dalle 18' });
    expect(told.every((n) => n.link === `/dashclient/request/${id}` && !n.body.includes('puntuale'))).toBe(true);
    // The handler reads the client's reply on the office's page.
    expect((await notificationsOf(colleague.userId, id)).map((n) => n.kind)).toEqual(['REQUEST_STATUS', 'REQUEST_REPLY', 'REQUEST_STATUS']);
    const handler = await notificationsOf(moderatorId, id);
    expect(handler).toEqual([{ kind: 'REQUEST_REPLY', title: expect.stringMatching(/^Nuovo messaggio: /), body: 'Condominio Aurora: Grazie, a stasera', link: `/client/requests/${id}` }]);
  });

  it('tells the client the status in words of their language', async () => {
    const id = await insertRequest(t, aurora);
    await call('moderator', `/api/request/${id}/reject`, { reason: 'Nessun addetto disponibile in quelle date' });
    const list = await t.call({ method: 'GET', url: '/api/notification', token: await t.login('client'), headers: { 'accept-language': 'en' } });
    const told = list.json().find((n: { link: string }) => n.link === `/dashclient/request/${id}`);
    expect(told).toMatchObject({ kind: 'REQUEST_STATUS', body: 'Nessun addetto disponibile in quelle date' });
    expect(told.title).toMatch(/^Request rejected: /);
  });

  it('rejects with the reason the client reads, and lets the client cancel what the office has not taken, telling the office', async () => {
    const rejected = await insertRequest(t, aurora);
    const response = await call('clientManagement', `/api/request/${rejected}/reject`, { reason: 'Zona non coperta' });
    expect(response.json()).toMatchObject({ message: 'Richiesta rifiutata', status: 'REJECTED', rejectReason: 'Zona non coperta' });
    expect((await read('client', `/api/request/${rejected}`)).json().rejectReason).toBe('Zona non coperta');

    const cancelled = await insertRequest(t, aurora);
    const cancel = await call('client', `/api/request/${cancelled}/cancel`, { note: 'Riunione rinviata' });
    expect(cancel.json()).toMatchObject({ message: 'Richiesta annullata', status: 'CANCELLED', handledBy: null });
    const office = await notificationsOf(await userIdOf(t, 'clientManagement'), cancelled);
    expect(office).toEqual([{ kind: 'REQUEST_STATUS', title: expect.stringMatching(/^Richiesta annullata: /), body: 'Riunione rinviata', link: `/client/requests/${cancelled}` }]);
    expect(await notificationsOf(await userIdOf(t, 'client'), cancelled)).toEqual([]);
  });
});

describe('an action the status does not allow', () => {
  it('is a 409 with the action’s own message, for every action and every status it cannot start from', async () => {
    for (const action of REQUEST_ACTIONS) {
      const refused = REQUEST_STATUSES.filter((status) => !REQUEST_TRANSITIONS[action].from.includes(status));
      for (const status of refused) {
        const id = await insertRequest(t, aurora, { status: status as TRequestStatus });
        const response = await call('admin', `/api/request/${id}/${action}`, BODIES[action]);
        expect(response.statusCode, `${action} from ${status}`).toBe(409);
        expect(response.json().code).toBe('CONFLICT');
        const row = await t.app.db.selectFrom('serviceRequest').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.status).toBe(status);
      }
    }
    const done = await insertRequest(t, aurora, { status: 'DONE' });
    expect((await call('client', `/api/request/${done}/cancel`, {}, 'en')).json().message).toBe('Only a request the office has not taken in charge yet can be cancelled');
    expect((await call('admin', `/api/request/${done}/take`, {}, 'es')).json().message).toBe('Solo se puede asumir una solicitud recién enviada');
  });

  it('is allowed from every status it may start from', async () => {
    for (const action of REQUEST_ACTIONS) {
      for (const status of REQUEST_TRANSITIONS[action].from) {
        const id = await insertRequest(t, aurora, { status });
        const response = await call('admin', `/api/request/${id}/${action}`, BODIES[action]);
        expect(response.statusCode, `${action} from ${status}: ${response.body}`).toBe(200);
        expect(response.json().status).toBe(REQUEST_TRANSITIONS[action].to ?? status);
      }
    }
  });
});

describe('who may do what', () => {
  it('refuses the client the office’s actions with 403, and leaves the request as it was', async () => {
    for (const action of ['take', 'comment', 'schedule', 'reject', 'close'] as const) {
      const id = await insertRequest(t, aurora, { status: 'IN_PROGRESS' });
      const response = await call('client', `/api/request/${id}/${action}`, BODIES[action]);
      expect(response.statusCode, action).toBe(403);
      const events = await t.app.db.selectFrom('serviceRequestEvent').select('kind').where('requestId', '=', id).execute();
      expect(events).toHaveLength(1);
    }
  });

  it('answers each body’s missing or invalid field with 400', async () => {
    const id = await insertRequest(t, aurora);
    const cases: Array<[DemoRole, string, object, string]> = [
      ['client', 'reply', {}, 'text'],
      ['moderator', 'reply', { text: '   ' }, 'text'],
      ['moderator', 'reply', { text: 'x'.repeat(4001) }, 'text'],
      ['moderator', 'comment', { text: 42 }, 'text'],
      ['moderator', 'reject', {}, 'reason'],
      ['moderator', 'take', { note: 'x'.repeat(2001) }, 'note'],
      ['client', 'cancel', { note: ['no'] }, 'note'],
    ];
    for (const [who, action, body, field] of cases) {
      const response = await call(who, `/api/request/${id}/${action}`, body);
      expect(response.statusCode, `${action} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect((await read('admin', `/api/request/${id}`)).json().status).toBe('OPEN');
  });
});

describe('internal notes', () => {
  it('never reach the client: not in the list, the request, the conversation nor the history', async () => {
    const id = await insertRequest(t, aurora);
    const secret = 'Nota riservata: non fidarsi del portiere';
    await call('moderator', `/api/request/${id}/comment`, { text: secret });
    await call('moderator', `/api/request/${id}/reply`, { text: 'Vi rispondiamo entro domani' });
    const answers = [
      await read('client', `/api/request?filter=${encodeURIComponent(JSON.stringify({ id }))}`),
      await read('client', `/api/request/${id}`),
      await read('client', `/api/request/${id}/comments`),
      await read('client', `/api/request/${id}/history`),
      await t.call({ method: 'GET', url: '/api/notification?range=[0,99]', token: await t.login('client') }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('non fidarsi');
    }
    expect(answers[2].json().map((e: { kind: string; text: string }) => [e.kind, e.text])).toEqual([['REPLY', 'Vi rispondiamo entro domani']]);
    expect(answers[3].json().map((e: { kind: string }) => e.kind)).toEqual(['CREATED', 'REPLY']);
    // The office reads them in the conversation and the history.
    const office = (await read('clientManagement', `/api/request/${id}/comments`)).json();
    expect(office.map((e: { kind: string; internal: boolean }) => [e.kind, e.internal])).toEqual([
      ['COMMENT', true],
      ['REPLY', false],
    ]);
  });
});

describe('two office users acting at once', () => {
  it('take the same request: one wins, the other is told it is taken (409)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await insertRequest(t, aurora);
      const [first, second] = await Promise.all([call('moderator', `/api/request/${id}/take`), call('admin', `/api/request/${id}/take`)]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const events = await t.app.db.selectFrom('serviceRequestEvent').select('kind').where('requestId', '=', id).where('kind', '=', 'TAKEN').execute();
      expect(events).toHaveLength(1);
      const winner = first.statusCode === 200 ? first : second;
      const row = await t.app.db.selectFrom('serviceRequest').select('handledBy').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.handledBy).toBe(winner.json().handledBy);
    }
  });

  it('a take and a client’s cancel: only one of them happens', async () => {
    const id = await insertRequest(t, aurora);
    const [take, cancel] = await Promise.all([call('moderator', `/api/request/${id}/take`), call('client', `/api/request/${id}/cancel`)]);
    expect([take.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const row = await t.app.db.selectFrom('serviceRequest').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(take.statusCode === 200 ? 'IN_PROGRESS' : 'CANCELLED');
  });
});
