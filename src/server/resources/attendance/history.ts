import type { TAttendanceHistoryEntry } from '../../../shared/schemas/attendance-views';
import type { DbOrTx } from '../../db/database';
import { surnameFirst } from '../../../shared/names';

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));

/** The audit entries of a record, oldest first: clockings, manual entry and every correction with its reason. */
export const findAttendanceHistory = async (db: DbOrTx, id: number): Promise<TAttendanceHistoryEntry[]> => {
  const rows = await db
    .selectFrom('auditEntry')
    .leftJoin('user', 'user.id', 'auditEntry.actorId')
    .select(['auditEntry.id', 'auditEntry.action', 'auditEntry.actorId', 'auditEntry.at', 'auditEntry.before', 'auditEntry.after', 'user.firstName', 'user.lastName'])
    .where('auditEntry.entity', '=', 'attendance')
    .where('auditEntry.entityId', '=', id)
    .orderBy('auditEntry.at')
    .orderBy('auditEntry.id')
    .execute();
  return rows.map((row) => {
    const after = parse(row.after);
    const manual = row.action === 'CREATE' || row.action === 'UPDATE';
    return {
      id: row.id,
      action: row.action,
      actorId: row.actorId,
      actorName: surnameFirst(row.lastName, row.firstName),
      at: row.at,
      reason: manual && typeof after?.editReason === 'string' ? after.editReason : null,
      before: parse(row.before),
      after,
    };
  });
};
