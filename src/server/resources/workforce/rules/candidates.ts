import { addDays } from '../../../../shared/dates';
import type { Locale } from '../../../../shared/i18n/validation';
import type { TCandidate } from '../../../../shared/schemas/workforce';
import { mondayOf } from '../../../../shared/workforce/shift-time';
import type { DbOrTx } from '../../../db/database';
import type { AssignTarget } from './check';
import { loadRuleFacts } from './facts';
import { decideChecks, postNeedsGpg } from './pure';
import { toCheckResult } from './words';
import { surnameFirst } from '../../../../shared/names';

/** How many people past the SQL filter get every check: the least planned that week first. */
const CHECKED_PER_PLACE = 3;

/**
 * The workers of the shift's company who could take it, by a filter the database runs: active,
 * employed on the day, not on another shift meeting it, not away the whole day, of a qualification
 * the post accepts (a GPG where the post needs one, with a licence where it is armed).
 */
const prefilter = async (db: DbOrTx, shift: AssignTarget, count: number) => {
  const post = await db.selectFrom('post').select(['armed', 'requiredQualification', 'serviceType']).where('id', '=', shift.postId).executeTakeFirstOrThrow();
  const armed = post.armed === 1;
  const needsGpg = postNeedsGpg({ ...post, armed });
  const monday = mondayOf(shift.date);
  const week = db
    .selectFrom('shift')
    .select((eb) => ['shift.userId', eb.fn.sum<number>('shift.minutes').as('minutes')])
    .where('shift.date', '>=', monday)
    .where('shift.date', '<=', addDays(monday, 6))
    .where('shift.status', '!=', 'CANCELLED')
    .where('shift.id', '!=', shift.id)
    .where('shift.userId', 'is not', null)
    .groupBy('shift.userId')
    .as('week');
  return db
    .selectFrom('user')
    .innerJoin('userCompany', (join) => join.onRef('userCompany.userId', '=', 'user.id').on('userCompany.companyId', '=', shift.companyId))
    .innerJoin('userRole', (join) => join.onRef('userRole.userId', '=', 'user.id').on('userRole.role', '=', 'ROLE_WORKER'))
    .leftJoin(week, 'week.userId', 'user.id')
    .select((eb) => ['user.id', 'user.firstName', 'user.lastName', 'user.qualification', eb.fn.coalesce('week.minutes', eb.lit(0)).as('weekMinutes')])
    .where('user.active', '=', 1)
    .where((eb) => eb.or([eb('user.hireDate', 'is', null), eb('user.hireDate', '<=', shift.date)]))
    .where((eb) => eb.or([eb('user.endDate', 'is', null), eb('user.endDate', '>=', shift.date)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('shift as other')
            .select('other.id')
            .whereRef('other.userId', '=', 'user.id')
            .where('other.status', '!=', 'CANCELLED')
            .where('other.id', '!=', shift.id)
            .where('other.startsAt', '<', shift.endsAt)
            .where('other.endsAt', '>', shift.startsAt),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('permission')
            .select('permission.id')
            .whereRef('permission.userId', '=', 'user.id')
            .where('permission.status', '=', 'APPROVED')
            .where('permission.startTime', 'is', null)
            .where('permission.startDate', '<=', shift.date)
            .where((p) => p.or([p('permission.endDate', 'is', null), p('permission.endDate', '>=', shift.date)])),
        ),
      ),
    )
    // Whoever holds the shift now is not a replacement for it.
    .where((eb) => eb.not(eb.exists(eb.selectFrom('shift as current').select('current.id').where('current.id', '=', shift.id).whereRef('current.userId', '=', 'user.id'))))
    .$if(needsGpg, (qb) => qb.where('user.qualification', '=', 'GPG'))
    .$if(armed, (qb) => qb.where('user.armed', '=', 1))
    .orderBy('weekMinutes')
    .orderBy('user.lastName')
    .orderBy('user.firstName')
    .orderBy('user.id')
    .limit(count)
    .execute();
};

/**
 * Who could cover `shift`: of the people the database lets through, those the full checks do not
 * refuse (not even where an override would do), ranked by fewer warnings, then fewer planned
 * minutes that week.
 */
export const findCandidates = async (db: DbOrTx, shift: AssignTarget, locale: Locale, limit = 20): Promise<TCandidate[]> => {
  const people = await prefilter(db, shift, Math.max(1, limit) * CHECKED_PER_PLACE);
  const facts = await loadRuleFacts(
    db,
    shift,
    people.map((p) => p.id),
  );
  const candidates: TCandidate[] = [];
  for (const person of people) {
    const own = facts.get(person.id);
    if (!own) continue;
    const results = decideChecks(own);
    if (results.some((r) => r.level === 'REFUSE')) continue;
    candidates.push({
      userId: person.id,
      name: surnameFirst(person.lastName, person.firstName) ?? '',
      qualification: person.qualification,
      weekMinutes: Number(person.weekMinutes),
      contractMinutes: own.contractMinutes,
      warnings: results.map((r) => toCheckResult(locale, r)),
    });
  }
  return candidates.sort((a, b) => a.warnings.length - b.warnings.length || a.weekMinutes - b.weekMinutes || a.name.localeCompare(b.name)).slice(0, limit);
};
