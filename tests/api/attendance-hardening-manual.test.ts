import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { type Clocker, insertRecord, newClocker, rowsOf } from '../helpers/attendance';
import { newWorker } from '../helpers/leave';
import { created, placeBody } from '../helpers/people';

// Manual records and corrections: their time bounds, who they may be for, and what they reveal.
let t: TestApp;
let c1: number;
let c3: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [c1, , c3] = await demoCompanyIds(t);
  for (const who of ['admin', 'moderator'] as const) tokens[who] = await t.login(who);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const REASON = 'Timbratura dimenticata, confermata dal capoturno';

const create = (payload: Record<string, unknown>, token = tokens.moderator, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/attendance', token, payload, headers });
const patch = (id: number, payload: Record<string, unknown>, token = tokens.moderator) =>
  t.call({ method: 'PATCH', url: `/api/attendance/${id}`, token, payload: { reason: 'Correzione verificata', ...payload } });
const shift = (userId: number, extra: Record<string, unknown> = {}) => ({
  userId,
  checkIn: '2026-03-02T06:00:00+01:00',
  checkOut: '2026-03-02T14:00:00+01:00',
  reason: REASON,
  ...extra,
});
const rowOf = async (id: number) => t.app.db.selectFrom('attendance').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const expect400 = (response: { statusCode: number; json: () => { errors?: unknown } }, errors: Record<string, string>) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual(errors);
};

const OPEN_TOO_OLD = "Una presenza senza uscita deve essere iniziata nelle ultime 24 ore: indica anche l'uscita";
const REOPEN_TOO_OLD = "Si può togliere l'uscita solo a una presenza iniziata nelle ultime 24 ore: correggi l'orario di uscita";
const CHECK_IN_TOO_OLD = "L'entrata non può risalire a più di 5 anni fa";
const OWN_RECORD = 'Non puoi registrare o correggere le tue presenze: chiedi a un amministratore';
const NOT_CLOCKER = "L'utente non ha un ruolo che timbra le presenze";
const INACTIVE_OPEN = "Il dipendente è disattivato: indica anche l'uscita";
const NOT_FOUND = 'Elemento inesistente';

describe('time bounds of a manual record', () => {
  it('refuses an open record that started more than 24 hours ago, creating nothing, and takes a recent one', async () => {
    const c = await newClocker(t, c1);
    for (const checkIn of ['2026-10-01T06:00:00+02:00', ago(25 * HOUR)]) {
      expect400(await create(shift(c.id, { checkIn, checkOut: null })), { checkIn: OPEN_TOO_OLD });
    }
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    const recent = await create(shift(c.id, { checkIn: ago(2 * HOUR), checkOut: null }));
    expect(recent.statusCode, recent.body).toBe(201);
    expect(recent.json()).toMatchObject({ checkOut: null, source: 'MANUAL' });
  });

  it('refuses a check-in older than the five years attendance is kept, and takes one just inside them', async () => {
    const c = await newClocker(t, c1);
    expect400(await create(shift(c.id, { checkIn: '1900-01-01T06:00:00+01:00', checkOut: '1900-01-01T14:00:00+01:00' })), { checkIn: CHECK_IN_TOO_OLD });
    const edge = new Date();
    edge.setUTCFullYear(edge.getUTCFullYear() - 5);
    const before = new Date(edge.getTime() - 24 * HOUR);
    expect400(await create(shift(c.id, { checkIn: before.toISOString(), checkOut: new Date(before.getTime() + 8 * HOUR).toISOString() })), {
      checkIn: CHECK_IN_TOO_OLD,
    });
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    const inside = new Date(edge.getTime() + 24 * HOUR);
    const kept = await create(shift(c.id, { checkIn: inside.toISOString(), checkOut: new Date(inside.getTime() + 8 * HOUR).toISOString() }));
    expect(kept.statusCode, kept.body).toBe(201);
  });

  it('answers in the language of the request', async () => {
    const c = await newClocker(t, c1);
    const response = await create(shift(c.id, { checkIn: ago(30 * HOUR), checkOut: null }), tokens.moderator, { 'accept-language': 'en' });
    expect400(response, { checkIn: 'An attendance without a clock-out must have started within the last 24 hours: enter the clock-out too' });
  });
});

