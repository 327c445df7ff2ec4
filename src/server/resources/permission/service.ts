import { addDays, formatDate, todayInRome } from '../../../shared/dates';
import { hoursBetween, latestSickLeaveStart, leaveDateBounds, OPEN_END } from '../../../shared/leave';
import type { TPermission, TPermissionInput, TSickLeavePatch } from '../../../shared/schemas/permission';
import { hasAnyRole } from '../../../shared/roles';
import { assertBodyCompanyInScope, assertRecordInScope, companyScope, inScope } from '../../access';
import { type Db, type DbOrTx, nowIso } from '../../db/database';
import { AppError, forbidden, invalidField, notFound } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { assertMonthsOpen, leavePeriod, sickLeaveChange } from '../attendance-months/guard';
import { notifyDecision, notifyManagers } from './notify';
import * as repo from './repository';
import { assertL104WithinCap, assertNoOverlap, assertWorkingTime, periodsOverlap } from './rules';

export const isBackOffice = (user: SessionUser) => hasAnyRole(user.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
/** Back office and accounting read the requests of their companies; everybody reads their own. */
export const readsLeave = (user: SessionUser) => hasAnyRole(user.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_ACCOUNTING']);

export const visibilityOf = (user: SessionUser): repo.PermissionVisibility => ({
  userId: user.id,
  companies: readsLeave(user) ? companyScope(user) : [],
});

const canSee = (user: SessionUser, p: TPermission) => p.userId === user.id || (readsLeave(user) && inScope(user, p.companyId));

/** A request the caller may see; any other is answered as if it did not exist. */
export const getVisiblePermission = async (db: DbOrTx, user: SessionUser, id: number) => {
  const permission = await repo.getPermission(db, id);
  if (!canSee(user, permission)) throw notFound();
  return permission;
};

const isAuthor = (user: SessionUser, p: TPermission) => p.userId === user.id || p.createdBy === user.id;

/** The worker and company a new request is for; back office may name a worker of their companies. */
const resolveOwner = async (db: DbOrTx, actor: SessionUser, input: TPermissionInput) => {
  const userId = input.userId ?? actor.id;
  const onBehalf = userId !== actor.id;
  if (onBehalf && !isBackOffice(actor)) throw new AppError('FORBIDDEN', 'error.forbidden', { fields: { userId: 'validation.userOutOfScope' } });
  const companies = await repo.findActiveUserCompanies(db, userId);
  if (!companies) throw invalidField('userId', 'validation.invalid');
  const candidates = onBehalf ? companies.filter((companyId) => inScope(actor, companyId)) : companies;
  if (onBehalf && !candidates.length) throw new AppError('FORBIDDEN', 'error.forbidden', { fields: { userId: 'validation.userOutOfScope' } });
  const companyId = input.companyId ?? candidates[0];
  if (companyId === undefined) throw invalidField('userId', 'validation.noCompany');
  if (!companies.includes(companyId)) throw invalidField('companyId', 'validation.invalid');
  if (onBehalf) assertBodyCompanyInScope(actor, companyId);
  return { userId, companyId };
};

/**
 * A continuation or relapse follows an earlier sick leave of the same worker at the same company,
 * and starts after it: at the latest the day after it ends, even when that day is still to come,
 * since the doctor issues the next certificate on the last day of the previous one. Another
 * company's record is neither named nor changed.
 */
const findParent = async (db: DbOrTx, owner: { userId: number; companyId: number }, input: TPermissionInput) => {
  if (!input.parentId) return undefined;
  const parent = await repo.getPermission(db, input.parentId).catch(() => undefined);
  const sameEpisode = parent && parent.userId === owner.userId && parent.companyId === owner.companyId;
  if (!parent || !sameEpisode || parent.type !== 'MALATTIA' || parent.status !== 'APPROVED') {
    throw invalidField('parentId', 'validation.parentInvalid');
  }
  if (input.startDate <= parent.startDate) throw invalidField('startDate', 'validation.continuationStart');
  return parent;
};

/** Sick leave starts by today, a first certificate never later; a continuation may start the day after the one it follows ends. */
const assertSickLeaveStart = (input: TPermissionInput, parent: TPermission | undefined) => {
  const today = todayInRome();
  if (input.startDate <= latestSickLeaveStart(today, parent?.endDate)) return;
  throw invalidField('startDate', parent ? 'permission.continuationTooLate' : 'validation.futureSickLeave');
};

/** Leave falls between 1 January of last year and 31 December of next year (Europe/Rome): each date out of them is a 400 beside its field. */
const assertWithinBounds = (dates: Partial<Record<'startDate' | 'endDate', string | null>>) => {
  const { first, last } = leaveDateBounds(todayInRome());
  const outside = Object.entries(dates).filter(([, date]) => date && (date < first || date > last));
  if (!outside.length) return;
  throw new AppError('VALIDATION', 'permission.outOfRange', {
    params: { first: formatDate(first), last: formatDate(last) },
    fields: Object.fromEntries(outside.map(([field]) => [field, 'permission.outOfRangeField'])),
  });
};

/**
 * Records a leave request (PENDING) or a sick-leave report. Sick leave needs no approval: it is
 * stored APPROVED with no decider, so it never waits among the pending requests.
 */
export const createPermission = async (db: Db, actor: SessionUser, input: TPermissionInput): Promise<TPermission> => {
  const sick = input.type === 'MALATTIA';
  const hourly = !sick && input.startTime !== null;
  assertWithinBounds({ startDate: input.startDate, endDate: hourly ? null : input.endDate });
  const period = {
    type: input.type,
    startDate: input.startDate,
    endDate: hourly ? input.startDate : input.endDate,
    startTime: hourly ? input.startTime : null,
    endTime: hourly ? input.endTime : null,
    hours: hourly ? hoursBetween(input.startTime!, input.endTime!) : null,
  };
  return db.transaction().execute(async (tx) => {
    const { userId, companyId } = await resolveOwner(tx, actor, input);
    await repo.lockUser(tx, userId);
    // A continuation may end the open certificate it follows: that one changes from its start on, until today.
    await assertMonthsOpen(tx, companyId, [leavePeriod(period), ...(sick && input.parentId ? [{ from: input.startDate, to: null }] : [])]);
    const now = nowIso();
    if (sick) {
      const parent = await findParent(tx, { userId, companyId }, input);
      assertSickLeaveStart(input, parent);
      // A continuation carries on from the day after the certificate it follows; after a gap the
      // sickness is a relapse (or a new first certificate), which INPS counts apart.
      if (input.kind === 'CONTINUATION' && parent?.endDate && input.startDate !== addDays(parent.endDate, 1)) {
        throw invalidField('startDate', 'permission.continuationDay');
      }
      // A continuation closes the open certificate it follows the day before it starts.
      if (parent && parent.endDate === null) await repo.updatePermission(tx, parent.id, { endDate: addDays(input.startDate, -1), updatedAt: now });
    }
    await assertWorkingTime(tx, companyId, period);
    await assertNoOverlap(tx, actor, userId, period);
    await assertL104WithinCap(tx, actor, userId, companyId, period);
    const id = await repo.insertPermission(tx, {
      ...period,
      userId,
      companyId,
      reason: input.reason,
      status: sick ? 'APPROVED' : 'PENDING',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      protocolNumber: sick ? input.protocolNumber : null,
      kind: sick ? input.kind : null,
      availabilityAddress: sick ? input.availabilityAddress : null,
      parentId: sick ? input.parentId : null,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    const created = await repo.getPermission(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: 'CREATE', entity: 'permission', entityId: id, after: created });
    await notifyManagers(tx, created, actor.id, { overlapping: sick ? await findApprovedLeaveUnder(tx, created) : undefined });
    return created;
  });
};

/** Approved leave (not sick leave) of the same worker at the same company that a sick leave falls on: what its managers may cancel. */
const findApprovedLeaveUnder = async (db: DbOrTx, sick: TPermission) =>
  (await repo.findActiveInRange(db, { userId: sick.userId, from: sick.startDate, to: sick.endDate ?? OPEN_END })).find(
    (other) => other.companyId === sick.companyId && other.type !== 'MALATTIA' && other.status === 'APPROVED' && periodsOverlap(sick, other),
  );

/**
 * Withdraws an APPROVED request of the caller's companies (never one's own), with the reason the
 * worker is told: shifts changed, or sickness suspended the leave. It is CANCELLED, so it no longer
 * counts in the balance or on the month sheet. Sick leave is corrected by its dates instead.
 */
export const revokePermission = async (db: Db, actor: SessionUser, id: number, note: string) =>
  db.transaction().execute(async (tx) => {
    const before = await repo.getPermission(tx, id);
    assertRecordInScope(actor, before.companyId);
    if (before.userId === actor.id) throw new AppError('FORBIDDEN', 'permission.ownDecision');
    if (before.type === 'MALATTIA') throw new AppError('CONFLICT', 'permission.sickLeaveNotRevocable');
    await assertMonthsOpen(tx, before.companyId, [leavePeriod(before)]);
    const now = nowIso();
    const changed = await repo.updatePermission(tx, id, { status: 'CANCELLED', decidedBy: actor.id, decidedAt: now, decisionNote: note, updatedAt: now }, 'APPROVED');
    if (!changed) throw new AppError('CONFLICT', 'permission.notApproved');
    const after = await repo.getPermission(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: 'REVOKE', entity: 'permission', entityId: id, before, after });
    await notifyDecision(tx, after);
    return after;
  });

/** Approves or rejects a PENDING request of the caller's companies; never one's own. */
export const decidePermission = async (db: Db, actor: SessionUser, id: number, decision: 'APPROVED' | 'REJECTED', note: string | null) =>
  db.transaction().execute(async (tx) => {
    const before = await repo.getPermission(tx, id);
    assertRecordInScope(actor, before.companyId);
    if (before.userId === actor.id) throw new AppError('FORBIDDEN', 'permission.ownDecision');
    await assertMonthsOpen(tx, before.companyId, [leavePeriod(before)]);
    const now = nowIso();
    const changed = await repo.updatePermission(tx, id, { status: decision, decidedBy: actor.id, decidedAt: now, decisionNote: note, updatedAt: now }, 'PENDING');
    if (!changed) throw new AppError('CONFLICT', 'permission.notPending');
    const after = await repo.getPermission(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: decision === 'APPROVED' ? 'APPROVE' : 'REJECT', entity: 'permission', entityId: id, before, after });
    await notifyDecision(tx, after);
    return after;
  });

/** The author withdraws a request while it is still PENDING. */
export const cancelPermission = async (db: Db, actor: SessionUser, id: number) =>
  db.transaction().execute(async (tx) => {
    const before = await getVisiblePermission(tx, actor, id);
    if (!isAuthor(actor, before)) throw new AppError('FORBIDDEN', 'permission.notAuthor');
    await assertMonthsOpen(tx, before.companyId, [leavePeriod(before)]);
    const changed = await repo.updatePermission(tx, id, { status: 'CANCELLED', updatedAt: nowIso() }, 'PENDING');
    if (!changed) throw new AppError('CONFLICT', 'permission.notPending');
    const after = await repo.getPermission(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: 'CANCEL', entity: 'permission', entityId: id, before, after });
    return after;
  });

