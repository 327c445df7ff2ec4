import { mondayOf } from '../../../shared/workforce/shift-time';

/** A shift of the demo roster before it is written. */
export interface PlannedShift {
  postIndex: number;
  companyId: number;
  postId: number;
  clientSiteId: number;
  date: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  minutes: number;
  slot: number;
  status: 'DRAFT' | 'PUBLISHED';
  userId: number | null;
  note: string | null;
  /** Left as it is by the planner: a scenario's shift, or one the office has not planned yet. */
  fixed?: boolean;
}

const HOUR = 3_600_000;
/** The demo plans everyone within 48 hours a week (40 and some overtime) and the 11 hours of rest, like a careful office. */
const WEEK_CAP_MINUTES = 48 * 60;
const REST_MS = 11 * HOUR;

/** Who works when so far, and whether a person has `rest` clear either side of a time. */
const bookings = (shifts: PlannedShift[]) => {
  const byUser = new Map<number, Array<[number, number]>>();
  const weekly = new Map<string, number>();
  const book = (shift: PlannedShift, userId: number) => {
    const list = byUser.get(userId) ?? [];
    list.push([Date.parse(shift.startsAt), Date.parse(shift.endsAt)]);
    byUser.set(userId, list);
    const key = `${userId}:${mondayOf(shift.date)}`;
    weekly.set(key, (weekly.get(key) ?? 0) + shift.minutes);
  };
  for (const shift of shifts) if (shift.userId !== null) book(shift, shift.userId);
  const clear = (userId: number, from: number, to: number, rest: number) =>
    (byUser.get(userId) ?? []).every(([start, end]) => to + rest <= start || end + rest <= from);
  return { book, clear, weekly };
};

/**
 * Fills the shifts not fixed, post by post (in the order given: the posts few people may work
 * first), earliest first: of the post's usual staff who are available that
 * day, have 11 hours clear either side of their other shifts and room in their week, the one with
 * the fewest minutes that week (ties rotate with the day, so the same person does not always win).
 * What nobody can take stays open. Deterministic: the same input gives the same roster.
 */
export const planRoster = (shifts: PlannedShift[], staffOf: (postIndex: number) => number[], available: (userId: number, date: string) => boolean) => {
  const { book, clear, weekly } = bookings(shifts);
  const order = [...shifts].sort((a, b) => a.postIndex - b.postIndex || a.startsAt.localeCompare(b.startsAt));
  for (const [turn, shift] of order.entries()) {
    if (shift.fixed || shift.userId !== null) continue;
    const from = Date.parse(shift.startsAt);
    const to = Date.parse(shift.endsAt);
    const week = mondayOf(shift.date);
    const staff = staffOf(shift.postIndex);
    const options = staff
      .map((userId, index) => ({ userId, rank: (index + turn) % staff.length, minutes: weekly.get(`${userId}:${week}`) ?? 0 }))
      .filter(({ userId, minutes }) => minutes + shift.minutes <= WEEK_CAP_MINUTES && available(userId, shift.date) && clear(userId, from, to, REST_MS))
      .sort((a, b) => a.minutes - b.minutes || a.rank - b.rank);
    if (!options.length) continue;
    shift.userId = options[0].userId;
    book(shift, shift.userId);
  }
  return shifts;
};

/**
 * Gives `extra` (a one-off added to a planned roster) to the first of `people` who is available
 * and has 11 hours clear of their shifts, else to the first who is merely free then.
 */
export const assignFree = (shifts: PlannedShift[], extra: PlannedShift, people: number[], available: (userId: number, date: string) => boolean) => {
  const { clear } = bookings(shifts);
  const from = Date.parse(extra.startsAt);
  const to = Date.parse(extra.endsAt);
  const free = people.filter((userId) => available(userId, extra.date));
  extra.userId = free.find((userId) => clear(userId, from, to, REST_MS)) ?? free.find((userId) => clear(userId, from, to, 0)) ?? null;
  return extra;
};
