import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds } from '../helpers/api';
import { day, listDeadlines, manualDeadline, patchDeadline } from '../helpers/deadlines';

let t: TestApp;
let companies: [number, number, number];

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The list's total as answered, and as counted row by row with a filter that is no default view. */
const totals = async (who: 'admin' | 'moderator', filter: Record<string, unknown> = {}) => {
  const answered = await listDeadlines(t, who, filter);
  const counted = await listDeadlines(t, who, { ...filter, status: ['OK', 'DUE_SOON', 'EXPIRED', 'RENEWAL_FILED'] });
  const total = (response: typeof answered) => Number(String(response.headers['content-range']).split('/')[1]);
  return { answered: total(answered), counted: total(counted) };
};

describe('the default view’s total from deadline_open_count', () => {
  it('follows inserts, DONE and back, a company change and deletes, on both databases', async () => {
    const person = (await createUser(t, { companyIds: [companies[0]] })).id;
    const outsider = (await createUser(t, { companyIds: [companies[2]] })).id;
    const before = await totals('admin');
    expect(before.answered).toBe(before.counted);

    const a = await manualDeadline(t, { subjectId: person, dueDate: day(10) });
    const b = await manualDeadline(t, { subjectId: person, dueDate: day(20) });
    await manualDeadline(t, { subjectId: outsider, dueDate: day(30) });
    expect(await totals('admin')).toEqual({ answered: before.answered + 3, counted: before.answered + 3 });

    await patchDeadline(t, a.id, { done: true });
    expect((await totals('admin')).answered).toBe(before.answered + 2);
    await patchDeadline(t, a.id, { done: false });
    await t.app.db.updateTable('deadline').set({ companyId: companies[2] }).where('id', '=', b.id).execute();
    await t.call({ method: 'DELETE', url: `/api/deadlines/${a.id}`, token: await t.login('admin') });

    const after = await totals('admin');
    expect(after).toEqual({ answered: before.answered + 2, counted: before.answered + 2 });
    for (const filter of [{ companyId: companies[0] }, { companyId: companies[2] }, { companyId: 0 }, { companyId: [companies[0], companies[2]] }]) {
      const { answered, counted } = await totals('admin', filter);
      expect(answered, JSON.stringify(filter)).toBe(counted);
    }
    const moderator = await totals('moderator');
    expect(moderator.answered).toBe(moderator.counted);
    expect((await totals('moderator', { companyId: companies[2] })).answered).toBe(0);

    // The answer does come from the counts: a count changed by hand shows in it.
    await sql`update deadline_open_count set n = n + 1000 where company_id = ${companies[2]}`.execute(t.app.db);
    expect((await totals('admin', { companyId: companies[2] })).answered).toBe((await totals('admin', { companyId: companies[2] })).counted + 1000);
    await sql`update deadline_open_count set n = n - 1000 where company_id = ${companies[2]}`.execute(t.app.db);
  });
});
