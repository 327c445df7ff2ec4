import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { CHANGE_CHANNEL, changeStamp, isListening } from '../../src/server/db/changes';
import type { TRequest } from '../../src/shared/schemas/request';
import type { TRoster } from '../../src/shared/schemas/workforce-roster';
import { demoCompanyIds } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { createRequest, demoClient, requestBody } from '../helpers/requests';
import { dayFromToday as day, insertClientSite, insertFitFiduciario, insertPost, insertShift } from '../helpers/workforce';

/**
 * The answers kept between requests (http/kept-answer.ts) never hide a change: one made through
 * the API shows in the next answer, on both databases; on PostgreSQL, one written by another
 * connection (as another server would) shows once its announcement has arrived.
 */
let t: TestApp;
let companies: [number, number, number];
let siteId: number;
let postId: number;
const onPostgres = Boolean(process.env.DATABASE_URL);
const WAIT = { timeout: 10_000, interval: 20 };

const week = () => ({ from: day(1), to: day(7), siteId: String(siteId) });
const roster = async (query: Record<string, string> = week()) => {
  const response = await t.call({ method: 'GET', url: '/api/workforce/roster', token: await t.login('admin'), query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TRoster;
};
const shiftOf = async (shiftId: number) => (await roster()).shifts.find((shift) => shift.id === shiftId);

const PORTAL_LIST = `/api/request?range=[0,24]&sort=${encodeURIComponent(JSON.stringify(['id', 'DESC']))}`;
const portalList = async () => {
  const response = await t.call({ method: 'GET', url: PORTAL_LIST, token: await t.login('client') });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as TRequest[], range: String(response.headers['content-range']) };
};

/** Another connection to the same database, as another server has: its writes are announced by the triggers alone. */
const elsewhere = async (statements: Array<[string, unknown[]]>) => {
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  try {
    for (const [text, values] of statements) await client.query(text, values);
  } finally {
    await client.end();
  }
};

/**
 * PostgreSQL: waits until the announcements of everything committed so far have arrived (they come
 * in commit order, so a last one of our own is the fence), so that a page read next is kept.
 */
const announced = async () => {
  const fence = () => changeStamp(t.app.db, ['fence']).versions[0];
  const before = fence();
  await sql`select pg_notify(${CHANGE_CHANNEL}, 'fence')`.execute(t.app.db);
  await vi.waitFor(() => expect(fence()).toBeGreaterThan(before), WAIT);
};

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  siteId = await insertClientSite(t, companies[0]);
  postId = (await insertPost(t, { clientSiteId: siteId, name: 'Portineria' })).id;
  if (onPostgres) await vi.waitFor(() => expect(isListening(t.app.db)).toBe(true), WAIT);
}, 60_000);
afterAll(() => t?.close());

describe('the roster grid, kept between requests', () => {
  it('shows an assignment made through the API in the next answer', async () => {
    const guard = await insertFitFiduciario(t, companies[0], { lastName: 'Custodi', firstName: 'Anna' });
    const shift = await insertShift(t, { postId, date: day(3), start: '08:00', end: '16:00', status: 'DRAFT' });
    expect(await shiftOf(shift.id)).toMatchObject({ userId: null });
    expect(await shiftOf(shift.id)).toMatchObject({ userId: null });
    const assigned = await t.call({ method: 'POST', url: `/api/workforce/shifts/${shift.id}/assign`, token: await t.login('admin'), payload: { userId: guard } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const grid = await roster();
    expect(grid.shifts.find((row) => row.id === shift.id)).toMatchObject({ userId: guard });
    expect(grid.people).toContainEqual({ id: guard, name: 'Custodi Anna' });
  });

  it('shows a shift the server wrote outside any request (a job, a fixture) in the next answer', async () => {
    const before = await roster();
    const shift = await insertShift(t, { postId, date: day(4), start: '20:00', end: '23:00', status: 'DRAFT' });
    const after = await roster();
    expect(after.shifts.length).toBe(before.shifts.length + 1);
    expect(after.shifts.map((row) => row.id)).toContain(shift.id);
  });

  it.runIf(onPostgres)('shows a change written by another server once its announcement has arrived, and keeps the page until then', async () => {
    const guard = await insertFitFiduciario(t, companies[0], { lastName: 'Altrove', firstName: 'Bruno' });
    const shift = await insertShift(t, { postId, date: day(5), start: '08:00', end: '16:00', status: 'DRAFT' });
    await announced();
    expect(await shiftOf(shift.id)).toMatchObject({ userId: null });
    // A change no trigger announces (replication role: triggers off) is not seen: the page is kept.
    await elsewhere([
      ['set session_replication_role = replica', []],
      ['update shift set user_id = $1 where id = $2', [guard, shift.id]],
    ]);
    expect(await shiftOf(shift.id)).toMatchObject({ userId: null });
    // An announced one is, with everything else the page reads.
    await elsewhere([['update post set name = $1 where id = $2', ['Portineria nord', postId]]]);
    await vi.waitFor(async () => {
      const grid = await roster();
      expect(grid.posts.find((post) => post.id === postId)?.name).toBe('Portineria nord');
      expect(grid.shifts.find((row) => row.id === shift.id)).toMatchObject({ userId: guard });
    }, WAIT);
  });
});

describe('a client’s own list, kept between requests', () => {
  it('shows a request the client created through the API in the next answer, with its total', async () => {
    const aurora = await demoClient(t);
    const before = await portalList();
    await portalList();
    const created = await createRequest(t, await t.login('client'), requestBody(aurora.siteId, { title: 'Vigilanza notturna al cantiere' }));
    const after = await portalList();
    expect(after.rows[0]).toMatchObject({ id: created.id, title: 'Vigilanza notturna al cantiere' });
    const total = (range: string) => Number(range.split('/')[1]);
    expect(total(after.range)).toBe(total(before.range) + 1);
  });

  it.runIf(onPostgres)('shows a change written by another server once its announcement has arrived', async () => {
    await announced();
    const [first] = (await portalList()).rows;
    await elsewhere([
      ['set session_replication_role = replica', []],
      ['update service_request set description = $1 where id = $2', ['Cambiata senza annuncio', first.id]],
    ]);
    expect((await portalList()).rows[0].description).toBe(first.description);
    await elsewhere([['update service_request set title = $1 where id = $2', ['Titolo cambiato altrove', first.id]]]);
    await vi.waitFor(async () => expect((await portalList()).rows[0]).toMatchObject({ title: 'Titolo cambiato altrove', description: 'Cambiata senza annuncio' }), WAIT);
  });
});