/** Sets or moves the end of a sick leave, or its protocol or address: its author or the back office. */
export const patchSickLeave = async (db: Db, actor: SessionUser, id: number, input: TSickLeavePatch) =>
  db.transaction().execute(async (tx) => {
    const before = await getVisiblePermission(tx, actor, id);
    if (!isAuthor(actor, before) && !(isBackOffice(actor) && inScope(actor, before.companyId))) throw forbidden();
    return changeSickLeave(tx, actor, before, input, 'UPDATE');
  });

/**
 * Writes a change to an approved sick leave inside the caller's transaction, audited under
 * `action` (UPDATE from its page, CLOSED_AT_CLOCK_IN when the worker clocks in back at work).
 */
export const changeSickLeave = async (tx: DbOrTx, actor: SessionUser, before: TPermission, input: TSickLeavePatch, action: string) => {
  if (before.type !== 'MALATTIA' || before.status !== 'APPROVED') throw new AppError('CONFLICT', 'permission.notSickLeave');
  const endDate = input.endDate === undefined ? before.endDate : input.endDate;
  if (endDate !== null && endDate < before.startDate) throw invalidField('endDate', 'validation.endBeforeStart');
  assertWithinBounds({ endDate: input.endDate });
  await repo.lockUser(tx, before.userId);
  await assertMonthsOpen(tx, before.companyId, sickLeaveChange(before, input, endDate));
  await assertNoOverlap(tx, actor, before.userId, { ...before, endDate }, before.id);
  await repo.updatePermission(tx, before.id, { ...input, endDate, updatedAt: nowIso() });
  const after = await repo.getPermission(tx, before.id);
  await writeAudit(tx, { actorId: actor.id, action, entity: 'permission', entityId: before.id, before, after });
  await notifyManagers(tx, after, actor.id, { updated: true });
  return after;
};

/** The worker's sick leave running on `date` (approved, its dates holding the day), if any. */
export const findRunningSickLeave = async (db: DbOrTx, userId: number, date: string) =>
  (await repo.findActiveInRange(db, { userId, from: date, to: date, types: ['MALATTIA'] })).find((p) => p.status === 'APPROVED');
