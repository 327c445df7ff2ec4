import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/20261122_0006_missed_clock_out';
import * as dashboardIndexes from '../../src/server/db/migrations/20261127_0015_dashboard';
import * as workedMinutes from '../../src/server/db/migrations/20261127_0017_worked_minutes';
import { createTestApp, type TestApp } from '../helpers/app';
import { freshCompany, newClocker } from '../helpers/attendance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('migration 20261122_0006_missed_clock_out', () => {
  it('marks the records a worker closed after the missed clock-out limit before the column existed, and no others', async () => {
    const strict = await newClocker(t, await freshCompany(t, { missedClockOutHours: 10 }));
    const usual = await newClocker(t, await freshCompany(t));
    // Snake-case names, as the migration sees the tables.
    const raw = t.app.db.withoutPlugins() as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    // Later indexes and the worked minutes cover the column: they go first, as migrating down to this one would take them.
    await workedMinutes.down(raw);
    await dashboardIndexes.down(raw);
    await down(raw);
    const insert = async (c: typeof strict, fromHours: number, toHours: number, extra: Record<string, unknown> = {}) => {
      const values = { user_id: c.id, company_id: c.site.companyId, site_type: 'CLIENT_SITE', site_id: c.site.id, site_name: c.site.name, source: 'APP' };
      const row = await raw
        .insertInto('attendance')
        .values({ ...values, check_in: hoursAgo(fromHours), check_out: hoursAgo(toHours), check_in_inside: 'YES', review_flag: 1, ...extra })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const strictLate = await insert(strict, 40, 28); // 12 h past a 10 h limit
    const usualLong = await insert(usual, 70, 58); // 12 h within the default 14 h
    const usualLate = await insert(usual, 50, 20); // 30 h
    const corrected = await insert(usual, 100, 70, { edited_at: hoursAgo(60) }); // already corrected by hand
    const unflagged = await insert(usual, 130, 100, { review_flag: 0 });
    const manual = await insert(usual, 160, 130, { source: 'MANUAL' });
    await up(raw);
    await dashboardIndexes.up(raw);
    await workedMinutes.up(raw);
    const marked = await raw.selectFrom('attendance').select(['id', 'missed_clock_out']).where('id', 'in', [strictLate, usualLong, usualLate, corrected, unflagged, manual]).execute();
    const byId = Object.fromEntries(marked.map((row) => [Number(row.id), Number(row.missed_clock_out)]));
    expect(byId).toEqual({ [strictLate]: 1, [usualLong]: 0, [usualLate]: 1, [corrected]: 0, [unflagged]: 0, [manual]: 0 });
    // The records still read through the app as before, now as missed clock-outs.
    const admin = await t.login('admin');
    const late = await t.call({ method: 'GET', url: `/api/attendance/${usualLate}`, token: admin });
    expect(late.json()).toMatchObject({ missed: true, minutes: 1800 });
  });
});
