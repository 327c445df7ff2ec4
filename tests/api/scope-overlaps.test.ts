import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { type Clocker, newClocker } from '../helpers/attendance';
import { askLeave, createLeave, ferie, insertLeave, newWorker, sickLeave, workWeeks } from '../helpers/leave';
import { addDays } from '../../src/shared/dates';

/**
 * A worker who moved from one company to another keeps the first company's records. Checks that
 * clash with them still hold, but the second company's back office is not told their times.
 */
let t: TestApp;
let c1: number;
let c3: number;
let moved: Clocker;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [c1, , c3] = await demoCompanyIds(t);
  for (const who of ['admin', 'moderator'] as const) tokens[who] = await t.login(who);
  moved = await newClocker(t, c3);
  const shift = {
    userId: moved.id,
    siteType: 'CLIENT_SITE',
    siteId: moved.site.id,
    checkIn: '2026-03-02T06:00:00+01:00',
    checkOut: '2026-03-02T14:00:00+01:00',
    reason: 'Turno inserito dall’ufficio',
  };
  expect((await t.call({ method: 'POST', url: '/api/attendance', token: tokens.admin, payload: shift })).statusCode).toBe(201);
  await insertLeave(t, { userId: moved.id, companyId: c3, type: 'FERIE', startDate: '2026-03-09', endDate: '2026-03-13' });
  const transfer = await t.call({ method: 'PATCH', url: `/api/user/${moved.id}`, token: tokens.admin, payload: { companyIds: [c1] } });
  expect(transfer.statusCode, transfer.body).toBe(200);
  const signin = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: transfer.json().fiscalCode, password: 'Sicura-Password-42' } });
  expect(signin.statusCode, signin.body).toBe(200);
  moved.token = signin.json().accessToken;
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('a clash with a record of a company the caller does not manage', () => {
  it('refuses an attendance over it (409) without its times; an administrator is told them', async () => {
    const payload = {
      userId: moved.id,
      checkIn: '2026-03-02T10:00:00+01:00',
      checkOut: '2026-03-02T18:00:00+01:00',
      reason: 'Turno inserito dall’ufficio',
    };
    const moderator = await t.call({ method: 'POST', url: '/api/attendance', token: tokens.moderator, payload });
    expect(moderator.statusCode).toBe(409);
    expect(moderator.json().message).toBe("Si sovrappone a una presenza dello stesso dipendente presso un'altra azienda");
    const admin = await t.call({ method: 'POST', url: '/api/attendance', token: tokens.admin, payload: { ...payload, companyId: c1 } });
    expect(admin.statusCode).toBe(409);
    expect(admin.json().message).toBe("Si sovrappone a un'altra presenza dello stesso dipendente (02/03/2026 06:00 – 02/03/2026 14:00)");
  });

  it('refuses leave over it (409) without its dates; the worker and an administrator are told them', async () => {
    const body = ferie('2026-03-11', '2026-03-12');
    const moderator = await askLeave(t, tokens.moderator, { ...body, userId: moved.id });
    expect(moderator.statusCode).toBe(409);
    expect(moderator.json().message).toBe('Il periodo si sovrappone a una richiesta dello stesso dipendente presso un’altra azienda');
    const own = await askLeave(t, moved.token, body);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toContain('(09/03/2026 – 13/03/2026)');
    const admin = await askLeave(t, tokens.admin, { ...body, userId: moved.id, companyId: c1 });
    expect(admin.json().message).toContain('(09/03/2026 – 13/03/2026)');
  });

  it("warns of it before approving without describing it, and counts attendance at the request's company only", async () => {
    const sick = await createLeave(t, moved.token, sickLeave({ startDate: '2026-03-02', endDate: '2026-03-10', protocolNumber: 'MOVED1' }));
    const warnings = async (who: string) => {
      const response = await t.call({ method: 'GET', url: `/api/permission/${sick.id}/warnings`, token: tokens[who] });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await warnings('moderator')).toEqual([{ code: 'OVERLAP', message: 'Si sovrappone a un’assenza già approvata presso un’altra azienda' }]);
    expect(await warnings('admin')).toEqual([{ code: 'OVERLAP', permissionId: expect.any(Number), message: expect.stringContaining('Ferie') }]);
  });

  it('refuses L.104 over the monthly cap counting leave granted elsewhere, without telling what was granted there', async () => {
    const office = await newWorker(t, c1, ['ROLE_ACCOUNTING']);
    const joined = await t.call({ method: 'PATCH', url: `/api/user/${office.id}`, token: tokens.admin, payload: { companyIds: [c1, c3] } });
    expect(joined.statusCode, joined.body).toBe(200);
    const monday = workWeeks(3);
    await insertLeave(t, { userId: office.id, companyId: c3, type: 'L104', startDate: monday, endDate: addDays(monday, 1) });
    const body = { type: 'L104', userId: office.id, companyId: c1, startDate: addDays(monday, 3), endDate: addDays(monday, 4) };
    const moderator = await askLeave(t, tokens.moderator, body);
    expect(moderator.statusCode).toBe(409);
    expect(moderator.json().message).toBe(`Permessi L.104: nel mese ${monday.slice(5, 7)}/${monday.slice(0, 4)} il limite è raggiunto contando quelli concessi da un’altra azienda`);
    const admin = await askLeave(t, tokens.admin, body);
    expect(admin.json().message).toContain('(ne restano 1)');
  });
});
