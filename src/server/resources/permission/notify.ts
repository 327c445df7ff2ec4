import { formatDate } from '../../../shared/dates';
import type { TPermission } from '../../../shared/schemas/permission';
import type { DbOrTx } from '../../db/database';
import { type MessageParam, notifyLeaveManagers, notifyUsers } from '../notification/service';

/** "from 02/03/2026 to 05/03/2026", "on 02/03/2026 from 09:00 to 11:00"… in the reader's language. */
export const periodParam = (p: Pick<TPermission, 'startDate' | 'endDate' | 'startTime' | 'endTime'>): MessageParam => {
  const from = formatDate(p.startDate);
  if (p.startTime && p.endTime) return { t: 'notification.period.hours', p: { from, startTime: p.startTime, endTime: p.endTime } };
  if (!p.endDate) return { t: 'notification.period.open', p: { from } };
  if (p.endDate === p.startDate) return { t: 'notification.period.oneDay', p: { from } };
  return { t: 'notification.period.days', p: { from, to: formatDate(p.endDate) } };
};

export const typeParam = (type: string): MessageParam => ({ t: `permission.types.${type}` });

const workerName = async (db: DbOrTx, userId: number) => {
  const user = await db.selectFrom('user').select(['firstName', 'lastName', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
};

const ownLink = (p: TPermission) => (p.type === 'MALATTIA' ? `/home/medical/${p.id}` : '/home/permission');

/** The back office's page of the request itself: the list opens on the pending tab, where sick leave never is. */
const managerLink = (p: TPermission) => `/permission/${p.id}/show`;

const SICK_KINDS = { FIRST: 'SICK_LEAVE_REPORTED', CONTINUATION: 'SICK_LEAVE_CONTINUED', RELAPSE: 'SICK_LEAVE_RELAPSE' } as const;

const kindOf = (p: TPermission, updated: boolean) => {
  if (p.type !== 'MALATTIA') return 'PERMISSION_REQUESTED';
  return updated ? 'SICK_LEAVE_UPDATED' : SICK_KINDS[p.kind ?? 'FIRST'];
};

/**
 * A new request or sick-leave report (or a change to one) tells the worker's managers. Sick leave
 * over leave already approved says so: sickness suspends it, and the office may cancel it.
 */
export const notifyManagers = async (db: DbOrTx, p: TPermission, actorId: number, { updated = false, overlapping }: { updated?: boolean; overlapping?: TPermission } = {}) => {
  await notifyLeaveManagers(db, p.companyId, actorId, {
    kind: kindOf(p, updated),
    params: {
      name: await workerName(db, p.userId),
      type: typeParam(p.type),
      period: periodParam(p),
      protocolNumber: p.protocolNumber ?? '',
      overlap: overlapping ? { t: 'notification.sickOverlap', p: { type: typeParam(overlapping.type), period: periodParam(overlapping) } } : '',
    },
    link: managerLink(p),
  });
};

/** A decision (or an approved request withdrawn) tells the worker, with the note when there is one. */
export const notifyDecision = async (db: DbOrTx, p: TPermission) => {
  await notifyUsers(db, [p.userId], {
    kind: p.status === 'APPROVED' ? 'PERMISSION_APPROVED' : p.status === 'CANCELLED' ? 'PERMISSION_REVOKED' : 'PERMISSION_REJECTED',
    params: {
      type: typeParam(p.type),
      period: periodParam(p),
      note: p.decisionNote ? { t: 'notification.note', p: { note: p.decisionNote } } : '',
    },
    link: ownLink(p),
  });
};
