import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { createLeave, decide, filterQuery, listOf, newWorker, workWeeks, type Worker } from '../helpers/leave';

let t: TestApp;
let worker: Worker;
let moderator: string;
/** Working days of the leave year (next year), whatever its calendar. */
const [march, april, may] = [workWeeks(3), workWeeks(4), workWeeks(5)];

beforeAll(async () => {
  t = await createTestApp();
  const [c1] = await demoCompanyIds(t);
  worker = await newWorker(t, c1);
  moderator = await t.login('moderator');
  // The demo data already holds some; start this file's moderator from a clean bell.
  await t.call({ method: 'POST', url: '/api/notification/read-all', token: moderator });
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const unread = (token: string) => listOf(t, token, `/api/notification${filterQuery({ unread: true })}`);

describe('GET /api/notification', () => {
  it.each(['admin', 'moderator', 'worker', 'clientManagement', 'accounting', 'client'] as DemoRole[])(
    'answers %s their own notifications with the total in Content-Range',
    async (who) => {
      const token = await t.login(who);
      const response = await t.call({ method: 'GET', url: '/api/notification', token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toMatch(/^notification (\d+-\d+|\*)\/\d+$/);
      const own = await t.app.db.selectFrom('notification').select('id').where('userId', '=', await userIdOf(t, who)).execute();
      expect(Number(String(response.headers['content-range']).split('/')[1])).toBe(own.length);
    },
  );

  it('refuses a caller without a token (401)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/notification' })).statusCode).toBe(401);
  });

  it('counts the unread ones, newest first, in Italian by default', async () => {
    await createLeave(t, worker.token, { type: 'FERIE', startDate: march, endDate: addDays(march, 1) });
    const rol = await createLeave(t, worker.token, { type: 'ROL', startDate: addDays(march, 2), startTime: '09:00', endTime: '11:00' });
    const { rows, total } = await unread(moderator);
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({ kind: 'PERMISSION_REQUESTED', title: 'Nuova richiesta: ROL', link: `/permission/${rol.id}/show`, readAt: null });
    expect(rows[0].body).toContain(`chiede ROL il ${formatDate(addDays(march, 2))} dalle 09:00 alle 11:00`);
    expect(rows[1].title).toBe('Nuova richiesta: Ferie');
    expect(Object.keys(rows[0]).sort()).toEqual(['body', 'createdAt', 'id', 'kind', 'link', 'readAt', 'title']);
  });

  it('speaks the language of the request', async () => {
    const english = await t.call({ method: 'GET', url: `/api/notification${filterQuery({ unread: true })}`, token: moderator, headers: { 'accept-language': 'en' } });
    expect(english.json()[1]).toMatchObject({ title: 'New request: Annual leave' });
    expect(english.json()[1].body).toContain(`asks for Annual leave from ${formatDate(march)} to ${formatDate(addDays(march, 1))}`);
    const spanish = await t.call({ method: 'GET', url: '/api/notification', token: moderator, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(spanish.json()[0].title).toBe('Nueva solicitud: ROL');
  });

  it('reads a notification stored before its text gained a part (a sick leave over approved leave) without a gap', async () => {
    const reader = await newWorker(t, (await demoCompanyIds(t))[0]);
    const params = JSON.stringify({ name: 'Mario Verdi', type: { t: 'permission.types.MALATTIA' }, period: { t: 'notification.period.oneDay', p: { from: '02/03/2026' } }, protocolNumber: 'OLD1' });
    await t.app.db
      .insertInto('notification')
      .values({ userId: reader.id, kind: 'SICK_LEAVE_REPORTED', title: 'Malattia comunicata', body: '', link: null, params, createdAt: new Date().toISOString() })
      .execute();
    const [latest] = (await listOf(t, reader.token, '/api/notification')).rows;
    expect(latest.body).toBe('Mario Verdi è in malattia il 02/03/2026 (protocollo OLD1).');
  });

  it('never shows anybody else’s notifications', async () => {
    const own = await listOf(t, worker.token, '/api/notification');
    const moderatorId = await userIdOf(t, 'moderator');
    const ids = (await t.app.db.selectFrom('notification').select('id').where('userId', '=', moderatorId).execute()).map((r) => r.id);
    expect(own.rows.some((row) => ids.includes(row.id as number))).toBe(false);
    const foreign = await t.call({ method: 'POST', url: `/api/notification/${ids[0]}/read`, token: worker.token });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses filters it does not know (400)', async () => {
    const response = await t.call({ method: 'GET', url: `/api/notification${filterQuery({ userId: 1 })}`, token: moderator });
    expect(response.statusCode).toBe(400);
  });
});

describe('marking as read', () => {
  it('marks one as read, once, and the unread count drops', async () => {
    const before = await unread(moderator);
    const id = before.rows[0].id as number;
    const response = await t.call({ method: 'POST', url: `/api/notification/${id}/read`, token: moderator });
    expect(response.statusCode).toBe(200);
    expect(response.json().readAt).toEqual(expect.any(String));
    const again = await t.call({ method: 'POST', url: `/api/notification/${id}/read`, token: moderator });
    expect(again.json().readAt).toBe(response.json().readAt);
    expect((await unread(moderator)).total).toBe(before.total - 1);
    expect((await listOf(t, moderator, `/api/notification${filterQuery({ unread: false })}`)).rows.some((row) => row.id === id)).toBe(true);
  });

  it('marks all as read', async () => {
    await createLeave(t, worker.token, { type: 'FERIE', startDate: april, endDate: april });
    const response = await t.call({ method: 'POST', url: '/api/notification/read-all', token: moderator });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Tutte le notifiche segnate come lette', count: 2 });
    expect((await unread(moderator)).total).toBe(0);
  });

  it('answers 404 for an unknown notification and 400 for a bad id', async () => {
    expect((await t.call({ method: 'POST', url: '/api/notification/999999/read', token: moderator })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/notification/abc/read', token: moderator })).statusCode).toBe(400);
  });
});

describe('decisions', () => {
  it('tell the worker, with the note, linking to their requests', async () => {
    const created = await createLeave(t, worker.token, { type: 'FERIE', startDate: may, endDate: addDays(may, 1) });
    await decide(t, moderator, created.id, 'reject', 'Turno scoperto');
    const { rows, total } = await unread(worker.token);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ kind: 'PERMISSION_REJECTED', title: 'Richiesta rifiutata', link: '/home/permission' });
    expect(rows[0].body).toBe(`La tua richiesta di Ferie dal ${formatDate(may)} al ${formatDate(addDays(may, 1))} è stata rifiutata. Nota: Turno scoperto`);
  });
});
