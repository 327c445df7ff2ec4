import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, userIdOf } from '../helpers/api';
import { day, documentDeadline, medicalVisit, patchDeadline, setPerson } from '../helpers/deadlines';
import { uploaded } from '../helpers/documents';

let t: TestApp;
let companies: [number, number, number];

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

const ask = async (userId: number | string, date?: string, who: 'admin' | 'moderator' | 'worker' | 'clientManagement' | 'accounting' = 'admin') =>
  t.call({ method: 'GET', url: '/api/deadlines/qualifications', token: await t.login(who), query: { userId: String(userId), ...(date ? { date } : {}) } });

/** A person of the first demo company with a fitness visit of last month. */
const person = async (fields: Parameters<typeof setPerson>[2], companyId = companies[0]) => {
  const { id } = await createUser(t, { companyIds: [companyId] });
  await setPerson(t, id, fields);
  await medicalVisit(t, id, { visitDate: day(-30), outcome: 'FIT' });
  return id;
};

/** A document and its deadline, then the renewal filed `filedAfter` days after the due date, today. */
const renewed = async (userId: number, type: string, dueInDays: number) => {
  const { deadline } = await documentDeadline(t, { ownerId: userId, type, issuedAt: day(-800), expiresAt: day(dueInDays) });
  const receipt = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: userId, type: 'OTHER', title: 'Ricevuta' });
  const response = await patchDeadline(t, deadline.id, { renewalFiledAt: day(0), renewalDocumentId: receipt.id });
  expect(response.statusCode, response.body).toBe(200);
  return deadline;
};

