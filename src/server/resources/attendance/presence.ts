import { dayBounds, minutesStartedOn, romeTimeOf, type TSiteType } from '../../../shared/attendance';
import { todayInRome } from '../../../shared/dates';
import { OPEN_END, type TPermissionType } from '../../../shared/leave';
import type { TPresence } from '../../../shared/schemas/attendance-views';
import type { DbOrTx } from '../../db/database';
import { isMissed, missedCutoffs } from './settings';
import { surnameFirst } from '../../../shared/names';


/**
 * The workers of some companies (undefined: every company) with today's state: PRESENT with an
 * open attendance (at which site, since when), ON_LEAVE with approved leave covering now, LEFT
 * after clocking out today, ABSENT otherwise. Only who is employed today: not yet hired (a hire
 * date ahead) or gone (an end date behind) is nobody's absence.
 */
export const findPresence = async (db: DbOrTx, companyIds: number[] | undefined, now: Date): Promise<TPresence[]> => {
  if (companyIds && !companyIds.length) return [];
  const today = todayInRome(now);
  const people = await db
    .selectFrom('user')
    .innerJoin('userCompany', 'userCompany.userId', 'user.id')
    .innerJoin('userRole', 'userRole.userId', 'user.id')
    .select(['user.id', 'user.firstName', 'user.lastName', 'userCompany.companyId'])
    .where('user.active', '=', 1)
    .where('userRole.role', '=', 'ROLE_WORKER')
    .where((eb) => eb.or([eb('user.hireDate', 'is', null), eb('user.hireDate', '<=', today)]))
    .where((eb) => eb.or([eb('user.endDate', 'is', null), eb('user.endDate', '>=', today)]))
    .$if(companyIds !== undefined, (q) => q.where('userCompany.companyId', 'in', companyIds as number[]))
    .orderBy('user.lastName')
    .orderBy('user.firstName')
    .orderBy('user.id')
    .orderBy('userCompany.companyId')
    .execute();
  if (!people.length) return [];
  const ids = [...new Set(people.map((p) => p.id))];
  // A row shows the records and leave of its own company only: a worker moved from another
  // company must not bring that company's attendance along.
  const companies = [...new Set(people.map((p) => p.companyId))];
  const { from } = dayBounds(today);
  const nowIso = now.toISOString();
  const [records, leave, cutoffs] = await Promise.all([
    db
      .selectFrom('attendance')
      .select(['id', 'userId', 'companyId', 'siteType', 'siteId', 'siteName', 'checkIn', 'checkOut', 'missedClockOut'])
      .where('userId', 'in', ids)
      .where('companyId', 'in', companies)
      .where((eb) => eb.or([eb('checkOut', 'is', null), eb('checkOut', '>=', from)]))
      .orderBy('checkIn')
      .execute(),
    db
      .selectFrom('permission')
      .select(['userId', 'companyId', 'type', 'startTime', 'endTime'])
      .where('userId', 'in', ids)
      .where('companyId', 'in', companies)
      .where('status', '=', 'APPROVED')
      .where('startDate', '<=', today)
      .where((eb) => eb(eb.fn.coalesce('endDate', eb.val(OPEN_END)), '>=', today))
      .execute(),
    missedCutoffs(db, now),
  ]);
  const time = romeTimeOf(nowIso);
  const seen = new Set<number>();
  return people.flatMap((person) => {
    // A worker belongs to one company; should one hold two, the first in scope answers.
    if (seen.has(person.id)) return [];
    seen.add(person.id);
    const mine = records.filter((r) => r.userId === person.id && r.companyId === person.companyId).map((r) => ({ ...r, missed: isMissed(r, cutoffs) }));
    const open = mine.find((r) => r.checkOut === null);
    const last = [...mine].reverse().find((r) => r.checkOut !== null);
    const absence = leave.find((l) => l.userId === person.id && l.companyId === person.companyId);
    const onLeaveNow = !!absence && (!absence.startTime || (absence.startTime <= time && time < (absence.endTime ?? '24:00')));
    const shown = open ?? last;
    const state = open ? 'PRESENT' : onLeaveNow ? 'ON_LEAVE' : last ? 'LEFT' : 'ABSENT';
    return [
      {
        userId: person.id,
        userName: surnameFirst(person.lastName, person.firstName),
        companyId: person.companyId,
        state,
        attendanceId: shown?.id ?? null,
        since: open?.checkIn ?? null,
        lastCheckOut: last?.checkOut ?? null,
        siteType: (shown?.siteType as TSiteType | null) ?? null,
        siteId: shown?.siteId ?? null,
        siteName: shown?.siteName ?? null,
        missed: !!open?.missed,
        todayMinutes: minutesStartedOn(mine, today, now),
        leaveType: (absence?.type as TPermissionType | undefined) ?? null,
        leaveStartTime: absence?.startTime ?? null,
        leaveEndTime: absence?.endTime ?? null,
      } satisfies TPresence,
    ];
  });
};
