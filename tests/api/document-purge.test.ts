import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { jobLockKey } from '../../src/server/plugins/scheduler';
import { DOCUMENT_PURGE_JOB, purgeDeletedDocuments } from '../../src/server/resources/document/purge';
import { saveDocument } from '../../src/server/resources/document/store';
import { demoCompanyIds, userIdOf } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';

const DAY = 86_400_000;
const now = new Date();
const daysFrom = (days: number, from = now) => new Date(from.getTime() + days * DAY);

let t: TestApp;
let owner: { id: number; companyId: number };
let admin: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = { id: await userIdOf(t, 'worker'), companyId: (await demoCompanyIds(t))[0] };
  admin = await userIdOf(t, 'admin');
});
afterAll(() => t?.close());

/** A document with its bytes in the app's storage, deleted `deletedDaysAgo` days before `now` (or not deleted). */
const documentOf = async (app: FastifyInstance, title: string, deletedDaysAgo: number | null, storageKey?: string) => {
  const key = storageKey ?? (await app.storage.put(Readable.from([Buffer.from(`%PDF-1.7 ${title}`)]), { contentType: 'application/pdf' })).key;
  const id = await saveDocument(app.db, {
    ownerType: 'USER',
    ownerId: owner.id,
    companyId: owner.companyId,
    type: 'OTHER',
    title,
    fileName: `${title}.pdf`,
    mimeType: 'application/pdf',
    size: 20,
    sha256: '0'.repeat(64),
    storageKey: key,
    visibleToOwner: false,
    uploadedBy: admin,
  });
  if (deletedDaysAgo !== null) {
    await app.db.updateTable('document').set({ deletedAt: daysFrom(-deletedDaysAgo).toISOString(), deletedBy: admin }).where('id', '=', id).execute();
  }
  return { id, key };
};

const purgedAtOf = async (id: number) => (await t.app.db.selectFrom('document').select('purgedAt').where('id', '=', id).executeTakeFirstOrThrow()).purgedAt;

const purgeAudits = (ids: number[]) =>
  t.app.db.selectFrom('auditEntry').select(['entityId', 'actorId']).where('entity', '=', 'document').where('action', '=', 'PURGE').where('entityId', 'in', ids).orderBy('entityId').execute();

