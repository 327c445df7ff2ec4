import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds } from '../helpers/api';
import { day, documentDeadline, manualDeadline, patchDeadline } from '../helpers/deadlines';
import { uploaded } from '../helpers/documents';
import { docxFile, pngFile } from '../helpers/files';

let t: TestApp;
let companies: [number, number, number];
let person: number;
let other: number;
let outsider: number;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  person = (await createUser(t, { companyIds: [companies[0]] })).id;
  other = (await createUser(t, { companyIds: [companies[0]] })).id;
  outsider = (await createUser(t, { companyIds: [companies[2]] })).id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

const post = async (payload: Record<string, unknown>, who: 'admin' | 'moderator' = 'admin') =>
  t.call({ method: 'POST', url: '/api/deadlines', token: await t.login(who), payload: { subjectType: 'USER', title: 'Prova', dueDate: day(40), ...payload } });
const audits = (id: number) => t.app.db.selectFrom('auditEntry').select('action').where('entity', '=', 'deadline').where('entityId', '=', id).execute();

describe('manual deadlines', () => {
  it("creates one for a subject in scope, under the subject's company, with the company's window, and audits it", async () => {
    const created = await post({ subjectId: person, kind: 'OTHER', note: 'Rinnovo badge' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ companyId: companies[0], subjectName: expect.any(String), source: 'MANUAL', leadDays: 30, remindFrom: day(10), status: 'OK', note: 'Rinnovo badge' });
    expect(await audits(created.json().id)).toEqual([{ action: 'CREATE' }]);

    const company = await post({ subjectType: 'COMPANY', subjectId: companies[1], title: 'Licenza prefettizia' }, 'moderator');
    expect(company.statusCode, company.body).toBe(201);
    expect(company.json()).toMatchObject({ companyId: companies[1], subjectType: 'COMPANY' });
  });

  it('answers 404 for a subject that does not exist or lies outside the caller’s companies, 400 for a kind of another subject or a date long past', async () => {
    expect((await post({ subjectId: 999_999 })).statusCode).toBe(404);
    expect((await post({ subjectType: 'VEHICLE', subjectId: 999_999 })).statusCode).toBe(404);
    expect((await post({ subjectId: outsider }, 'moderator')).statusCode).toBe(404);
    expect((await post({ subjectType: 'COMPANY', subjectId: companies[2] }, 'moderator')).statusCode).toBe(404);
    const kind = await post({ subjectId: person, kind: 'VEHICLE_INSURANCE' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors).toHaveProperty(['kind']);
    const old = await post({ subjectId: person, dueDate: day(-11 * 366) });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toHaveProperty(['dueDate']);
    for (const payload of [{ dueDate: '2026-02-30' }, { dueDate: ['2026-01-01'] }, { title: '' }, { kind: 'PASSPORT' }, { subjectType: 'PET' }, { subjectId: 'x' }]) {
      expect((await post({ subjectId: person, ...payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('changes title and due date (the window moves with it), closes and reopens, deletes; each change audited', async () => {
    const deadline = await manualDeadline(t, { subjectId: person, dueDate: day(90) });
    const changed = await patchDeadline(t, deadline.id, { title: 'Nuovo titolo', dueDate: day(20) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Nuovo titolo', dueDate: day(20), remindFrom: day(-10), status: 'DUE_SOON' });
    expect((await patchDeadline(t, deadline.id, { done: true })).json().status).toBe('DONE');
    expect((await patchDeadline(t, deadline.id, { done: false })).json().status).toBe('DUE_SOON');
    const removed = await t.call({ method: 'DELETE', url: `/api/deadlines/${deadline.id}`, token: await t.login('admin') });
    expect(removed.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/deadlines/${deadline.id}`, token: await t.login('admin') })).statusCode).toBe(404);
    expect((await audits(deadline.id)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE', 'DELETE']);
  });
});

describe('derived deadlines: renewal filed, snooze', () => {
  it('refuses to change the title, due date or state of a derived deadline, and to delete it (409)', async () => {
    const { deadline } = await documentDeadline(t, { ownerId: person, type: 'ID_CARD', issuedAt: day(-3000), expiresAt: day(200) });
    for (const payload of [{ title: 'x' }, { dueDate: day(300) }, { done: true }]) {
      const response = await patchDeadline(t, deadline.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty([Object.keys(payload)[0]]);
    }
    expect((await t.call({ method: 'DELETE', url: `/api/deadlines/${deadline.id}`, token: await t.login('admin') })).statusCode).toBe(409);
  });

  it('marks a renewal filed with its receipt, refuses a wrong receipt or date, and withdraws it', async () => {
    const { deadline } = await documentDeadline(t, { ownerId: person, type: 'PORTO_ARMI', issuedAt: day(-700), expiresAt: day(20) });
    const receipt = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: person, type: 'OTHER', title: 'Ricevuta' }, { name: 'ricevuta.png', content: pngFile() });
    const foreign = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: other, type: 'OTHER', title: 'Ricevuta di un altro' });
    const word = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: person, type: 'OTHER', title: 'Ricevuta Word' }, { name: 'ricevuta.docx', content: await docxFile() });

    const refused: Array<[Record<string, unknown>, string]> = [
      [{ renewalFiledAt: day(-1), renewalDocumentId: foreign.id }, 'renewalDocumentId'],
      [{ renewalFiledAt: day(-1), renewalDocumentId: word.id }, 'renewalDocumentId'],
      [{ renewalFiledAt: day(-1), renewalDocumentId: 999_999 }, 'renewalDocumentId'],
      [{ renewalFiledAt: day(-1) }, 'renewalDocumentId'],
      [{ renewalFiledAt: day(1), renewalDocumentId: receipt.id }, 'renewalFiledAt'],
      [{ renewalFiledAt: day(-800), renewalDocumentId: receipt.id }, 'renewalFiledAt'],
      [{ renewalFiledAt: 'ieri', renewalDocumentId: receipt.id }, 'renewalFiledAt'],
      [{ renewalDocumentId: receipt.id }, 'renewalFiledAt'],
    ];
    for (const [payload, field] of refused) {
      const response = await patchDeadline(t, deadline.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toHaveProperty([field]);
    }
    const filed = await patchDeadline(t, deadline.id, { renewalFiledAt: day(-1), renewalDocumentId: receipt.id });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ status: 'RENEWAL_FILED', renewalFiledAt: day(-1), renewalDocumentId: receipt.id });
    const withdrawn = await patchDeadline(t, deadline.id, { renewalFiledAt: null });
    expect(withdrawn.json()).toMatchObject({ status: 'DUE_SOON', renewalFiledAt: null, renewalDocumentId: null });
    expect((await audits(deadline.id)).filter((a) => a.action === 'UPDATE')).toHaveLength(2);
  });

  it('snoozes from tomorrow to 30 days past the due date, with a note; null clears it', async () => {
    const deadline = await manualDeadline(t, { subjectId: person, dueDate: day(10) });
    for (const snoozedUntil of [day(0), day(-5), day(41), 'presto']) {
      const response = await patchDeadline(t, deadline.id, { snoozedUntil, note: 'In attesa' });
      expect(response.statusCode, snoozedUntil).toBe(400);
      expect(response.json().errors).toHaveProperty(['snoozedUntil']);
    }
    const snoozed = await patchDeadline(t, deadline.id, { snoozedUntil: day(40), note: 'Pratica in prefettura' });
    expect(snoozed.json()).toMatchObject({ snoozedUntil: day(40), note: 'Pratica in prefettura', status: 'DUE_SOON' });
    expect((await patchDeadline(t, deadline.id, { snoozedUntil: null })).json().snoozedUntil).toBeNull();
  });

  it('keeps a moderator to deadlines of their companies (404)', async () => {
    const deadline = await manualDeadline(t, { subjectId: outsider, dueDate: day(10) });
    expect((await patchDeadline(t, deadline.id, { note: 'x' }, 'moderator')).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/deadlines/${deadline.id}`, token: await t.login('moderator') })).statusCode).toBe(404);
  });
});

describe('api/deadlines/kinds', () => {
  it("lists the company's kinds; a new window moves the company's open deadlines at once, not another company's", async () => {
    const token = await t.login('admin');
    const kinds = await t.call({ method: 'GET', url: `/api/deadlines/kinds?companyId=${companies[0]}`, token });
    expect(kinds.statusCode).toBe(200);
    expect(kinds.json().find((k: { code: string }) => k.code === 'OTHER')).toMatchObject({ leadDays: 30, customised: false, blocks: 'NO' });

    const here = await manualDeadline(t, { subjectId: person, dueDate: day(60) });
    const there = await manualDeadline(t, { subjectId: outsider, dueDate: day(60) });
    expect(here.status).toBe('OK');
    const put = await t.call({ method: 'PUT', url: '/api/deadlines/kinds/OTHER', token, payload: { companyId: companies[0], validityMonths: null, leadDays: 90, remindTo: 'BOTH', blocks: 'NO' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ code: 'OTHER', leadDays: 90, remindTo: 'BOTH', customised: true });
    const moved = await t.call({ method: 'GET', url: `/api/deadlines/${here.id}`, token });
    expect(moved.json()).toMatchObject({ leadDays: 90, remindFrom: day(-30), status: 'DUE_SOON' });
    expect((await t.call({ method: 'GET', url: `/api/deadlines/${there.id}`, token })).json()).toMatchObject({ leadDays: 30, status: 'OK' });
    // A new manual deadline takes the company's window.
    expect((await manualDeadline(t, { subjectId: person, dueDate: day(100) })).leadDays).toBe(90);
  });

  it('answers 400 without a company or with a validity of zero, 404 for an unknown kind or a company outside scope', async () => {
    const admin = await t.login('admin');
    const moderator = await t.login('moderator');
    const body = { companyId: companies[0], validityMonths: 12, leadDays: 30, remindTo: 'OFFICE', blocks: 'NO' };
    expect((await t.call({ method: 'GET', url: '/api/deadlines/kinds', token: admin })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/deadlines/kinds?companyId=abc', token: admin })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/deadlines/kinds?companyId=${companies[2]}`, token: moderator })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/deadlines/kinds?companyId=999999', token: admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/deadlines/kinds/PASSPORT', token: admin, payload: body })).statusCode).toBe(404);
    for (const payload of [{ validityMonths: 0 }, { validityMonths: -12 }, { leadDays: -1 }, { leadDays: 1.5 }, { remindTo: 'NOBODY' }, { blocks: 'SOME' }, { companyId: 'x' }]) {
      const response = await t.call({ method: 'PUT', url: '/api/deadlines/kinds/FIRST_AID', token: admin, payload: { ...body, ...payload } });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toHaveProperty([Object.keys(payload)[0]]);
    }
    expect((await t.call({ method: 'PUT', url: '/api/deadlines/kinds/FIRST_AID', token: moderator, payload: { ...body, companyId: companies[2] } })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/deadlines/kinds/FIRST_AID', token: await t.login('worker'), payload: body })).statusCode).toBe(403);
  });
});
