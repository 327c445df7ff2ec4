import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type Db, nowIso } from '../../db/database';
import type { Job } from '../../plugins/scheduler';
import type { Storage } from '../../storage';
import { writeAudit } from '../audit/repository';

const DAY_MS = 86_400_000;
export const DOCUMENT_PURGE_JOB = 'document-purge';
/** Daily: a deleted document's bytes outlive their retention by a day at most. */
export const DOCUMENT_PURGE_INTERVAL_MS = DAY_MS;

export interface PurgeOptions {
  db: Db;
  storage: Storage;
  /** Days a deleted document's bytes are kept (DOCUMENT_PURGE_DAYS). */
  purgeDays: number;
  now: Date;
  log?: FastifyBaseLogger;
}

/** Another record still pointing at the same bytes keeps them (a document not yet purged, or a template). */
const keyStillUsed = async (db: Db, documentId: number, storageKey: string) => {
  const [document, template] = await Promise.all([
    db.selectFrom('document').select('id').where('storageKey', '=', storageKey).where('id', '!=', documentId).where('purgedAt', 'is', null).executeTakeFirst(),
    db.selectFrom('documentTemplate').select('id').where('storageKey', '=', storageKey).executeTakeFirst(),
  ]);
  return document !== undefined || template !== undefined;
};

/**
 * Removes the bytes of every document deleted more than `purgeDays` ago and marks it purged, with
 * an audit entry; the record itself stays, as the audit trail refers to it. Bytes already gone are
 * no error. Each document is done on its own: one that fails is logged and tried again next run,
 * and a run cut short leaves nothing half-done (the mark follows the removal, and a second removal
 * is harmless).
 */
export const purgeDeletedDocuments = async ({ db, storage, purgeDays, now, log }: PurgeOptions) => {
  const cutoff = new Date(now.getTime() - purgeDays * DAY_MS).toISOString();
  const due = await db
    .selectFrom('document')
    .select(['id', 'storageKey', 'deletedAt'])
    .where('deletedAt', 'is not', null)
    .where('deletedAt', '<', cutoff)
    .where('purgedAt', 'is', null)
    .orderBy('id')
    .execute();
  let purged = 0;
  let failed = 0;
  for (const document of due) {
    try {
      if (!(await keyStillUsed(db, document.id, document.storageKey))) await storage.remove(document.storageKey);
      const stamp = now.toISOString();
      const marked = await db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable('document')
          .set({ purgedAt: stamp, updatedAt: nowIso() })
          .where('id', '=', document.id)
          .where('purgedAt', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await writeAudit(tx, { actorId: null, action: 'PURGE', entity: 'document', entityId: document.id, before: { deletedAt: document.deletedAt }, after: { purgedAt: stamp } });
        return true;
      });
      if (marked) purged += 1;
    } catch (error) {
      failed += 1;
      log?.error({ err: error, documentId: document.id }, 'document purge: the bytes could not be removed');
    }
  }
  return { purged, failed };
};

/** The daily purge on the scheduler; DOCUMENT_PURGE_JOB turns it on (off in tests unless asked for). */
export const documentPurgeJob = (
  { db, storage }: { db: Db; storage: Storage },
  config: Pick<Config, 'documentPurgeDays' | 'documentPurgeJob'>,
): Job => ({
  name: DOCUMENT_PURGE_JOB,
  intervalMs: DOCUMENT_PURGE_INTERVAL_MS,
  enabled: config.documentPurgeJob,
  run: async ({ now, log }) => {
    const result = await purgeDeletedDocuments({ db, storage, purgeDays: config.documentPurgeDays, now, log });
    if (result.purged || result.failed) log.info(result, 'document purge: bytes of deleted documents removed');
    return result;
  },
});