describe('the document purge job', () => {
  let old: { id: number; key: string };
  let gone: { id: number; key: string };
  let recent: { id: number; key: string };
  let kept: { id: number; key: string };

  beforeAll(async () => {
    old = await documentOf(t.app, 'deleted-91-days-ago', 91);
    gone = await documentOf(t.app, 'bytes-already-gone', 120);
    await t.app.storage.remove(gone.key);
    recent = await documentOf(t.app, 'deleted-89-days-ago', 89);
    kept = await documentOf(t.app, 'not-deleted', null);
  });

  it('is a daily job, on by default and off in tests unless asked for', () => {
    expect(t.config.documentPurgeDays).toBe(90);
    expect(loadConfig({ NODE_ENV: 'test' }).documentPurgeJob).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).documentPurgeJob).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DOCUMENT_PURGE_JOB: 'on' }).documentPurgeJob).toBe(true);
    expect(loadConfig({ DOCUMENT_PURGE_JOB: 'off' }).documentPurgeJob).toBe(false);
  });

  it('removes the bytes of documents deleted more than DOCUMENT_PURGE_DAYS ago, marks them purged and audits each', async () => {
    const outcomes = await t.app.scheduler.runDue(now, [DOCUMENT_PURGE_JOB]);
    expect(outcomes).toEqual([{ name: DOCUMENT_PURGE_JOB, result: { purged: 2, failed: 0 } }]);
    expect(await purgedAtOf(old.id)).toBe(now.toISOString());
    expect(await t.app.storage.stat(old.key)).toBeUndefined();
    // Bytes already gone are no error: the document is purged all the same.
    expect(await purgedAtOf(gone.id)).toBe(now.toISOString());
    expect(await purgedAtOf(recent.id)).toBeNull();
    expect(await t.app.storage.stat(recent.key)).toBeDefined();
    expect(await purgedAtOf(kept.id)).toBeNull();
    expect(await t.app.storage.stat(kept.key)).toBeDefined();
    expect(await purgeAudits([old.id, gone.id, recent.id, kept.id])).toEqual([
      { entityId: old.id, actorId: null },
      { entityId: gone.id, actorId: null },
    ]);
  });

  it('changes nothing when run again, and takes a document the day its period has passed', async () => {
    // The same moment on this or another server: not due again.
    expect(await t.app.scheduler.runDue(now, [DOCUMENT_PURGE_JOB])).toEqual([]);
    // A day later it runs; the document deleted 89 days ago is now exactly 90 days old: not yet past.
    expect(await t.app.scheduler.runDue(daysFrom(1), [DOCUMENT_PURGE_JOB])).toEqual([{ name: DOCUMENT_PURGE_JOB, result: { purged: 0, failed: 0 } }]);
    expect(await purgedAtOf(old.id)).toBe(now.toISOString());
    expect(await purgedAtOf(recent.id)).toBeNull();
    const later = daysFrom(2);
    expect(await t.app.scheduler.runDue(later, [DOCUMENT_PURGE_JOB])).toEqual([{ name: DOCUMENT_PURGE_JOB, result: { purged: 1, failed: 0 } }]);
    expect(await purgedAtOf(recent.id)).toBe(later.toISOString());
    expect(await t.app.storage.stat(recent.key)).toBeUndefined();
    expect(await purgedAtOf(kept.id)).toBeNull();
    expect((await purgeAudits([old.id, gone.id, recent.id, kept.id])).map((a) => a.entityId)).toEqual([old.id, gone.id, recent.id]);
  });

  it('keeps bytes that another document still points at', async () => {
    const shared = await documentOf(t.app, 'shared-bytes-live', null);
    const deleted = await documentOf(t.app, 'shared-bytes-deleted', 200, shared.key);
    const result = await purgeDeletedDocuments({ db: t.app.db, storage: t.app.storage, purgeDays: 90, now });
    expect(result).toEqual({ purged: 1, failed: 0 });
    expect(await purgedAtOf(deleted.id)).toBe(now.toISOString());
    expect(await t.app.storage.stat(shared.key)).toEqual({ size: '%PDF-1.7 shared-bytes-live'.length });
  });

  it('never removes what is not a storage key; that document stays for the next run and the others go on', async () => {
    const forged = await documentOf(t.app, 'forged-key', 200, '../../etc/passwd');
    const fine = await documentOf(t.app, 'fine', 200);
    const result = await purgeDeletedDocuments({ db: t.app.db, storage: t.app.storage, purgeDays: 90, now });
    expect(result).toEqual({ purged: 1, failed: 1 });
    expect(await purgedAtOf(forged.id)).toBeNull();
    expect(await purgedAtOf(fine.id)).toBe(now.toISOString());
    await t.app.db.deleteFrom('document').where('id', '=', forged.id).execute();
  });
});

describe.runIf(process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  let second: FastifyInstance;

  beforeAll(async () => {
    // The same configuration: the same database and the same files, as two servers behind one proxy.
    second = await buildApp(t.config, { staticRoot: join(t.config.dataDir, 'no-app') });
    await second.ready();
  });
  afterAll(() => second?.close());

  it('purge each document once: the job runs on one server at a time (advisory lock)', async () => {
    const documents = await Promise.all(Array.from({ length: 12 }, (_, i) => documentOf(t.app, `two-servers-${i}`, 100)));
    const ids = documents.map((d) => d.id);
    const run = daysFrom(10);

    // A third party holding the job's lock: neither server runs it, nothing is purged.
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [jobLockKey(DOCUMENT_PURGE_JOB)]);
      expect(await Promise.all([t.app.scheduler.runDue(run, [DOCUMENT_PURGE_JOB]), second.scheduler.runDue(run, [DOCUMENT_PURGE_JOB])])).toEqual([[], []]);
      expect(await Promise.all(ids.map(purgedAtOf))).toEqual(ids.map(() => null));
      await holder.query('select pg_advisory_unlock($1::bigint)', [jobLockKey(DOCUMENT_PURGE_JOB)]);
    } finally {
      await holder.end();
    }

    // Both servers at once: one of them runs it, the other finds it running or done.
    const outcomes = (await Promise.all([t.app.scheduler.runDue(run, [DOCUMENT_PURGE_JOB]), second.scheduler.runDue(run, [DOCUMENT_PURGE_JOB])])).flat();
    expect(outcomes).toEqual([{ name: DOCUMENT_PURGE_JOB, result: { purged: documents.length, failed: 0 } }]);
    expect(await Promise.all(ids.map(purgedAtOf))).toEqual(ids.map(() => run.toISOString()));
    expect((await purgeAudits(ids)).map((a) => a.entityId)).toEqual([...ids].sort((a, b) => a - b));
    for (const { key } of documents) expect(await second.storage.stat(key)).toBeUndefined();
  });
});