describe('text no database column can hold', () => {
  it('refuses a reason or a note with a NUL character (PostgreSQL refuses it), on entry and on correction', async () => {
    const c = await newClocker(t, c1);
    expect400(await create(shift(c.id, { reason: 'Dimenticata\u0000' })), { reason: 'Valore non valido' });
    expect400(await create(shift(c.id, { note: 'Turno\u0000' })), { note: 'Valore non valido' });
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    const id = (await create(shift(c.id))).json().id as number;
    expect400(await patch(id, { note: 'Nota\u0000' }), { note: 'Valore non valido' });
    expect400(await patch(id, { reason: 'Correzione\u0000' }), { reason: 'Valore non valido' });
    expect((await rowOf(id)).note).toBeNull();
  });
});

describe('time bounds of a correction', () => {
  it('refuses to reopen a record that started more than 24 hours ago, changing nothing', async () => {
    const c = await newClocker(t, c1);
    const old = await insertRecord(t, c, ago(52 * 24 * HOUR), ago(52 * 24 * HOUR - 8 * HOUR));
    expect400(await patch(old, { checkOut: null }), { checkOut: REOPEN_TOO_OLD });
    expect((await rowOf(old)).checkOut).not.toBeNull();
    // Within a shift's length a wrong clock-out may still be taken back.
    const recent = await insertRecord(t, c, ago(3 * HOUR), ago(HOUR));
    const reopened = await patch(recent, { checkOut: null });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ checkOut: null });
  });

  it('refuses to move the check-in of an open record more than 24 hours back, but lets a note be added to an old open one', async () => {
    const c = await newClocker(t, c1);
    const start = ago(2 * HOUR);
    const open = await insertRecord(t, c, start, null);
    expect400(await patch(open, { checkIn: ago(30 * HOUR) }), { checkIn: OPEN_TOO_OLD });
    expect((await rowOf(open)).checkIn).toBe(start);
    const moved = await patch(open, { checkIn: ago(10 * HOUR) });
    expect(moved.statusCode, moved.body).toBe(200);

    const other = await newClocker(t, c1);
    const forgotten = await insertRecord(t, other, ago(30 * HOUR), null);
    // The edit form may send the unchanged (empty) clock-out along with what did change.
    const noted = await patch(forgotten, { checkOut: null, note: 'Da chiudere con il capoturno' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ checkOut: null, note: 'Da chiudere con il capoturno', missed: true });
  });

  it('refuses a check-in older than five years', async () => {
    const c = await newClocker(t, c1);
    const id = await insertRecord(t, c, '2026-03-03T05:00:00.000Z', '2026-03-03T13:00:00.000Z');
    expect400(await patch(id, { checkIn: '1900-01-01T06:00:00+01:00', checkOut: '1900-01-01T14:00:00+01:00' }), { checkIn: CHECK_IN_TOO_OLD });
    expect(await rowOf(id)).toMatchObject({ checkIn: '2026-03-03T05:00:00.000Z', checkOut: '2026-03-03T13:00:00.000Z' });
  });
});

describe("another company's people and sites", () => {
  it('answers a worker of another company exactly as one that does not exist, creating nothing', async () => {
    const outsider = await newClocker(t, c3);
    const foreign = await create(shift(outsider.id));
    const missing = await create(shift(999_999));
    expect400(foreign, { userId: NOT_FOUND });
    expect(foreign.json()).toEqual(missing.json());
    expect(await rowsOf(t, outsider.id)).toHaveLength(0);
  });

  it('answers a site of another company exactly as one that does not exist, on entry and on correction', async () => {
    const c: Clocker = await newClocker(t, c1);
    const foreignSite = (await newClocker(t, c3)).site.id;
    const foreignPlace = (await created(t, '/api/place', placeBody(c3))).id;
    const missingSite = await create(shift(c.id, { siteType: 'CLIENT_SITE', siteId: 99_999_999 }));
    expect400(missingSite, { siteId: NOT_FOUND });
    for (const site of [{ siteType: 'CLIENT_SITE', siteId: foreignSite }, { siteType: 'PLACE', siteId: foreignPlace }]) {
      const response = await create(shift(c.id, site));
      expect(response.json(), JSON.stringify(site)).toEqual(missingSite.json());
      expect(response.statusCode).toBe(400);
    }
    expect(await rowsOf(t, c.id)).toHaveLength(0);

    const id = (await create(shift(c.id))).json().id as number;
    const missingOnPatch = await patch(id, { siteType: 'PLACE', siteId: 99_999_999 });
    expect400(missingOnPatch, { siteId: NOT_FOUND });
    for (const site of [{ siteType: 'CLIENT_SITE', siteId: foreignSite }, { siteType: 'PLACE', siteId: foreignPlace }]) {
      const response = await patch(id, site);
      expect(response.json(), JSON.stringify(site)).toEqual(missingOnPatch.json());
    }
    expect(await rowOf(id)).toMatchObject({ siteType: null, siteId: null, companyId: c1 });
  });
});

