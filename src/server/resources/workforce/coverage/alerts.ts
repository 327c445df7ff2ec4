import type { FastifyBaseLogger } from 'fastify';
import { surnameFirst } from '../../../../shared/names';
import type { Db } from '../../../db/database';
import type { Job } from '../../../plugins/scheduler';
import { findLeaveManagerIds } from '../../notification/repository';
import { notifyUsers } from '../../notification/service';
import { settingsOf } from './coverage';

export const WORKFORCE_ALERT_JOB = 'workforce-alerts';

const MINUTE = 60_000;
/** How far back a shift's start is still looked at: a server down longer than this tells nothing of what it missed. */
const LOOKBACK_MS = 12 * 3_600_000;

type AlertKind = 'LATE' | 'NO_SHOW';

/**
 * The alerts due of a shift nobody clocked in for, `waited` ms after its start: past the second
 * grace only the no-show (a late alert would come after it, when a run was missed), and the late
 * one with it, so it is never told afterwards.
 */
export const alertsDue = (waited: number, graces: { lateGraceMinutes: number; noShowGraceMinutes: number }): AlertKind[] => {
  if (waited >= graces.noShowGraceMinutes * MINUTE) return ['NO_SHOW', 'LATE'];
  if (waited >= graces.lateGraceMinutes * MINUTE) return ['LATE'];
  return [];
};

/**
 * Tells the company's office of the published, assigned shifts started in the last 12 hours that
 * nobody clocked in for: SHIFT_LATE at the start plus the late grace, SHIFT_NO_SHOW at the start
 * plus the no-show grace, each once per shift. The shift_alert row is claimed first, in the same
 * transaction as the notifications: a second server (or run) finds it taken and tells nothing.
 */
export const sendShiftAlerts = async (db: Db, now: Date) => {
  const rows = await db
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .innerJoin('clientSite', 'clientSite.id', 'shift.clientSiteId')
    .innerJoin('user', 'user.id', 'shift.userId')
    .select(['shift.id', 'shift.companyId', 'shift.startsAt', 'shift.startTime', 'post.name as postName', 'clientSite.name as siteName', 'user.firstName', 'user.lastName', 'user.fiscalCode', 'user.email'])
    .select((eb) => [
      eb.exists(eb.selectFrom('shiftAlert').select('shiftAlert.shiftId').whereRef('shiftAlert.shiftId', '=', 'shift.id').where('shiftAlert.kind', '=', 'LATE')).as('lateTold'),
      eb.exists(eb.selectFrom('shiftAlert').select('shiftAlert.shiftId').whereRef('shiftAlert.shiftId', '=', 'shift.id').where('shiftAlert.kind', '=', 'NO_SHOW')).as('noShowTold'),
    ])
    .where('shift.status', '=', 'PUBLISHED')
    .where('shift.startsAt', '>', new Date(now.getTime() - LOOKBACK_MS).toISOString())
    .where('shift.startsAt', '<=', now.toISOString())
    .where((eb) => eb.not(eb.exists(eb.selectFrom('attendance').select('attendance.id').whereRef('attendance.shiftId', '=', 'shift.id'))))
    .orderBy('shift.startsAt')
    .execute();
  const settings = await settingsOf(db, rows.map((row) => row.companyId));
  let late = 0;
  let noShow = 0;
  for (const row of rows) {
    const told = { LATE: Boolean(row.lateTold), NO_SHOW: Boolean(row.noShowTold) };
    const due = alertsDue(now.getTime() - Date.parse(row.startsAt), settings.get(row.companyId)!).filter((kind) => !told[kind]);
    if (!due.length) continue;
    const sent = await db.transaction().execute(async (tx) => {
      const claimed: AlertKind[] = [];
      for (const kind of due) {
        const result = await tx
          .insertInto('shiftAlert')
          .values({ shiftId: row.id, kind, sentAt: now.toISOString() })
          .onConflict((oc) => oc.columns(['shiftId', 'kind']).doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) claimed.push(kind);
      }
      // The most severe claimed alert is the one told.
      const kind = claimed.includes('NO_SHOW') ? 'NO_SHOW' : claimed[0];
      if (!kind) return undefined;
      await notifyUsers(tx, await findLeaveManagerIds(tx, row.companyId), {
        kind: kind === 'NO_SHOW' ? 'SHIFT_NO_SHOW' : 'SHIFT_LATE',
        params: { name: surnameFirst(row.lastName, row.firstName) ?? row.fiscalCode ?? row.email, shift: `${row.postName} · ${row.siteName}`, start: row.startTime },
        link: '/attendance/users',
      });
      return kind;
    });
    if (sent === 'NO_SHOW') noShow += 1;
    else if (sent === 'LATE') late += 1;
  }
  return { late, noShow };
};

/** Late and no-show alerts every minute on the scheduler (one server runs it at a time); WORKFORCE_ALERT_JOB turns it on. */
export const workforceAlertJob = (db: Db, { enabled }: { enabled: boolean }): Job => ({
  name: WORKFORCE_ALERT_JOB,
  intervalMs: MINUTE,
  enabled,
  run: async ({ now, log }: { now: Date; log: FastifyBaseLogger }) => {
    const result = await sendShiftAlerts(db, now);
    if (result.late || result.noShow) log.info(result, 'shift alerts sent');
    return result;
  },
});
