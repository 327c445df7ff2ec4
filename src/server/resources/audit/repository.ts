import type { DbOrTx } from '../../db/database';
import { nowIso } from '../../db/database';

export interface AuditInput {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

/** Appends who changed what, with the record before and after. */
export const writeAudit = (db: DbOrTx, entry: AuditInput) =>
  db
    .insertInto('auditEntry')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      at: nowIso(),
    })
    .execute();
