import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/20261122_0007_times_corrected';
import { createTestApp, type TestApp } from '../helpers/app';
import { freshCompany, insertRecord, newClocker } from '../helpers/attendance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A record as the audit trail keeps it: a few of its fields are enough for the migration. */
const snapshot = (values: Record<string, unknown> = {}) => ({
  checkIn: '2026-03-02T07:00:00.000Z',
  checkOut: '2026-03-02T15:00:00.000Z',
  siteType: 'CLIENT_SITE',
  siteId: 4,
  reviewFlag: true,
  note: null,
  editReason: null,
  ...values,
});

describe('migration 20261122_0007_times_corrected', () => {
  it('marks the records whose check-in, check-out or site a correction in the audit trail changed, and no others', async () => {
    const c = await newClocker(t, await freshCompany(t));
    const record = (day: number) => insertRecord(t, c, `2026-03-${String(day).padStart(2, '0')}T07:00:00.000Z`, `2026-03-${String(day).padStart(2, '0')}T15:00:00.000Z`);
    const ids = {
      checkIn: await record(2),
      checkOut: await record(3),
      site: await record(4),
      siteType: await record(5),
      reviewed: await record(6),
      sameInstant: await record(7),
      clockOut: await record(9),
      reviewedThenMoved: await record(10),
      otherEntity: await record(11),
      created: await record(12),
    };
    // Snake-case names, as the migration sees the tables.
    const raw = t.app.db.withoutPlugins() as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    await down(raw);
    const at = new Date().toISOString();
    const entry = (entityId: number, before: object | null, after: object, action = 'UPDATE', entity = 'attendance') => ({
      actor_id: null,
      action,
      entity,
      entity_id: entityId,
      before: before && JSON.stringify(before),
      after: JSON.stringify(after),
      at,
    });
    const reviewed = [snapshot(), snapshot({ reviewFlag: false, editReason: 'Verificata' })] as const;
    // Enough entries that only marked records as reviewed for the migration to read the trail in several pages.
    const noise = Array.from({ length: 700 }, () => entry(ids.reviewed, ...reviewed));
    await raw.insertInto('audit_entry').values(noise).execute();
    await raw
      .insertInto('audit_entry')
      .values([
        entry(ids.checkIn, snapshot(), snapshot({ checkIn: '2026-03-02T06:30:00.000Z' })),
        entry(ids.checkOut, snapshot(), snapshot({ checkOut: '2026-03-02T16:00:00.000Z' })),
        entry(ids.site, snapshot(), snapshot({ siteId: 5 })),
        entry(ids.siteType, snapshot(), snapshot({ siteType: 'PLACE' })),
        // The same instant written with its offset: no change.
        entry(ids.sameInstant, snapshot(), snapshot({ checkOut: '2026-03-02T16:00:00+01:00', note: 'Controllata' })),
        // A clock-out sets the check-out, but it is no correction.
        entry(ids.clockOut, snapshot({ checkOut: null }), snapshot(), 'CLOCK_OUT'),
        entry(ids.reviewedThenMoved, ...reviewed),
        entry(ids.reviewedThenMoved, snapshot({ reviewFlag: false }), snapshot({ reviewFlag: false, checkIn: '2026-03-02T07:05:00.000Z' })),
        entry(ids.otherEntity, { checkIn: 'a' }, { checkIn: 'b' }, 'UPDATE', 'attendance_setting'),
        entry(ids.created, null, snapshot(), 'CREATE'),
      ])
      .execute();
    await up(raw);
    const rows = await raw.selectFrom('attendance').select(['id', 'times_corrected']).where('id', 'in', Object.values(ids)).execute();
    const byId = new Map(rows.map((row) => [Number(row.id), Number(row.times_corrected)]));
    expect(Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, byId.get(id)]))).toEqual({
      checkIn: 1,
      checkOut: 1,
      site: 1,
      siteType: 1,
      reviewed: 0,
      sameInstant: 0,
      clockOut: 0,
      reviewedThenMoved: 1,
      otherEntity: 0,
      created: 0,
    });
    // The app reads the column again: the month sheet marks the corrected days only.
    const response = await t.call({ method: 'GET', url: `/api/attendance/month-report?companyId=${c.site.companyId}&month=2026-03&format=xlsx`, token: await t.login('admin') });
    expect(response.statusCode, response.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    let notes: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Assenze e note') notes = row;
    });
    const marked = [2, 3, 4, 5, 6, 7, 9, 10, 11, 12].filter((day) => notes!.getCell(2 + day).value === '*');
    expect(marked).toEqual([2, 3, 4, 5, 10]);
  });
});