describe('GET api/deadlines/qualifications', () => {
  it('a GPG whose decree was renewed in time may work through the due date and not the day after', async () => {
    const id = await person({ qualification: 'GPG', armed: false });
    const deadline = await renewed(id, 'DECRETO_GPG', 1);
    const onDue = await ask(id, day(1));
    expect(onDue.statusCode, onDue.body).toBe(200);
    expect(onDue.json()).toMatchObject({ userId: id, date: day(1), mayWork: true, mayWorkGpg: true, blockers: [], gpg: { valid: true, deadline: { id: deadline.id, status: 'RENEWAL_FILED' } } });
    expect((await ask(id, day(2))).json()).toMatchObject({ mayWork: true, mayWorkGpg: false, blockers: ['GPG_EXPIRED'], gpg: { reason: 'EXPIRED_RENEWAL_FILED' } });
  });

  it('a non-EU worker keeps working on a permit renewed 59 days after expiry, not 61; never as a GPG', async () => {
    const in59 = await person({ qualification: 'FIDUCIARIO', citizenship: 'NON_EU' });
    await renewed(in59, 'PERMESSO_SOGGIORNO', -59);
    expect((await ask(in59)).json()).toMatchObject({ date: day(0), mayWork: true, blockers: [], permit: { required: true, valid: true } });
    const in61 = await person({ qualification: 'FIDUCIARIO', citizenship: 'NON_EU' });
    await renewed(in61, 'PERMESSO_SOGGIORNO', -61);
    expect((await ask(in61)).json()).toMatchObject({ mayWork: false, blockers: ['PERMIT_EXPIRED'], permit: { valid: false } });

    const gpg = await person({ qualification: 'GPG', citizenship: 'NON_EU' });
    await documentDeadline(t, { ownerId: gpg, type: 'DECRETO_GPG', issuedAt: day(-100), expiresAt: day(600) });
    await documentDeadline(t, { ownerId: gpg, type: 'PERMESSO_SOGGIORNO', issuedAt: day(-100), expiresAt: day(600) });
    expect((await ask(gpg)).json()).toMatchObject({ mayWork: true, mayWorkGpg: false, blockers: ['NON_EU'], gpg: { reason: 'NON_EU' } });
  });

  it('temporary unfitness blocks through its last day; the limits of a fitness with limits are told', async () => {
    const id = await person({ qualification: 'FIDUCIARIO' });
    await medicalVisit(t, id, { visitDate: day(-2), outcome: 'TEMPORARILY_UNFIT', unfitUntil: day(2) });
    expect((await ask(id, day(2))).json()).toMatchObject({ mayWork: false, blockers: ['TEMPORARILY_UNFIT'], medical: { unfitUntil: day(2) } });
    expect((await ask(id, day(3))).json()).toMatchObject({ mayWork: true, blockers: [] });
    await medicalVisit(t, id, { visitDate: day(-1), outcome: 'FIT_WITH_LIMITS', limits: 'Niente turni notturni' });
    expect((await ask(id)).json()).toMatchObject({ mayWork: true, medical: { valid: true, outcome: 'FIT_WITH_LIMITS', limits: 'Niente turni notturni', deadline: { kind: 'MEDICAL_FITNESS' } } });
  });

  it('lets a worker ask about themselves only; a moderator about their companies (404 outside); others are refused', async () => {
    const worker = await userIdOf(t, 'worker');
    const outsider = await person({}, companies[2]);
    expect((await ask(worker, undefined, 'worker')).statusCode).toBe(200);
    expect((await ask(outsider, undefined, 'worker')).statusCode).toBe(404);
    expect((await ask(await userIdOf(t, 'admin'), undefined, 'worker')).statusCode).toBe(404);
    expect((await ask(worker, undefined, 'moderator')).statusCode).toBe(200);
    expect((await ask(outsider, undefined, 'moderator')).statusCode).toBe(404);
    expect((await ask(outsider, undefined, 'admin')).statusCode).toBe(200);
    expect((await ask(999_999)).statusCode).toBe(404);
    expect((await ask(worker, undefined, 'clientManagement')).statusCode).toBe(403);
    expect((await ask(worker, undefined, 'accounting')).statusCode).toBe(403);
  });

  it('answers 400 for a missing or wrong user id or date', async () => {
    const worker = await userIdOf(t, 'worker');
    for (const query of [{}, { userId: 'abc' }, { userId: String(worker), date: '2026-02-30' }, { userId: String(worker), date: 'oggi' }] as Array<Record<string, string>>) {
      const response = await t.call({ method: 'GET', url: '/api/deadlines/qualifications', token: await t.login('admin'), query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    const twice = await t.call({ method: 'GET', url: `/api/deadlines/qualifications?userId=${worker}&date=${day(0)}&date=${day(1)}`, token: await t.login('admin') });
    expect(twice.statusCode).toBe(400);
  });
});

describe('GET api/deadlines/compliance', () => {
  it("shows each active worker × the kinds they need: missing, the deadline's status, or not required", async () => {
    const gpg = await person({ qualification: 'GPG', armed: true });
    await documentDeadline(t, { ownerId: gpg, type: 'DECRETO_GPG', issuedAt: day(-600), expiresAt: day(20) });
    await documentDeadline(t, { ownerId: gpg, type: 'PORTO_ARMI', issuedAt: day(-800), expiresAt: day(-1) });
    const response = await t.call({ method: 'GET', url: `/api/deadlines/compliance?companyId=${companies[0]}`, token: await t.login('moderator') });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.kinds).toEqual(['DECRETO_GPG', 'PORTO_ARMI', 'PERMESSO_SOGGIORNO', 'MEDICAL_FITNESS', 'ID_CARD', 'TRAINING_WORKERS', 'FIRST_AID']);
    const row = body.people.find((p: { userId: number }) => p.userId === gpg);
    expect(row).toMatchObject({ qualification: 'GPG', armed: true });
    expect(Object.fromEntries(Object.entries(row.cells).map(([kind, cell]) => [kind, (cell as { status: string }).status]))).toEqual({
      DECRETO_GPG: 'DUE_SOON',
      PORTO_ARMI: 'EXPIRED',
      PERMESSO_SOGGIORNO: 'NOT_REQUIRED',
      MEDICAL_FITNESS: 'OK',
      ID_CARD: 'MISSING',
      TRAINING_WORKERS: 'MISSING',
      FIRST_AID: 'MISSING',
    });
    expect(row.cells.DECRETO_GPG).toMatchObject({ dueDate: day(20), deadlineId: expect.any(Number) });

    const outsider = await person({}, companies[2]);
    expect(body.people.some((p: { userId: number }) => p.userId === outsider)).toBe(false);
    const all = await t.call({ method: 'GET', url: '/api/deadlines/compliance', token: await t.login('moderator') });
    expect(all.json().people.some((p: { userId: number }) => p.userId === outsider)).toBe(false);
    expect((await t.call({ method: 'GET', url: `/api/deadlines/compliance?companyId=${companies[2]}`, token: await t.login('moderator') })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/deadlines/compliance?companyId=x', token: await t.login('admin') })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/deadlines/compliance', token: await t.login('worker') })).statusCode).toBe(403);
  });
});
