import { romeInstant } from '../../../../shared/attendance';
import { addDays } from '../../../../shared/dates';
import type { TWorkforceSettings } from '../../../../shared/schemas/workforce';
import { mondayOf } from '../../../../shared/workforce/shift-time';
import type { DbOrTx } from '../../../db/database';
import { qualificationsOn } from '../../deadline/qualifications';
import { getWorkforceSettings } from '../settings';
import type { AssignTarget } from './check';
import { contractMinutesOf } from './contract';
import type { LeaveFact, PostFact, RuleFacts, ShiftFact } from './facts-types';
import { leaveDays } from './pure';

const DAY_MS = 86_400_000;

/** From when a person's shifts matter to the checks: the average's weeks, or the weekly rest's days, back from the shift's week (and a day for a night ending in it). */
const shiftsFrom = (shift: AssignTarget, settings: TWorkforceSettings) => {
  const sets = Object.values(settings.rules);
  const back = Math.max(...sets.map((r) => Math.max(r.averageWeeks * 7, r.weeklyRestAverageDays)));
  return romeInstant(addDays(mondayOf(shift.date), -back - 1), '00:00');
};

const loadPost = async (db: DbOrTx, postId: number) => {
  const post = await db
    .selectFrom('post')
    .select(['name', 'serviceType', 'armed', 'requiredQualification', 'requiredCourses', 'orders', 'ordersVersion'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return { ...post, armed: post.armed === 1, requiredCourses: JSON.parse(post.requiredCourses) as string[] };
};

const loadShifts = async (db: DbOrTx, shift: AssignTarget, userIds: number[], settings: TWorkforceSettings) => {
  const rows = await db
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .select(['shift.id', 'shift.userId', 'shift.date', 'shift.startTime', 'shift.endTime', 'shift.startsAt', 'shift.endsAt', 'shift.minutes', 'post.name as postName'])
    .where('shift.userId', 'in', userIds)
    .where('shift.startsAt', '>=', shiftsFrom(shift, settings))
    .where('shift.startsAt', '<', new Date(Date.parse(shift.endsAt) + 14 * DAY_MS).toISOString())
    .where('shift.status', '!=', 'CANCELLED')
    .where('shift.id', '!=', shift.id)
    .execute();
  const byUser = new Map<number, ShiftFact[]>();
  for (const { userId, startTime, endTime, ...row } of rows) {
    const list = byUser.get(userId!) ?? [];
    list.push({ ...row, start: startTime, end: endTime });
    byUser.set(userId!, list);
  }
  return byUser;
};

const loadLeave = async (db: DbOrTx, date: string, userIds: number[]) => {
  const days = leaveDays(date);
  const rows = await db
    .selectFrom('permission')
    .select(['userId', 'type', 'startDate', 'endDate', 'startTime', 'endTime'])
    .where('userId', 'in', userIds)
    .where('status', '=', 'APPROVED')
    .where('startDate', '<=', days.to)
    .where((eb) => eb.or([eb('endDate', 'is', null), eb('endDate', '>=', days.from)]))
    .execute();
  const byUser = new Map<number, LeaveFact[]>();
  for (const { userId, ...leave } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), leave]);
  return byUser;
};

/**
 * The facts of assigning `shift` to each of `userIds`, in a handful of queries whatever their
 * number (the qualification check runs per person). A person who does not exist is a 404.
 */
export const loadRuleFacts = async (db: DbOrTx, shift: AssignTarget, userIds: number[]): Promise<Map<number, RuleFacts>> => {
  const ids = [...new Set(userIds)];
  const result = new Map<number, RuleFacts>();
  if (!ids.length) return result;
  const settingsAndShifts = getWorkforceSettings(db, shift.companyId).then(async (settings) => ({ settings, shifts: await loadShifts(db, shift, ids, settings) }));
  // The qualification check runs beside the rest: its own few queries are the longest chain.
  const [people, post, acks, leave, contracts, { settings, shifts }, qualifications] = await Promise.all([
    db
      .selectFrom('user')
      .leftJoin('userCompany', (join) => join.onRef('userCompany.userId', '=', 'user.id').on('userCompany.companyId', '=', shift.companyId))
      .select(['user.id', 'user.active', 'user.hireDate', 'user.endDate', 'user.qualification', 'userCompany.companyId'])
      .where('user.id', 'in', ids)
      .execute(),
    loadPost(db, shift.postId),
    db.selectFrom('postAck').select(['userId', 'ordersVersion']).where('postId', '=', shift.postId).where('userId', 'in', ids).execute(),
    loadLeave(db, shift.date, ids),
    contractMinutesOf(db, ids, shift.date),
    settingsAndShifts,
    Promise.all(ids.map(async (id) => [id, await qualificationsOn(db, id, shift.date)] as const)).then((pairs) => new Map(pairs)),
  ]);
  for (const person of people) {
    const postFact: PostFact = { ...post, acknowledgedVersion: acks.find((a) => a.userId === person.id)?.ordersVersion ?? null };
    result.set(person.id, {
      shift: { id: shift.id, date: shift.date, startsAt: shift.startsAt, endsAt: shift.endsAt, minutes: shift.minutes },
      person: { active: person.active === 1, hireDate: person.hireDate, endDate: person.endDate, inCompany: person.companyId !== null, qualification: person.qualification },
      post: postFact,
      shifts: shifts.get(person.id) ?? [],
      leave: leave.get(person.id) ?? [],
      qualifications: qualifications.get(person.id)!,
      rules: settings.rules,
      contractMinutes: contracts.get(person.id)!,
    });
  }
  return result;
};
