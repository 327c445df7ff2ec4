import { expect } from 'vitest';
import { NOTICE_VERSION, romeDateOf, romeTimeOf } from '../../src/shared/attendance';
import type { TestApp } from './app';
import { newWorker } from './leave';
import { companyBody } from './api';
import { clientBody, created, siteBody } from './people';
import { insertPost, insertShift } from './workforce';

/** A client site in Rome with a 150 m geofence, as the demo worker's. */
export const ROME = { lat: 41.9028, lng: 12.4964, radiusMeters: 150 };

/** A point `meters` north of a position. */
export const north = (from: { lat: number; lng: number }, meters: number) => ({ lat: from.lat + meters / 111_195, lng: from.lng });

export interface Clocker {
  id: number;
  token: string;
  site: { id: number; name: string; companyId: number };
}

/**
 * Puts a worker on the roster of a client site: a published 24-hour shift begun 6 hours ago, so
 * that the site is theirs to clock in at (the roster says where they work) and a clock-in there
 * during the test links to it rather than being unplanned.
 */
export const rosterAt = async (t: TestApp, userId: number, clientSiteId: number) => {
  const begun = new Date(Date.now() - 6 * 3_600_000).toISOString();
  const post = await insertPost(t, { clientSiteId });
  const start = romeTimeOf(begun);
  return insertShift(t, { postId: post.id, userId, date: romeDateOf(begun), start, end: start });
};

/**
 * A new worker of a company with a client site of their own on their roster (at ROME unless told),
 * the notice accepted unless `notice: false`.
 */
export const newClocker = async (
  t: TestApp,
  companyId: number,
  { notice = true, site = {} }: { notice?: boolean; site?: Record<string, unknown> } = {},
): Promise<Clocker> => {
  const worker = await newWorker(t, companyId);
  const client = await created(t, '/api/client', clientBody(companyId));
  const made = await created(t, '/api/client-site', siteBody(client.id, { lat: ROME.lat, lng: ROME.lng, radiusMeters: ROME.radiusMeters, ...site }));
  await rosterAt(t, worker.id, made.id);
  if (notice) {
    const accepted = await t.call({ method: 'POST', url: '/api/attendance/notice', token: worker.token, payload: { version: NOTICE_VERSION } });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return { ...worker, site: { id: made.id, name: made.name, companyId } };
};

export const clockInBody = (c: Clocker, position: { lat?: number; lng?: number; accuracy?: number } | null = { ...ROME, accuracy: 10 }) => ({
  siteType: 'CLIENT_SITE',
  siteId: c.site.id,
  ...(position ? { lat: position.lat, lng: position.lng, accuracy: position.accuracy } : {}),
});

export const clockIn = (t: TestApp, c: Clocker, body: object = clockInBody(c), headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/attendance/clock-in', token: c.token, payload: body, headers });

export const clockOut = (t: TestApp, c: Clocker, body: object = { ...ROME, accuracy: 10 }, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/attendance/clock-out', token: c.token, payload: body, headers });

/** A new company, so that its settings concern one test only. */
export const freshCompany = async (t: TestApp, settings?: Record<string, unknown>) => {
  const company = await created(t, '/api/company/createCompany', companyBody());
  if (settings) await setSettings(t, company.id, settings);
  return company.id as number;
};

export const setSettings = async (t: TestApp, companyId: number, settings: Record<string, unknown>) => {
  const response = await t.call({ method: 'PUT', url: `/api/attendance/settings/${companyId}`, token: await t.login('admin'), payload: settings });
  expect(response.statusCode, response.body).toBe(200);
};

/** The stored rows of a user, oldest first. */
export const rowsOf = (t: TestApp, userId: number) =>
  t.app.db.selectFrom('attendance').selectAll().where('userId', '=', userId).orderBy('checkIn').orderBy('id').execute();

/** A closed record written straight to the database, e.g. weeks in the past. */
export const insertRecord = async (t: TestApp, c: Clocker, checkIn: string, checkOut: string | null, extra: Record<string, unknown> = {}) =>
  (
    await t.app.db
      .insertInto('attendance')
      .values({
        userId: c.id,
        companyId: c.site.companyId,
        siteType: 'CLIENT_SITE',
        siteId: c.site.id,
        siteName: c.site.name,
        checkIn,
        checkOut,
        checkInInside: 'YES',
        checkOutInside: checkOut ? 'YES' : null,
        checkInLat: ROME.lat,
        checkInLng: ROME.lng,
        checkInAccuracy: 12,
        checkInDistance: 0,
        checkOutLat: checkOut ? ROME.lat : null,
        checkOutLng: checkOut ? ROME.lng : null,
        checkOutAccuracy: checkOut ? 15 : null,
        checkOutDistance: checkOut ? 0 : null,
        source: 'APP',
        reviewFlag: 0,
        createdBy: c.id,
        createdAt: checkIn,
        updatedAt: checkOut ?? checkIn,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
