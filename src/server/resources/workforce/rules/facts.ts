import { romeInstant } from '../../../../shared/attendance';
import { addDays } from '../../../../shared/dates';
import type { TWorkforceSettings } from '../../../../shared/schemas/workforce';
import { mondayOf } from '../../../../shared/workforce/shift-time';
import type { DbOrTx } from '../../../db/database';
import type { AssignTarget } from './check';
import type { PostFact, RuleFacts, ShiftFact } from './facts-types';
import { type PlaceFacts, readPlaceFacts } from './place-facts';
import { type PeopleData, qualificationsFrom, readPeopleData } from './qualification-facts';

const DAY_MS = 86_400_000;

/** From when a person's shifts matter to the checks: the average's weeks, or the weekly rest's days, back from the shift's week (and a day for a night ending in it). */
const shiftsFrom = (shift: AssignTarget, settings: TWorkforceSettings) => {
  const sets = Object.values(settings.rules);
  const back = Math.max(...sets.map((r) => Math.max(r.averageWeeks * 7, r.weeklyRestAverageDays)));
  return romeInstant(addDays(mondayOf(shift.date), -back - 1), '00:00');
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

/** What the checks read besides the people's shifts: the place's facts and each person's own. */
export interface OtherFacts extends PlaceFacts {
  people: PeopleData;
}

/** The person's other shifts the checks weigh, keyed by person. */
export const loadShiftFacts = loadShifts;

/** Each person's facts from what was read; someone who does not exist has none. */
export const factsFrom = (shift: AssignTarget, ids: number[], others: OtherFacts, shifts: Map<number, ShiftFact[]>): Map<number, RuleFacts> => {
  const { post, people, settings } = others;
  const result = new Map<number, RuleFacts>();
  for (const id of ids) {
    const user = people.users.get(id);
    if (!user) continue;
    const postFact: PostFact = { ...post, acknowledgedVersion: others.acks.find((a) => a.userId === id)?.ordersVersion ?? null };
    const inCompany = (people.companies.get(id) ?? []).includes(shift.companyId);
    result.set(id, {
      shift: { id: shift.id, date: shift.date, startsAt: shift.startsAt, endsAt: shift.endsAt, minutes: shift.minutes },
      person: { active: user.active === 1, hireDate: user.hireDate, endDate: user.endDate, inCompany, qualification: user.qualification },
      post: postFact,
      shifts: shifts.get(id) ?? [],
      leave: others.leave.get(id) ?? [],
      qualifications: qualificationsFrom(people, id, shift.date)!,
      rules: settings.rules,
      contractMinutes: others.contracts.get(id)!,
    });
  }
  return result;
};

/**
 * The facts of assigning `shift` to each of `userIds`, in three statements whatever their number:
 * the people's own data beside the place's (post, settings, acknowledgements, leave, contracts),
 * then the people's shifts, which need the settings. A person who does not exist has no facts (a
 * 404 for the caller).
 */
export const loadRuleFacts = async (db: DbOrTx, shift: AssignTarget, userIds: number[]): Promise<Map<number, RuleFacts>> => {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const [people, [place, shifts]] = await Promise.all([
    readPeopleData(db, ids),
    readPlaceFacts(db, shift, ids).then(async (place) => [place, await loadShifts(db, shift, ids, place.settings)] as const),
  ]);
  return factsFrom(shift, ids, { ...place, people }, shifts);
};
