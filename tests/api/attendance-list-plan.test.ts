import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../src/server/http/list-query';
import { ATTENDANCE_LIST, findAttendances } from '../../src/server/resources/attendance/list';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds } from '../helpers/api';
import { insertRecord, newClocker } from '../helpers/attendance';

// PostgreSQL keeps the list's default view prepared on each connection. It plans a prepared
// statement once for all its runs (a generic plan) only when the values of its parameters do not
// move the plan's estimated cost; otherwise it plans again at every run, which cost the list's
// statement about 40 % of the machine's CPU a turn with 100,000 records (docs/benchmark.md).

let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  if (!process.env.DATABASE_URL) return;
  [companyId] = await demoCompanyIds(t);
  const c = await newClocker(t, companyId);
  const first = await insertRecord(t, c, '2026-03-02T06:00:00.000Z', '2026-03-02T14:00:00.000Z');
  // 20,000 closed shifts of one worker, a minute apart, and the statistics the planner reads.
  await sql`insert into attendance (user_id, company_id, site_type, site_id, site_name, check_in, check_out, check_in_inside, check_out_inside, source, review_flag, created_by, created_at, updated_at)
    select user_id, company_id, site_type, site_id, site_name, check_in - g * interval '1 minute', check_out - g * interval '1 minute', check_in_inside, check_out_inside, source, review_flag, created_by, created_at, updated_at
    from attendance, generate_series(1, 20000) g where id = ${first}`.execute(t.app.db);
  await sql`analyze attendance`.execute(t.app.db);
});
afterAll(async () => {
  await t.close();
});

describe('the default view on PostgreSQL', () => {
  it.runIf(!!process.env.DATABASE_URL)('is planned once for every page: after the first runs, its prepared statement runs a generic plan', async () => {
    await t.app.db.connection().execute(async (connection) => {
      const now = new Date().toISOString();
      const totals = [];
      for (let page = 0; page < 12; page += 1) {
        const range = `[${page * 25 + 900},${page * 25 + 924}]`;
        const list = parseListQuery({ filter: JSON.stringify({ companyId }), sort: '["checkIn","DESC"]', range }, ATTENDANCE_LIST);
        const answer = await findAttendances(connection, list, undefined, async () => ({ byCompany: new Map(), otherwise: now }), { positions: true, now });
        expect(answer.count).toBe(25);
        totals.push(answer.total);
      }
      expect(new Set(totals).size).toBe(1);
      const { rows } = await sql<{ statement: string; genericPlans: string; customPlans: string }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%json_agg%attendance_count%' or statement like '%attendance_count%json_agg%'`.execute(connection);
      expect(rows).toHaveLength(1);
      // PostgreSQL tries a custom plan for the first five runs, then keeps the generic one if it costs no more.
      expect(Number(rows[0].genericPlans)).toBeGreaterThanOrEqual(6);
      expect(Number(rows[0].customPlans)).toBeLessThanOrEqual(5);
    });
  });
});
