import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '../../src/shared/dates';
import type { TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { createLeave, decide, ferie, insertLeave, leaveScene, newWorker, sickDay, workWeeks, workWeeksAfter, type Worker } from '../helpers/leave';

let t: TestApp;
let c1: number;
let workerId: number;
let moderatorId: number;
let adminId: number;
let outsider: Worker;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, c1, workerId, moderatorId, adminId, outsider, tokens } = await leaveScene());
});
/** Three weeks of working days for the decisions, three after them for the cancellations, one elsewhere. */
const decided = workWeeks(4, 3);
const cancelled = workWeeksAfter(decided, 3, 3);
const day = (monday: string, n: number) => addDays(monday, n);

afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('approve and reject', () => {
  it('approves a pending request with a note and tells the worker', async () => {
    const created = await createLeave(t, tokens.worker, ferie(decided, day(decided, 1)));
    const response = await decide(t, tokens.moderator, created.id, 'approve', 'Buone ferie');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Richiesta approvata', status: 'APPROVED', decidedBy: moderatorId, decisionNote: 'Buone ferie' });
    expect(response.json().decidedAt).toEqual(expect.any(String));
    const notes = await t.app.db.selectFrom('notification').selectAll().where('userId', '=', workerId).where('kind', '=', 'PERMISSION_APPROVED').execute();
    expect(notes.some((n) => n.body.includes('Buone ferie') && n.body.includes(formatDate(day(decided, 1))))).toBe(true);
    const audit = await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'permission').where('entityId', '=', created.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'APPROVE']);
  });

  it('rejects with a note; a decided request cannot be decided again (409)', async () => {
    const created = await createLeave(t, tokens.worker, ferie(day(decided, 7), day(decided, 8)));
    const rejected = await decide(t, tokens.admin, created.id, 'reject', 'Servizio scoperto');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', decisionNote: 'Servizio scoperto', decidedBy: adminId });
    for (const action of ['approve', 'reject'] as const) {
      const again = await decide(t, tokens.moderator, created.id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/non è più in attesa/);
    }
  });

  it('never lets accounting or a worker decide (403)', async () => {
    const created = await createLeave(t, tokens.worker, ferie(day(decided, 14), day(decided, 14)));
    for (const who of ['accounting', 'worker', 'clientManagement', 'client'] as const) {
      expect((await decide(t, tokens[who], created.id, 'approve')).statusCode, who).toBe(403);
      expect((await decide(t, tokens[who], created.id, 'reject')).statusCode, who).toBe(403);
    }
    const row = await t.app.db.selectFrom('permission').select('status').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
  });

  it('answers 404 to a moderator deciding outside their companies; the administrator decides anywhere', async () => {
    const created = await createLeave(t, outsider.token, ferie(day(decided, 15), day(decided, 15)));
    expect((await decide(t, tokens.moderator, created.id, 'approve')).statusCode).toBe(404);
    expect((await decide(t, tokens.admin, created.id, 'approve')).statusCode).toBe(200);
  });

  it('refuses a decision on one’s own request (403)', async () => {
    const own = await createLeave(t, tokens.moderator, { type: 'ROL', startDate: day(decided, 16), startTime: '09:00', endTime: '11:00' });
    const response = await decide(t, tokens.moderator, own.id, 'approve');
    expect(response.statusCode).toBe(403);
    expect((await decide(t, tokens.admin, own.id, 'approve')).statusCode).toBe(200);
  });
});

describe('POST /api/permission/{id}/cancel', () => {
  it('lets the author cancel a pending request, once', async () => {
    const created = await createLeave(t, tokens.worker, ferie(cancelled, day(cancelled, 1)));
    const response = await decide(t, tokens.worker, created.id, 'cancel');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'CANCELLED', message: 'Richiesta annullata' });
    expect((await decide(t, tokens.worker, created.id, 'cancel')).statusCode).toBe(409);
    expect((await decide(t, tokens.moderator, created.id, 'approve')).statusCode).toBe(409);
  });

  it('refuses to cancel a decided request (409)', async () => {
    const created = await createLeave(t, tokens.worker, ferie(day(cancelled, 7), day(cancelled, 7)));
    await decide(t, tokens.moderator, created.id, 'approve');
    expect((await decide(t, tokens.worker, created.id, 'cancel')).statusCode).toBe(409);
  });

  it('lets nobody but the author cancel: other workers 404, back office 403', async () => {
    const created = await createLeave(t, tokens.worker, ferie(day(cancelled, 14), day(cancelled, 14)));
    expect((await decide(t, outsider.token, created.id, 'cancel')).statusCode).toBe(404);
    expect((await decide(t, tokens.moderator, created.id, 'cancel')).statusCode).toBe(403);
    expect((await decide(t, tokens.accounting, created.id, 'cancel')).statusCode).toBe(403);
    const row = await t.app.db.selectFrom('permission').select('status').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
  });
});