describe('who a manual record may be for', () => {
  it("refuses a moderator's own attendance, entered or corrected, which another moderator may correct", async () => {
    const me = await userIdOf(t, 'moderator');
    const own = await create(shift(me));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_RECORD);
    expect(await rowsOf(t, me)).toHaveLength(0);

    const entered = await create(shift(me, { checkIn: '2026-03-04T06:00:00+01:00', checkOut: '2026-03-04T14:00:00+01:00' }), tokens.admin);
    expect(entered.statusCode, entered.body).toBe(201);
    const id = entered.json().id as number;
    const earlier = await patch(id, { checkIn: '2026-03-03T20:00:00+01:00' });
    expect(earlier.statusCode).toBe(403);
    expect(earlier.json().message).toBe(OWN_RECORD);
    expect((await rowOf(id)).checkIn).toBe('2026-03-04T05:00:00.000Z');

    const colleague = await newWorker(t, c1, ['ROLE_MODERATOR']);
    const corrected = await patch(id, { checkIn: '2026-03-04T05:00:00+01:00' }, colleague.token);
    expect(corrected.statusCode, corrected.body).toBe(200);
  });

  it('lets an administrator enter and correct their own attendance', async () => {
    const admin = await newWorker(t, c1, ['ROLE_ADMIN']);
    const entered = await create(shift(admin.id, { checkIn: '2026-03-05T06:00:00+01:00', checkOut: '2026-03-05T14:00:00+01:00' }), admin.token);
    expect(entered.statusCode, entered.body).toBe(201);
    const corrected = await patch(entered.json().id, { checkOut: '2026-03-05T15:00:00+01:00' }, admin.token);
    expect(corrected.statusCode, corrected.body).toBe(200);
    // The demo administrator belongs to no company: there is none to record it for.
    expect400(await create(shift(await userIdOf(t, 'admin')), tokens.admin), { userId: 'Il dipendente non appartiene a nessuna azienda' });
  });

  it('refuses someone whose roles never clock in', async () => {
    const accounting = await userIdOf(t, 'accounting');
    const client = await userIdOf(t, 'client');
    for (const token of [tokens.moderator, tokens.admin]) {
      expect400(await create(shift(accounting), token), { userId: NOT_CLOCKER });
      expect400(await create(shift(client), token), { userId: NOT_CLOCKER });
    }
    expect(await rowsOf(t, accounting)).toHaveLength(0);
    expect(await rowsOf(t, client)).toHaveLength(0);
  });
});

describe('a deactivated worker', () => {
  const deactivate = async (id: number) => {
    const response = await t.call({ method: 'POST', url: `/api/user/${id}/deactivate`, token: tokens.admin });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('takes a forgotten closed shift, for the last payroll, but never an open one', async () => {
    const c = await newClocker(t, c1);
    const recent = await insertRecord(t, c, ago(5 * HOUR), ago(3 * HOUR));
    await deactivate(c.id);
    const closed = await create(shift(c.id, { siteType: 'CLIENT_SITE', siteId: c.site.id }));
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({ userId: c.id, companyId: c1, siteName: c.site.name, source: 'MANUAL' });

    expect400(await create(shift(c.id, { checkIn: ago(HOUR), checkOut: null })), { checkOut: INACTIVE_OPEN });
    expect400(await patch(recent, { checkOut: null }), { checkOut: INACTIVE_OPEN });
    expect((await rowOf(recent)).checkOut).not.toBeNull();
    expect((await rowsOf(t, c.id)).filter((row) => row.checkOut === null)).toHaveLength(0);
  });

  it("of another company is still answered as one that does not exist", async () => {
    const outsider = await newClocker(t, c3);
    await deactivate(outsider.id);
    expect400(await create(shift(outsider.id)), { userId: NOT_FOUND });
    expect(await rowsOf(t, outsider.id)).toHaveLength(0);
  });
});
