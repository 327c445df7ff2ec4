import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome, weekday } from '../../src/shared/dates';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { askLeave, createLeave, decide, filterQuery, listOf, newWorker, SICK_YEAR, sickDay, sickLeave, workWeeks, type Worker } from '../helpers/leave';

let t: TestApp;
let c1: number;
let c3: number;

beforeAll(async () => {
  t = await createTestApp();
  [c1, , c3] = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const patch = (token: string, id: number, payload: Record<string, unknown>) => t.call({ method: 'PATCH', url: `/api/permission/${id}`, token, payload });

describe('reporting sick leave', () => {
  let worker: Worker;
  beforeAll(async () => {
    worker = await newWorker(t, c1);
  });

  it('needs the protocol number and the kind, and whole days', async () => {
    const missing = await askLeave(t, worker.token, { type: 'MALATTIA', startDate: sickDay('01-13') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ protocolNumber: 'Campo obbligatorio', kind: 'Campo obbligatorio' });
    const hourly = await askLeave(t, worker.token, sickLeave({ startTime: '09:00', endTime: '12:00' }));
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().errors.startTime).toBe('La malattia si indica a giorni interi, senza orari');
    const first = await askLeave(t, worker.token, sickLeave({ parentId: 1 }));
    expect(first.json().errors.parentId).toBeDefined();
  });

  it('is recorded without approval, never pending, and the back office is told', async () => {
    const response = await askLeave(t, worker.token, sickLeave({ availabilityAddress: 'Via Appia 12, Roma' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Malattia registrata: l’ufficio del personale è stato avvisato', status: 'APPROVED', decidedBy: null, kind: 'FIRST', protocolNumber: '2503031234', availabilityAddress: 'Via Appia 12, Roma' });
    const pending = await listOf(t, await t.login('moderator'), `/api/permission${filterQuery({ userId: worker.id, status: 'PENDING' })}`);
    expect(pending.total).toBe(0);
    const notified = await t.app.db.selectFrom('notification').select(['userId', 'body']).where('kind', '=', 'SICK_LEAVE_REPORTED').execute();
    const recipients = notified.filter((n) => n.body.includes('2503031234')).map((n) => n.userId).sort((a, b) => a - b);
    expect(recipients).toEqual([await userIdOf(t, 'admin'), await userIdOf(t, 'moderator')].sort((a, b) => a - b));
    expect((await decide(t, await t.login('moderator'), body.id, 'approve')).statusCode).toBe(409);
    expect((await decide(t, worker.token, body.id, 'cancel')).statusCode).toBe(409);
  });

  it('cannot start in the future (Europe/Rome)', async () => {
    const tomorrow = addDays(todayInRome(), 1);
    const response = await askLeave(t, worker.token, sickLeave({ startDate: tomorrow, endDate: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.startDate).toBe('La malattia non può iniziare nel futuro');
  });

  it('is recorded over leave already granted (sickness suspends leave), but leave is not asked over sickness', async () => {
    await createLeave(t, worker.token, { type: 'FERIE', startDate: sickDay('04-07'), endDate: sickDay('04-11') });
    await createLeave(t, worker.token, sickLeave({ startDate: sickDay('04-09'), endDate: sickDay('04-10'), protocolNumber: 'X1' }));
    const ferie = await askLeave(t, worker.token, { type: 'FERIE', startDate: sickDay('03-05'), endDate: sickDay('03-06') });
    expect(ferie.statusCode).toBe(409);
    const twice = await askLeave(t, worker.token, sickLeave({ startDate: sickDay('03-07'), endDate: sickDay('03-10'), protocolNumber: 'X2' }));
    expect(twice.statusCode).toBe(409);
  });
});

describe('open-ended sick leave and continuations', () => {
  let worker: Worker;
  let open: { id: number };
  beforeAll(async () => {
    worker = await newWorker(t, c1);
    open = await createLeave(t, worker.token, sickLeave({ startDate: sickDay('05-05'), endDate: null, protocolNumber: 'OPEN1' }));
  });

  it('stays open and holds every later day', async () => {
    const row = await t.app.db.selectFrom('permission').select(['endDate', 'status']).where('id', '=', open.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ endDate: null, status: 'APPROVED' });
    expect((await askLeave(t, worker.token, sickLeave({ startDate: sickDay('06-02'), endDate: sickDay('06-03'), protocolNumber: 'OPEN2' }))).statusCode).toBe(409);
    expect((await askLeave(t, worker.token, { type: 'ROL', startDate: [sickDay('09-01'), sickDay('09-02')].find((d) => weekday(d) !== 0), startTime: '09:00', endTime: '10:00' })).statusCode).toBe(409);
  });

  it('refuses a continuation of somebody else’s sick leave or one starting before it', async () => {
    const other = await newWorker(t, c1);
    const foreign = await askLeave(t, other.token, sickLeave({ startDate: sickDay('05-12'), endDate: sickDay('05-16'), kind: 'CONTINUATION', parentId: open.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.parentId).toBe('Malattia precedente non trovata tra quelle del dipendente');
    const early = await askLeave(t, worker.token, sickLeave({ startDate: sickDay('05-05'), endDate: sickDay('05-09'), kind: 'CONTINUATION', parentId: open.id }));
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().errors)).toEqual(['startDate']);
  });

  it("refuses a continuation at one company of a sick leave recorded at another, and leaves that one untouched", async () => {
    // A worker belongs to one company; office staff may serve two.
    const shared = await newWorker(t, c1, ['ROLE_ACCOUNTING']);
    const admin = await t.login('admin');
    const joined = await t.call({ method: 'PATCH', url: `/api/user/${shared.id}`, token: admin, payload: { companyIds: [c1, c3] } });
    expect(joined.statusCode, joined.body).toBe(200);
    const elsewhere = await createLeave(t, admin, sickLeave({ userId: shared.id, companyId: c3, startDate: sickDay('10-06'), endDate: null, protocolNumber: 'C3OPEN' }));
    const response = await askLeave(
      t,
      await t.login('moderator'),
      sickLeave({ userId: shared.id, companyId: c1, startDate: sickDay('10-13'), endDate: sickDay('10-17'), kind: 'CONTINUATION', parentId: elsewhere.id, protocolNumber: 'C1CONT' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.parentId).toBe('Malattia precedente non trovata tra quelle del dipendente');
    const parent = await t.app.db.selectFrom('permission').select('endDate').where('id', '=', elsewhere.id).executeTakeFirstOrThrow();
    expect(parent.endDate).toBeNull();
  });

  it('adds a continuation, which closes the open sick leave the day before it starts', async () => {
    const continuation = await createLeave(t, worker.token, sickLeave({ startDate: sickDay('05-12'), endDate: sickDay('05-16'), kind: 'CONTINUATION', parentId: open.id, protocolNumber: 'CONT1' }));
    expect(continuation).toMatchObject({ kind: 'CONTINUATION', parentId: open.id, status: 'APPROVED' });
    const parent = await t.call({ method: 'GET', url: `/api/permission/${open.id}`, token: worker.token });
    expect(parent.json().endDate).toBe(sickDay('05-11'));
    const chain = await listOf(t, worker.token, `/api/permission${filterQuery({ parentId: open.id })}`);
    expect(chain.rows.map((row) => row.id)).toEqual([continuation.id]);
    const reopen = await patch(worker.token, open.id, { endDate: null });
    expect(reopen.statusCode).toBe(409);
  });
});

describe('a continuation of a certificate that ends today or later', () => {
  const today = todayInRome();

  it('may start the day after the certificate it follows ends, even in the future, and no later', async () => {
    const worker = await newWorker(t, c1);
    const first = await createLeave(t, worker.token, sickLeave({ startDate: addDays(today, -2), endDate: addDays(today, 3), protocolNumber: 'NOWFIRST' }));
    const late = await askLeave(t, worker.token, sickLeave({ startDate: addDays(today, 5), endDate: addDays(today, 9), kind: 'CONTINUATION', parentId: first.id, protocolNumber: 'NOWLATE' }));
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.startDate).toBe('La continuazione può iniziare al più tardi il giorno dopo la fine del certificato precedente');
    const next = await createLeave(t, worker.token, sickLeave({ startDate: addDays(today, 4), endDate: addDays(today, 9), kind: 'CONTINUATION', parentId: first.id, protocolNumber: 'NOWNEXT' }));
    expect(next).toMatchObject({ kind: 'CONTINUATION', parentId: first.id, startDate: addDays(today, 4) });
    const relapse = await createLeave(t, worker.token, sickLeave({ startDate: addDays(today, 10), endDate: null, kind: 'RELAPSE', parentId: next.id, protocolNumber: 'NOWRELAPSE' }));
    expect(relapse.startDate).toBe(addDays(today, 10));
  });

  it('carries on the day after a closed certificate: after a gap it is a relapse, not a continuation', async () => {
    const worker = await newWorker(t, c1);
    const first = await createLeave(t, worker.token, sickLeave({ startDate: sickDay('09-07'), endDate: sickDay('09-11'), protocolNumber: 'GAPFIRST' }));
    const gap = await askLeave(t, worker.token, sickLeave({ startDate: sickDay('09-15'), endDate: sickDay('09-18'), kind: 'CONTINUATION', parentId: first.id, protocolNumber: 'GAPCONT' }));
    expect(gap.statusCode).toBe(400);
    expect(gap.json().errors.startDate).toBe('La continuazione inizia il giorno dopo la fine del certificato precedente: dopo un intervallo indica una ricaduta');
    const relapse = await createLeave(t, worker.token, sickLeave({ startDate: sickDay('09-15'), endDate: sickDay('09-18'), kind: 'RELAPSE', parentId: first.id, protocolNumber: 'GAPRELAPSE' }));
    expect(relapse).toMatchObject({ kind: 'RELAPSE', parentId: first.id });
    const next = await createLeave(t, worker.token, sickLeave({ startDate: sickDay('09-19'), endDate: sickDay('09-20'), kind: 'CONTINUATION', parentId: relapse.id, protocolNumber: 'GAPNEXT' }));
    expect(next.startDate).toBe(sickDay('09-19'));
  });

  it('still starts by today after an open certificate, and a first certificate never in the future', async () => {
    const worker = await newWorker(t, c1);
    const open = await createLeave(t, worker.token, sickLeave({ startDate: addDays(today, -3), endDate: null, protocolNumber: 'OPENNOW' }));
    const tomorrow = await askLeave(t, worker.token, sickLeave({ startDate: addDays(today, 1), endDate: null, kind: 'CONTINUATION', parentId: open.id, protocolNumber: 'OPENNEXT' }));
    expect(tomorrow.statusCode).toBe(400);
    expect(Object.keys(tomorrow.json().errors)).toEqual(['startDate']);
    const parent = await t.app.db.selectFrom('permission').select('endDate').where('id', '=', open.id).executeTakeFirstOrThrow();
    expect(parent.endDate).toBeNull();
    const unlinked = await askLeave(t, worker.token, sickLeave({ startDate: addDays(today, 1), endDate: null, kind: 'CONTINUATION', protocolNumber: 'NOPARENT' }));
    expect(unlinked.json().errors?.startDate).toBe('La malattia non può iniziare nel futuro');
  });
});

describe('PATCH /api/permission/{id}', () => {
  let worker: Worker;
  let sick: { id: number };
  beforeAll(async () => {
    worker = await newWorker(t, c1);
    sick = await createLeave(t, worker.token, sickLeave({ startDate: sickDay('10-06'), endDate: null, protocolNumber: 'PATCH1' }));
  });

  it('lets the author set the end of an open sick leave, and tells the back office', async () => {
    const response = await patch(worker.token, sick.id, { endDate: sickDay('10-10'), availabilityAddress: 'Via Roma 1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Malattia aggiornata', endDate: sickDay('10-10'), availabilityAddress: 'Via Roma 1', status: 'APPROVED' });
    const updated = await t.app.db.selectFrom('notification').select('body').where('kind', '=', 'SICK_LEAVE_UPDATED').execute();
    expect(updated.some((n) => n.body.includes(`dal 06/10/${SICK_YEAR} al 10/10/${SICK_YEAR}`))).toBe(true);
  });

  it('refuses an end before the start', async () => {
    const response = await patch(worker.token, sick.id, { endDate: sickDay('10-01') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.endDate).toBe('La data di fine non può precedere quella di inizio');
  });

  it('changes only sick leave (409 otherwise)', async () => {
    const ferie = await createLeave(t, worker.token, { type: 'FERIE', startDate: workWeeks(4), endDate: addDays(workWeeks(4), 1) });
    expect((await patch(worker.token, ferie.id, { endDate: addDays(workWeeks(4), 2) })).statusCode).toBe(409);
  });

  it('lets the company’s back office correct it; other workers 404, accounting 403', async () => {
    expect((await patch(await t.login('moderator'), sick.id, { endDate: sickDay('10-11') })).statusCode).toBe(200);
    expect((await patch(await t.login('worker'), sick.id, { endDate: sickDay('10-12') })).statusCode).toBe(404);
    expect((await patch(await t.login('accounting'), sick.id, { endDate: sickDay('10-12') })).statusCode).toBe(403);
    const outsider = await newWorker(t, c3);
    const foreign = await createLeave(t, outsider.token, sickLeave({ startDate: sickDay('10-06'), endDate: null }));
    expect((await patch(await t.login('moderator'), foreign.id, { endDate: sickDay('10-08') })).statusCode).toBe(404);
    const row = await t.app.db.selectFrom('permission').select('endDate').where('id', '=', sick.id).executeTakeFirstOrThrow();
    expect(row.endDate).toBe(sickDay('10-11'));
  });
});