describe('GET /api/permission/{id}/warnings', () => {
  it('warns of approved leave of the same worker inside the period; none otherwise', async () => {
    const worker = await newWorker(t, c1);
    // Sickness suspends leave: it is recorded over a pending request, which then carries a warning.
    const overlapping = await createLeave(t, worker.token, ferie(sickDay('06-10'), sickDay('06-12')));
    const sick = await createLeave(t, worker.token, { type: 'MALATTIA', startDate: sickDay('06-09'), endDate: sickDay('06-11'), protocolNumber: 'P1', kind: 'FIRST' });
    const quiet = await createLeave(t, worker.token, ferie(sickDay('07-01'), sickDay('07-02')));
    const response = await t.call({ method: 'GET', url: `/api/permission/${overlapping.id}/warnings`, token: tokens.moderator });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ code: 'SICK', permissionId: sick.id, message: `Il dipendente è in malattia dal ${formatDate(sickDay('06-09'))} al ${formatDate(sickDay('06-11'))}: la malattia sospende le ferie e i permessi di quei giorni, che non vanno approvati.` }]);
    const none = await t.call({ method: 'GET', url: `/api/permission/${quiet.id}/warnings`, token: tokens.accounting });
    expect(none.json()).toEqual([]);
  });

  it('is for the back office and accounting in scope only', async () => {
    const created = await createLeave(t, outsider.token, ferie(workWeeks(6), workWeeks(6)));
    expect((await t.call({ method: 'GET', url: `/api/permission/${created.id}/warnings`, token: tokens.moderator })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/permission/${created.id}/warnings`, token: outsider.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/permission/${created.id}/warnings`, token: tokens.admin })).statusCode).toBe(200);
  });
});

describe('POST /api/permission/{id}/revoke (an approved request withdrawn by the office)', () => {
  const week = workWeeks(6);
  /** The approved FERIE still ahead (the week is weeks away): what a revocation gives back. */
  const feriePlanned = async (token: string) => {
    const response = await t.call({ method: 'GET', url: `/api/permission/balance?year=${week.slice(0, 4)}`, token });
    return (response.json().items as Array<{ type: string; planned: number }>).find((item) => item.type === 'FERIE')?.planned;
  };

  it('cancels it with the reason, tells the worker, gives the days back and keeps the trail', async () => {
    const worker = await newWorker(t, c1);
    const created = await createLeave(t, worker.token, ferie(week, day(week, 2)));
    expect((await decide(t, tokens.moderator, created.id, 'approve')).statusCode).toBe(200);
    expect(await feriePlanned(worker.token)).toBe(3);
    const response = await decide(t, tokens.moderator, created.id, 'revoke', 'Turni cambiati: servizio straordinario');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Richiesta revocata: il dipendente è stato avvisato',
      status: 'CANCELLED',
      decidedBy: moderatorId,
      decisionNote: 'Turni cambiati: servizio straordinario',
    });
    expect(await feriePlanned(worker.token)).toBe(0);
    const [note] = await t.app.db.selectFrom('notification').selectAll().where('userId', '=', worker.id).where('kind', '=', 'PERMISSION_REVOKED').execute();
    expect(note.title).toBe('Richiesta revocata dall’ufficio');
    expect(note.body).toBe(`La tua richiesta di Ferie dal ${formatDate(week)} al ${formatDate(day(week, 2))}, già approvata, è stata revocata. Nota: Turni cambiati: servizio straordinario`);
    const audit = await t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'permission').where('entityId', '=', created.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'APPROVE', 'REVOKE']);
  });

  it('needs the reason (400), and only an approved request that is not sick leave (409)', async () => {
    const worker = await newWorker(t, c1);
    const pending = await createLeave(t, worker.token, ferie(day(week, 3), day(week, 4)));
    const noReason = await decide(t, tokens.moderator, pending.id, 'revoke');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ note: 'Campo obbligatorio' });
    const notApproved = await decide(t, tokens.moderator, pending.id, 'revoke', 'Turni cambiati');
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().message).toBe('Si può revocare solo una richiesta approvata');
    const sick = await createLeave(t, worker.token, { type: 'MALATTIA', startDate: sickDay('02-02'), endDate: sickDay('02-04'), protocolNumber: 'REV1', kind: 'FIRST' });
    const sickRevoke = await decide(t, tokens.moderator, sick.id, 'revoke', 'Errore');
    expect(sickRevoke.statusCode).toBe(409);
    expect(sickRevoke.json().message).toBe('Una malattia non si revoca: correggine le date');
  });

  it("is for the back office of the request's company, never on one's own request", async () => {
    const foreign = await createLeave(t, outsider.token, ferie(day(week, 5), day(week, 5)));
    expect((await decide(t, tokens.admin, foreign.id, 'approve')).statusCode).toBe(200);
    expect((await decide(t, tokens.moderator, foreign.id, 'revoke', 'Turni cambiati')).statusCode).toBe(404);
    expect((await decide(t, tokens.accounting, foreign.id, 'revoke', 'Turni cambiati')).statusCode).toBe(403);
    expect((await decide(t, outsider.token, foreign.id, 'revoke', 'Turni cambiati')).statusCode).toBe(403);
    expect((await decide(t, tokens.admin, foreign.id, 'revoke', 'Turni cambiati')).statusCode).toBe(200);
  });
});

