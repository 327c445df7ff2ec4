import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../src/server/db/migrations/20261123_0008_patron_day';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds } from '../helpers/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 20261123_0008_patron_day', () => {
  it('adds company.patron_day empty for every company, and takes it away again', async () => {
    // Snake-case names, as the migration sees the tables.
    const raw = t.app.db.withoutPlugins() as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const [rome] = await demoCompanyIds(t);
    await down(raw);
    await expect(raw.selectFrom('company').select('patron_day').execute()).rejects.toThrow();
    await up(raw);
    const rows = await raw.selectFrom('company').select(['id', 'patron_day']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.patron_day === null)).toBe(true);
    await raw.updateTable('company').set({ patron_day: '06-29' }).where('id', '=', rome).execute();
    expect((await t.app.db.selectFrom('company').select('patronDay').where('id', '=', rome).executeTakeFirstOrThrow()).patronDay).toBe('06-29');
  });
});
