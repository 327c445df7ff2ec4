import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectOf } from '../../src/server/db/database';
import { down, up } from '../../src/server/db/migrations/20261128_0019_request_record';
import type { TRequest } from '../../src/shared/schemas/request';
import { createTestApp, DEMO, type TestApp } from '../helpers/app';
import { pdfFile } from '../helpers/files';
import { type ClientFixture, clientUserOf, createRequest, demoClient, insertClient, requestBody, uploadAttachment } from '../helpers/requests';

/**
 * A client's list as it opens must follow every change to what its records show. On PostgreSQL
 * each request keeps its record, written by the database when one of them changes (migration
 * 0019); SQLite writes them at each reading. After each change the list answers as the general
 * path does, byte for byte, and on PostgreSQL every kept record is the one the database would
 * write now, none missing.
 */
let t: TestApp;
let client: ClientFixture;
let clientUser: { userId: number; token: string };

const isPostgres = () => dialectOf(t.app.db) === 'postgres';

const list = async (query: string) => {
  const response = await t.call({ method: 'GET', url: `/api/request?range=[0,99]${query}`, token: clientUser.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

/** The list as it opens, after checking it against the general path and, on PostgreSQL, the kept records. */
const current = async (): Promise<TRequest[]> => {
  const fast = await list('');
  expect(fast).toBe(await list(`&filter=${encodeURIComponent(JSON.stringify({ clientId: client.clientId }))}`));
  if (isPostgres()) {
    const { rows } = await sql<{ stale: number | string; missing: number | string }>`select
        count(*) filter (where r.list_record is distinct from service_request_list_record(r)) as stale,
        count(*) filter (where r.list_record is null) as missing
      from service_request r`.execute(t.app.db);
    expect([Number(rows[0].stale), Number(rows[0].missing)]).toEqual([0, 0]);
  }
  return JSON.parse(fast) as TRequest[];
};

const userId = async (fiscalCode: string) =>
  (await t.app.db.selectFrom('user').select('id').where('fiscalCode', '=', fiscalCode).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  const demo = await demoClient(t);
  client = await insertClient(t, demo.companyId, 'Condominio Le Magnolie');
  clientUser = await clientUserOf(t, client.clientId);
});
afterAll(() => t?.close());

describe('a client’s list after each change to what it shows', () => {
  let requestId: number;

  it('a request made, its attachment, taken and answered by the office', async () => {
    requestId = (await createRequest(t, clientUser.token, requestBody(client.siteId, { title: 'Portierato per l’assemblea' }))).id;
    expect((await current()).map((r) => [r.id, r.title, r.attachments.length])).toEqual([[requestId, 'Portierato per l’assemblea', 0]]);

    await uploadAttachment(t, requestId, 'planimetria.pdf', await pdfFile('Planimetria'));
    expect((await current())[0].attachments.map((a) => a.fileName)).toEqual(['planimetria.pdf']);

    const taken = await t.call({ method: 'POST', url: `/api/request/${requestId}/take`, token: await t.login('moderator'), payload: {} });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await current())[0]).toMatchObject({ status: 'IN_PROGRESS', handledBy: await userId(DEMO.moderator) });
  });

  it('the names it shows: the handler, the creator, the client and the site', async () => {
    const moderator = await userId(DEMO.moderator);
    await t.app.db.updateTable('user').set({ firstName: 'Chiara', lastName: 'Bianchini' }).where('id', '=', moderator).execute();
    expect((await current())[0].handledByName).toBe('Bianchini Chiara');

    await t.app.db.updateTable('user').set({ lastName: 'Portineria Est' }).where('id', '=', clientUser.userId).execute();
    expect((await current())[0].createdByName).toBe('Portineria Est Portineria');

    await t.app.db.updateTable('client').set({ name: 'Condominio Le Magnolie Nord' }).where('id', '=', client.clientId).execute();
    await t.app.db.updateTable('clientSite').set({ name: 'Ingresso di via Tevere' }).where('id', '=', client.siteId).execute();
    expect((await current())[0]).toMatchObject({ clientName: 'Condominio Le Magnolie Nord', siteName: 'Ingresso di via Tevere' });
  });

  it('its shifts: scheduled, one removed, one unlinked, one linked again', async () => {
    const scheduled = await t.call({ method: 'POST', url: `/api/request/${requestId}/schedule`, token: await t.login('moderator'), payload: {} });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const count = scheduled.json().shiftCount as number;
    expect(count).toBeGreaterThan(2);
    expect((await current())[0]).toMatchObject({ status: 'SCHEDULED', shiftCount: count });

    const shifts = await t.app.db.selectFrom('shift').select('id').where('requestId', '=', requestId).orderBy('id').execute();
    await t.app.db.deleteFrom('shift').where('id', '=', shifts[0].id).execute();
    expect((await current())[0].shiftCount).toBe(count - 1);

    await t.app.db.updateTable('shift').set({ requestId: null }).where('id', '=', shifts[1].id).execute();
    expect((await current())[0].shiftCount).toBe(count - 2);

    await t.app.db.updateTable('shift').set({ requestId }).where('id', '=', shifts[1].id).execute();
    expect((await current())[0].shiftCount).toBe(count - 1);
  });

  it('an attachment removed, and a second request beside the first', async () => {
    await t.app.db.deleteFrom('serviceRequestAttachment').where('requestId', '=', requestId).execute();
    expect((await current())[0].attachments).toEqual([]);

    const second = (await createRequest(t, clientUser.token, requestBody(client.siteId, { title: 'Ronda notturna', serviceType: 'VIGILANZA_ISPETTIVA', roundsPerDay: 3 }))).id;
    const cancelled = await t.call({ method: 'POST', url: `/api/request/${second}/cancel`, token: clientUser.token, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await current()).map((r) => [r.id, r.status])).toEqual([
      [second, 'CANCELLED'],
      [requestId, 'SCHEDULED'],
    ]);
  });

  it.runIf(!!process.env.DATABASE_URL)('PostgreSQL: a row written without its record is answered all the same', async () => {
    await sql`alter table service_request disable trigger service_request_record`.execute(t.app.db);
    try {
      await sql`update service_request set list_record = null, title = 'Portierato per l’assemblea di giugno' where id = ${requestId}`.execute(t.app.db);
    } finally {
      await sql`alter table service_request enable trigger service_request_record`.execute(t.app.db);
    }
    const fast = await list('');
    expect(fast).toBe(await list(`&filter=${encodeURIComponent(JSON.stringify({ clientId: client.clientId }))}`));
    expect((JSON.parse(fast) as TRequest[]).find((r) => r.id === requestId)?.title).toBe('Portierato per l’assemblea di giugno');
  });

  it.runIf(!!process.env.DATABASE_URL)('PostgreSQL: migration 0019 writes the records of the requests already there, and takes them away', async () => {
    // Snake-case names, as the migration sees the tables.
    const raw = t.app.db.withoutPlugins() as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const before = await list('');
    await down(raw);
    await expect(sql`select list_record from service_request`.execute(raw)).rejects.toThrow();
    await up(raw);
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from service_request`.execute(raw);
    expect(Number(rows[0].n)).toBeGreaterThan(2);
    await current();
    expect(await list('')).toBe(before);
  });

  it.runIf(!!process.env.DATABASE_URL)('PostgreSQL: two changes to one request at once, the record holds both', async () => {
    // One transaction links a shift (and so holds the request's row); the other adds an attachment
    // meanwhile and waits for that row. The second to write its record must see the first's shift.
    const scheduler = new pg.Client({ connectionString: t.config.databaseUrl });
    const uploader = new pg.Client({ connectionString: t.config.databaseUrl });
    await scheduler.connect();
    await uploader.connect();
    try {
      const { rows: [shift] } = await scheduler.query('select id from shift where request_id is null limit 1');
      await scheduler.query('begin');
      await scheduler.query('update shift set request_id = $1 where id = $2', [requestId, shift.id]);
      await uploader.query('begin');
      const uploading = uploader.query(
        `insert into service_request_attachment (request_id, file_name, mime_type, size, sha256, storage_key, created_at)
          values ($1, 'verbale.pdf', 'application/pdf', 10, repeat('0', 64), 'race/verbale.pdf', now())`,
        [requestId],
      );
      await vi.waitFor(async () => {
        const { rows } = await scheduler.query(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into service_request_attachment%'`);
        expect(rows[0].n).toBe(1);
      }, { timeout: 10_000, interval: 20 });
      await scheduler.query('commit');
      await uploading;
      await uploader.query('commit');
    } finally {
      await scheduler.end();
      await uploader.end();
    }
    const row = (await current()).find((r) => r.id === requestId);
    expect(row?.attachments.map((a) => a.fileName)).toContain('verbale.pdf');
  });
});