describe("the managers' notice of sick leave", () => {
  it('says when the sick leave falls on leave already approved, and names a continuation as one', async () => {
    const worker = await newWorker(t, c1);
    await insertLeave(t, { userId: worker.id, companyId: c1, type: 'FERIE', startDate: sickDay('03-02'), endDate: sickDay('03-06') });
    const first = await createLeave(t, worker.token, { type: 'MALATTIA', startDate: sickDay('03-03'), endDate: sickDay('03-04'), protocolNumber: 'OVR1', kind: 'FIRST' });
    await createLeave(t, worker.token, { type: 'MALATTIA', startDate: sickDay('03-05'), endDate: sickDay('03-09'), protocolNumber: 'OVR2', kind: 'CONTINUATION', parentId: first.id });
    const notes = await t.app.db
      .selectFrom('notification')
      .select(['kind', 'title', 'body', 'link'])
      .where('userId', '=', moderatorId)
      .where('body', 'like', '%OVR%')
      .orderBy('id')
      .execute();
    expect(notes.map((n) => n.kind)).toEqual(['SICK_LEAVE_REPORTED', 'SICK_LEAVE_CONTINUED']);
    expect(notes[0].body).toContain(
      `(protocollo OVR1). Si sovrappone a una richiesta approvata (Ferie dal ${formatDate(sickDay('03-02'))} al ${formatDate(sickDay('03-06'))}): se la malattia la sospende, revocala dalla sua pagina.`,
    );
    expect(notes[1].title).toBe('Continuazione di malattia');
    expect(notes[1].kind).toBe('SICK_LEAVE_CONTINUED');
    expect(notes[1].body).toContain('la malattia continua');
    expect(notes[1].link).toMatch(/^\/permission\/\d+\/show$/);
  });

  it("leaves out approved leave of another company, which this company's managers can neither see nor cancel", async () => {
    const [, , c3] = await demoCompanyIds(t);
    const office = await newWorker(t, c1, ['ROLE_ACCOUNTING']);
    const joined = await t.call({ method: 'PATCH', url: `/api/user/${office.id}`, token: tokens.admin, payload: { companyIds: [c1, c3] } });
    expect(joined.statusCode, joined.body).toBe(200);
    await insertLeave(t, { userId: office.id, companyId: c3, type: 'FERIE', startDate: sickDay('04-06'), endDate: sickDay('04-10') });
    await createLeave(t, tokens.admin, { type: 'MALATTIA', userId: office.id, companyId: c1, startDate: sickDay('04-07'), endDate: sickDay('04-08'), protocolNumber: 'ELSE1', kind: 'FIRST' });
    const [note] = await t.app.db.selectFrom('notification').select('body').where('userId', '=', moderatorId).where('body', 'like', '%ELSE1%').execute();
    expect(note.body).toMatch(/\(protocollo ELSE1\)\.$/);
  });
});
