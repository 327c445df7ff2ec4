import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRequest } from '../../src/shared/schemas/request';
import { createTestApp, type TestApp } from '../helpers/app';
import { pdfFile, pngFile } from '../helpers/files';
import { type ClientFixture, clientUserOf, demoClient, insertClient, insertRequest, uploadAttachment } from '../helpers/requests';

/**
 * A client's own list as it opens (no filter, no search) is written by the database in one
 * statement (list-page.ts); the same list with a filter that keeps every row (their own client)
 * takes the general path. The two must answer the same, byte for byte.
 */
let t: TestApp;
let aurora: ClientFixture;

const get = async (token: string, query: string) => {
  const response = await t.call({ method: 'GET', url: `/api/request?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return { body: response.body, rows: response.json() as TRequest[], range: String(response.headers['content-range']) };
};

/** The default view and the general path for the same page. */
const both = async (token: string, clientId: number, query: string) => {
  const fast = await get(token, query);
  const general = await get(token, `${query}&filter=${encodeURIComponent(JSON.stringify({ clientId }))}`);
  return { fast, general };
};

beforeAll(async () => {
  t = await createTestApp();
  aurora = await demoClient(t);
  // Beside the demo's (taken, scheduled with a shift, rejected with a reason): attachments in order, no end date.
  const withFiles = await insertRequest(t, aurora, { endDate: null });
  await uploadAttachment(t, withFiles, 'planimetria.pdf', await pdfFile('Planimetria'));
  await uploadAttachment(t, withFiles, 'ingresso.png', await pngFile());
  await uploadAttachment(t, await insertRequest(t, aurora, { status: 'IN_PROGRESS' }), 'turni "notte".pdf', await pdfFile('Turni'));
});
afterAll(() => t?.close());

describe('a client’s own list, written by the database', () => {
  it.each([
    ['range=[0,24]', 'createdAt', 'DESC'],
    ['range=[2,5]', 'createdAt', 'ASC'],
    ['range=[0,9]', 'title', 'ASC'],
    ['range=[1,3]', 'status', 'DESC'],
    ['range=[0,24]', 'startDate', 'DESC'],
    ['range=[0,24]', 'updatedAt', 'ASC'],
    ['range=[0,24]', 'serviceType', 'ASC'],
    ['range=[0,24]', 'id', 'DESC'],
  ])('answers %s by %s %s exactly as the general path does', async (range, field, order) => {
    const { fast, general } = await both(await t.login('client'), aurora.clientId, `${range}&sort=${encodeURIComponent(JSON.stringify([field, order]))}`);
    expect(fast.rows.length).toBeGreaterThan(0);
    expect(fast.rows).toEqual(general.rows);
    expect(fast.body).toBe(general.body);
    expect(fast.range).toBe(general.range);
  });

  it('carries the names, the shifts, the reason and the attachments in their order', async () => {
    const { rows } = await get(await t.login('client'), 'range=[0,99]');
    expect(rows.some((row) => row.shiftCount > 0 && row.handledByName)).toBe(true);
    expect(rows.some((row) => row.status === 'REJECTED' && row.rejectReason)).toBe(true);
    expect(rows.some((row) => row.endDate === null)).toBe(true);
    const files = rows.find((row) => row.attachments.length === 2);
    expect(files?.attachments.map((a) => [a.fileName, a.mimeType])).toEqual([['planimetria.pdf', 'application/pdf'], ['ingresso.png', 'image/png']]);
    expect(files?.attachments[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(rows.find((row) => row.attachments[0]?.fileName.startsWith('turni'))?.status).toBe('IN_PROGRESS');
  });

  it('answers the default request without a query as the app’s first page', async () => {
    const token = await t.login('client');
    const bare = await t.call({ method: 'GET', url: '/api/request', token });
    const first = await get(token, 'range=[0,24]&sort=["createdAt","DESC"]&filter={}');
    expect(bare.body).toBe(first.body);
    expect(bare.headers['content-range']).toBe(first.range);
  });

  it('answers a page past the end, and a client with no request, with the total', async () => {
    const token = await t.login('client');
    const { general } = await both(token, aurora.clientId, 'range=[0,0]');
    const past = await get(token, 'range=[5000,5024]');
    expect(past.rows).toEqual([]);
    expect(past.range).toBe(`request */${general.range.split('/')[1]}`);
    const fresh = await insertClient(t, aurora.companyId);
    const { token: freshToken } = await clientUserOf(t, fresh.clientId);
    const empty = await get(freshToken, 'range=[0,24]');
    expect(empty.rows).toEqual([]);
    expect(empty.range).toBe('request */0');
  });

  it('shows only the caller’s client, and nothing once that client is deactivated (403)', async () => {
    const other = await insertClient(t, aurora.companyId);
    const theirs = await insertRequest(t, other);
    const { token } = await clientUserOf(t, other.clientId);
    expect((await get(token, 'range=[0,24]')).rows.map((row) => row.id)).toEqual([theirs]);
    expect((await get(await t.login('client'), 'range=[0,99]')).rows.map((row) => row.id)).not.toContain(theirs);
    await t.app.db.updateTable('client').set({ active: 0 }).where('id', '=', other.clientId).execute();
    const refused = await t.call({ method: 'GET', url: '/api/request', token, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/client/i);
    expect(refused.body).not.toContain(String(theirs));
  });
});
