import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { type Clocker, clockIn, clockOut, newClocker, rowsOf } from '../helpers/attendance';
import { clientBody, created, placeBody, siteBody } from '../helpers/people';

let t: TestApp;
let c1: number;
let c3: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [c1, , c3] = await demoCompanyIds(t);
  for (const who of ['admin', 'moderator', 'accounting'] as const) tokens[who] = await t.login(who);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const create = (payload: Record<string, unknown>, who = 'moderator') => t.call({ method: 'POST', url: '/api/attendance', token: tokens[who], payload });
const patch = (id: number, payload: Record<string, unknown>, who = 'moderator') =>
  t.call({ method: 'PATCH', url: `/api/attendance/${id}`, token: tokens[who], payload });
const history = async (id: number, who = 'accounting') => {
  const response = await t.call({ method: 'GET', url: `/api/attendance/${id}/history`, token: tokens[who] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<Record<string, unknown> & { before: Record<string, unknown> | null; after: Record<string, unknown> | null }>;
};
const shift = (c: Clocker, date: string, extra: Record<string, unknown> = {}) => ({
  userId: c.id,
  siteType: 'CLIENT_SITE',
  siteId: c.site.id,
  checkIn: `${date}T06:00:00+01:00`,
  checkOut: `${date}T14:00:00+01:00`,
  reason: 'Timbratura dimenticata, confermata dal capoturno',
  ...extra,
});

describe('POST /api/attendance (manual entry)', () => {
  it('needs a reason', async () => {
    const c = await newClocker(t, c1);
    const { reason: _reason, ...body } = shift(c, '2026-02-02');
    for (const payload of [body, { ...body, reason: '  ' }]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('reason');
    }
    expect(await rowsOf(t, c.id)).toHaveLength(0);
  });

  it('records a MANUAL attendance with who, when and why, and its history', async () => {
    const c = await newClocker(t, c1);
    const response = await create(shift(c, '2026-02-03', { note: 'Turno coperto' }));
    expect(response.statusCode, response.body).toBe(201);
    const moderator = await userIdOf(t, 'moderator');
    expect(response.json()).toMatchObject({
      message: 'Presenza registrata',
      source: 'MANUAL',
      checkIn: '2026-02-03T05:00:00.000Z',
      checkOut: '2026-02-03T13:00:00.000Z',
      minutes: 480,
      checkInInside: 'UNKNOWN',
      siteName: c.site.name,
      companyId: c1,
      note: 'Turno coperto',
      editedBy: moderator,
      editReason: 'Timbratura dimenticata, confermata dal capoturno',
    });
    const [entry] = await history(response.json().id);
    expect(entry).toMatchObject({ action: 'CREATE', actorId: moderator, actorName: 'Bianchi Laura', reason: 'Timbratura dimenticata, confermata dal capoturno', before: null });
  });

  it.each([
    [{ checkOut: '2026-02-04T05:00:00+01:00' }, 'checkOut'],
    [{ checkOut: '2026-02-05T08:00:00+01:00' }, 'checkOut'],
    [{ checkIn: '2026-02-04 06:00' }, 'checkIn'],
    [{ siteId: null }, 'siteId'],
    [{ checkIn: '2099-01-01T06:00:00Z', checkOut: '2099-01-01T14:00:00Z' }, 'checkIn'],
  ])('refuses %j', async (change, field) => {
    const c = await newClocker(t, c1);
    const response = await create(shift(c, '2026-02-04', change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it("refuses a site of another company and a worker outside the caller's companies, as if they did not exist", async () => {
    const c = await newClocker(t, c1);
    const outsider = await newClocker(t, c3);
    expect((await create(shift(c, '2026-02-06', { siteId: outsider.site.id }))).json().errors).toHaveProperty('siteId');
    // The same answer as for a worker that does not exist: whether one does elsewhere is not the moderator's to learn.
    const response = await create(shift(outsider, '2026-02-06'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ userId: 'Elemento inesistente' });
    expect(await rowsOf(t, outsider.id)).toHaveLength(0);
    expect((await create(shift(outsider, '2026-02-06'), 'admin')).statusCode).toBe(201);
  });

  it("records a shift at one of the company's places", async () => {
    const c = await newClocker(t, c1);
    const place = await created(t, '/api/place', placeBody(c1));
    const response = await create(shift(c, '2026-02-11', { siteType: 'PLACE', siteId: place.id }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ siteType: 'PLACE', siteId: place.id, siteName: place.name, companyId: c1, source: 'MANUAL' });
    expect(await rowsOf(t, c.id)).toMatchObject([{ siteType: 'PLACE', siteId: place.id, siteName: place.name }]);
    const outside = (await created(t, '/api/place', placeBody(c3))).id;
    const refused = await create(shift(c, '2026-02-12', { siteType: 'PLACE', siteId: outside }), 'admin');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ siteId: "Sede non appartenente all'azienda del dipendente" });
  });

  it('refuses overlapping records and a second open one', async () => {
    const c = await newClocker(t, c1);
    expect((await create(shift(c, '2026-02-09'))).statusCode).toBe(201);
    const overlap = await create(shift(c, '2026-02-09', { checkIn: '2026-02-09T13:00:00+01:00', checkOut: '2026-02-09T20:00:00+01:00' }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe("Si sovrappone a un'altra presenza dello stesso dipendente (09/02/2026 06:00 – 09/02/2026 14:00)");
    await clockIn(t, c);
    const open = await create(shift(c, '2026-02-10', { checkIn: new Date(Date.now() - 3_600_000).toISOString(), checkOut: null }));
    expect(open.statusCode).toBe(409);
  });
});

describe('PATCH /api/attendance/{id} (correction)', () => {
  it('is refused without a reason, changing nothing', async () => {
    const c = await newClocker(t, c1);
    const id = (await clockIn(t, c)).json().id;
    const response = await patch(id, { checkOut: new Date().toISOString() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ reason: 'Campo obbligatorio' });
    expect((await rowsOf(t, c.id))[0].checkOut).toBeNull();
    expect((await history(id)).map((e) => e.action)).toEqual(['CLOCK_IN']);
  });

  it('corrects with a reason and writes who, when, before and after into the history', async () => {
    const c = await newClocker(t, c1);
    const id = (await clockIn(t, c)).json().id;
    await clockOut(t, c);
    const row = (await rowsOf(t, c.id))[0];
    const checkIn = new Date(Date.parse(row.checkIn) - 2 * 3_600_000).toISOString();
    const response = await patch(id, { checkIn, note: 'Entrata anticipata', reason: 'Entrata alle 6 confermata dal cliente' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Presenza corretta', checkIn, minutes: 120, editReason: 'Entrata alle 6 confermata dal cliente', source: 'APP' });
    const entries = await history(id);
    expect(entries.map((e) => e.action)).toEqual(['CLOCK_IN', 'CLOCK_OUT', 'UPDATE']);
    const update = entries[2];
    expect(update).toMatchObject({ actorName: 'Bianchi Laura', reason: 'Entrata alle 6 confermata dal cliente', at: expect.any(String) });
    expect(update.before).toMatchObject({ checkIn: row.checkIn, note: null });
    expect(update.after).toMatchObject({ checkIn, note: 'Entrata anticipata' });
    // The history never holds coordinates, which the retention must be able to erase.
    expect(JSON.stringify(entries)).not.toMatch(/Lat"|Lng"/);
  });

  it('closes an open attendance by hand and clears a review flag', async () => {
    const c = await newClocker(t, c1);
    const opened = (await clockIn(t, c, { siteType: 'CLIENT_SITE', siteId: c.site.id, lat: 41.95, lng: 12.5, accuracy: 5 })).json();
    const id = opened.id;
    const checkOut = new Date(Date.parse(opened.checkIn) + 1000).toISOString();
    const response = await patch(id, { checkOut, reviewFlag: false, reason: 'Uscita dimenticata, verificata' }, 'admin');
    expect(response.json()).toMatchObject({ checkOut, checkOutInside: 'UNKNOWN', reviewFlag: false, checkInInside: 'NO' });
    expect((await clockIn(t, c)).statusCode).toBe(201);
    const reopen = await patch(id, { checkOut: null, reason: 'Riapertura per errore' });
    expect(reopen.statusCode).toBe(409);
  });

  it('refuses a correction that would overlap another record or end before it starts', async () => {
    const c = await newClocker(t, c1);
    const first = (await create(shift(c, '2026-02-16'))).json().id;
    await create(shift(c, '2026-02-16', { checkIn: '2026-02-16T16:00:00+01:00', checkOut: '2026-02-16T22:00:00+01:00' }));
    const overlap = await patch(first, { checkOut: '2026-02-16T17:00:00+01:00', reason: 'Correzione orario' });
    expect(overlap.statusCode).toBe(409);
    const backwards = await patch(first, { checkIn: '2026-02-16T15:00:00+01:00', reason: 'Correzione orario' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('checkOut');
  });

  it("moves a record to a company place or another client site, or clears its site, and the history shows just that", async () => {
    const c = await newClocker(t, c1);
    const id = (await create(shift(c, '2026-02-19'))).json().id;
    const place = await created(t, '/api/place', placeBody(c1));
    const client = await created(t, '/api/client', clientBody(c1));
    const other = await created(t, '/api/client-site', siteBody(client.id));

    const toPlace = await patch(id, { siteType: 'PLACE', siteId: place.id, reason: 'Turno svolto in sede' });
    expect(toPlace.statusCode, toPlace.body).toBe(200);
    expect(toPlace.json()).toMatchObject({ siteType: 'PLACE', siteId: place.id, siteName: place.name, companyId: c1, checkIn: '2026-02-19T05:00:00.000Z' });
    const toOther = await patch(id, { siteType: 'CLIENT_SITE', siteId: other.id, reason: 'Cambio di presidio' }, 'admin');
    expect(toOther.json()).toMatchObject({ siteType: 'CLIENT_SITE', siteId: other.id, siteName: other.name });
    const cleared = await patch(id, { siteType: null, siteId: null, reason: 'Sede non nota' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ siteType: null, siteId: null, siteName: null });
    expect(await rowsOf(t, c.id)).toMatchObject([{ siteType: null, siteId: null, siteName: null, checkIn: '2026-02-19T05:00:00.000Z' }]);

    const updates = (await history(id)).filter((e) => e.action === 'UPDATE');
    const changed = (e: (typeof updates)[number]) => Object.keys(e.after ?? {}).filter((key) => JSON.stringify(e.before?.[key]) !== JSON.stringify(e.after?.[key]));
    expect(updates.map((e) => [e.reason, e.before?.siteName, e.after?.siteName])).toEqual([
      ['Turno svolto in sede', c.site.name, place.name],
      ['Cambio di presidio', place.name, other.name],
      ['Sede non nota', other.name, null],
    ]);
    for (const e of updates) expect(changed(e).filter((key) => !['siteType', 'siteId', 'siteName', 'editedBy', 'editedAt', 'editReason', 'updatedAt'].includes(key))).toEqual([]);
  });

  it('records that a correction changed the times or the site, and not when it only cleared the review or sent the same values back', async () => {
    const c = await newClocker(t, c1);
    const opened = (await clockIn(t, c, { siteType: 'CLIENT_SITE', siteId: c.site.id, lat: 41.95, lng: 12.5, accuracy: 5 })).json();
    await clockOut(t, c);
    const id = opened.id as number;
    // An hour's work: a clock-out in the same instant as the clock-in could not be sent back as it is.
    const clockedIn = await t.app.db.selectFrom('attendance').select('checkIn').where('id', '=', id).executeTakeFirstOrThrow();
    await t.app.db.updateTable('attendance').set({ checkIn: new Date(Date.parse(clockedIn.checkIn) - 3_600_000).toISOString() }).where('id', '=', id).execute();
    const corrected = async () => (await t.app.db.selectFrom('attendance').select('timesCorrected').where('id', '=', id).executeTakeFirstOrThrow()).timesCorrected;
    const row = (await rowsOf(t, c.id))[0];
    const steps: Array<[Record<string, unknown>, number]> = [
      [{ reviewFlag: false, reason: 'Fuori area: verificata con il capoturno' }, 0],
      [{ checkIn: row.checkIn, checkOut: row.checkOut, siteType: 'CLIENT_SITE', siteId: c.site.id, note: 'Controllata', reason: 'Controllo del foglio' }, 0],
      [{ checkIn: new Date(Date.parse(row.checkIn) - 60_000).toISOString(), reason: 'Entrata un minuto prima' }, 1],
      // Once its times were changed by hand, marking it reviewed again does not hide it.
      [{ reviewFlag: false, note: 'Ricontrollata', reason: 'Ricontrollo' }, 1],
    ];
    for (const [payload, expected] of steps) {
      const response = await patch(id, payload);
      expect(response.statusCode, response.body).toBe(200);
      expect(await corrected(), JSON.stringify(payload)).toBe(expected);
    }
    const moved = (await create(shift(c, '2026-02-21'))).json().id as number;
    const place = await created(t, '/api/place', placeBody(c1));
    expect((await patch(moved, { siteType: 'PLACE', siteId: place.id, reason: 'Turno svolto in sede' })).statusCode).toBe(200);
    const stored = await t.app.db.selectFrom('attendance').select('timesCorrected').where('id', '=', moved).executeTakeFirstOrThrow();
    expect(stored.timesCorrected).toBe(1);
  });

  it("refuses a site of another company, changing nothing", async () => {
    const c = await newClocker(t, c1);
    const id = (await create(shift(c, '2026-02-20'))).json().id;
    const foreignPlace = (await created(t, '/api/place', placeBody(c3))).id;
    const foreignSite = (await newClocker(t, c3)).site.id;
    for (const payload of [{ siteType: 'PLACE', siteId: foreignPlace }, { siteType: 'CLIENT_SITE', siteId: foreignSite }, { siteId: foreignSite }]) {
      const response = await patch(id, { ...payload, reason: 'Sede di un’altra azienda' }, 'admin');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual({ siteId: "Sede non appartenente all'azienda del dipendente" });
    }
    expect(await rowsOf(t, c.id)).toMatchObject([{ siteType: 'CLIENT_SITE', siteId: c.site.id, siteName: c.site.name, companyId: c1 }]);
    expect((await history(id)).map((e) => e.action)).toEqual(['CREATE']);
  });

  it('is for the back office only', async () => {
    const c = await newClocker(t, c1);
    const id = (await create(shift(c, '2026-02-18'))).json().id;
    expect((await patch(id, { note: 'x', reason: 'Controllo' }, 'accounting')).statusCode).toBe(403);
    expect((await t.call({ method: 'PATCH', url: `/api/attendance/${id}`, token: c.token, payload: { note: 'x', reason: 'Controllo' } })).statusCode).toBe(403);
  });
});
