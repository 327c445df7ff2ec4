import { addDays, maxDate, minDate } from '../../../../shared/dates';
import { OPEN_END } from '../../../../shared/leave';
import type { TShiftStatus } from '../../../../shared/schemas/workforce';
import type { TRoster, TRosterPerson, TRosterPost, TRosterQuery, TRosterShift } from '../../../../shared/schemas/workforce-roster';
import { mondayOf } from '../../../../shared/workforce/shift-time';
import { type DbOrTx, readerOf } from '../../../db/database';
import { notFound } from '../../../errors';
import { contractMinutesOf } from '../rules/contract';
import { siteCompany } from './generate';
import { personName } from './repository';

/** The companies the grid covers: the one asked for (0 or none: all the caller's), or a 404 outside them. */
const companiesOf = (query: TRosterQuery, scope: number[] | undefined): number[] | undefined => {
  if (!query.companyId) return scope;
  if (scope && !scope.includes(query.companyId)) throw notFound();
  return [query.companyId];
};

const inList = (companies: number[] | undefined) => (companies && !companies.length ? [-1] : companies);

const postFrom = (db: DbOrTx) =>
  db.selectFrom('post').innerJoin('clientSite', 'clientSite.id', 'post.clientSiteId').innerJoin('client', 'client.id', 'clientSite.clientId');
const postColumns = (query: ReturnType<typeof postFrom>) =>
  query.select([
    'post.id',
    'post.name',
    'post.clientSiteId as siteId',
    'clientSite.name as siteName',
    'client.name as clientName',
    'post.headcount',
    'post.armed',
    'post.requiredQualification',
    'post.active',
  ]);
const toRosterPost = (row: Awaited<ReturnType<ReturnType<typeof postColumns>['execute']>>[number]): TRosterPost => ({
  ...row,
  armed: Boolean(row.armed),
  active: Boolean(row.active),
  requiredQualification: row.requiredQualification as TRosterPost['requiredQualification'],
});

/** The page's posts (active, ordered by site then name) and how many there are. */
const postsPage = async (db: DbOrTx, query: TRosterQuery, companies: number[] | undefined) => {
  let base = postFrom(db).where('post.active', '=', 1);
  const within = inList(companies);
  if (within) base = base.where('post.companyId', 'in', within);
  if (query.siteId) base = base.where('post.clientSiteId', '=', query.siteId);
  const [rows, count] = await Promise.all([
    postColumns(base)
      .orderBy('clientSite.name')
      .orderBy('clientSite.id')
      .orderBy('post.name')
      .orderBy('post.id')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map(toRosterPost), total: Number(count.total) };
};

/** The people the grid may plan: active workers of the companies, ordered by name; with their first company there. */
const peopleOf = (db: DbOrTx, companies: number[] | undefined) => {
  const within = inList(companies);
  return db
    .selectFrom('user')
    .where('user.active', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('userRole').select('userRole.userId').whereRef('userRole.userId', '=', 'user.id').where('userRole.role', '=', 'ROLE_WORKER')))
    .where((eb) => {
      let companyOf = eb.selectFrom('userCompany').select('userCompany.userId').whereRef('userCompany.userId', '=', 'user.id');
      if (within) companyOf = companyOf.where('userCompany.companyId', 'in', within);
      return eb.exists(companyOf);
    });
};

const personColumns = (companies: number[] | undefined) => {
  const within = inList(companies);
  return (query: ReturnType<typeof peopleOf>) =>
    query.select((eb) => {
      let first = eb.selectFrom('userCompany').select((inner) => inner.fn.min('userCompany.companyId').as('companyId')).whereRef('userCompany.userId', '=', 'user.id');
      if (within) first = first.where('userCompany.companyId', 'in', within);
      return ['user.id', 'user.lastName', 'user.firstName', 'user.qualification', 'user.armed', first.as('companyId')];
    });
};

/**
 * Each person's planned minutes per week (Monday → minutes), over the whole weeks the range
 * touches, from their non-cancelled shifts wherever they are; their contract; their approved
 * leave and sick leave in the range (one entry a day).
 */
const peopleDetails = async (db: DbOrTx, query: TRosterQuery, ids: number[], companies: number[] | undefined) => {
  if (!ids.length) return { weeks: new Map<number, Record<string, number>>(), contracts: new Map<number, number>(), absences: [] };
  const within = inList(companies);
  let leave = db
    .selectFrom('permission')
    .select(['userId', 'type', 'startDate', 'endDate', 'startTime', 'endTime'])
    .where('userId', 'in', ids)
    .where('status', '=', 'APPROVED')
    .where('startDate', '<=', query.to)
    .where((eb) => eb(eb.fn.coalesce('endDate', eb.val(OPEN_END)), '>=', query.from));
  if (within) leave = leave.where('companyId', 'in', within);
  const [days, contracts, permissions] = await Promise.all([
    db
      .selectFrom('shift')
      .select((eb) => ['userId', 'date', eb.fn.sum<number>('minutes').as('minutes')])
      .where('userId', 'in', ids)
      .where('status', '!=', 'CANCELLED')
      .where('date', '>=', mondayOf(query.from))
      .where('date', '<=', addDays(mondayOf(query.to), 6))
      .groupBy(['userId', 'date'])
      .execute(),
    contractMinutesOf(db, ids),
    leave.execute(),
  ]);
  const weeks = new Map<number, Record<string, number>>();
  for (const row of days) {
    const own = weeks.get(row.userId!) ?? {};
    const monday = mondayOf(row.date);
    own[monday] = (own[monday] ?? 0) + Number(row.minutes);
    weeks.set(row.userId!, own);
  }
  const absences: TRoster['absences'] = [];
  for (const permission of permissions) {
    const last = minDate(permission.endDate ?? query.to, query.to);
    for (let date = maxDate(permission.startDate, query.from); date <= last; date = addDays(date, 1)) {
      absences.push({ userId: permission.userId, date, type: permission.type, startTime: permission.startTime, endTime: permission.endTime });
    }
  }
  return { weeks, contracts, absences };
};

type PersonRow = { id: number; lastName: string | null; firstName: string | null; qualification: string | null; armed: number; companyId: number | null };
const toPerson = (row: PersonRow, details: Awaited<ReturnType<typeof peopleDetails>>): TRosterPerson => ({
  id: row.id,
  name: personName(row),
  companyId: row.companyId ?? 0,
  qualification: row.qualification,
  armed: Boolean(row.armed),
  weekMinutes: details.weeks.get(row.id) ?? {},
  contractMinutes: details.contracts.get(row.id) ?? 0,
});

/**
 * The rows' shifts in the range with only what a grid draws (names come once from posts and
 * people), and whether the person acknowledged the post's current orders (null when open; a post
 * without orders has nothing to acknowledge).
 */
const shiftsOf = async (db: DbOrTx, query: TRosterQuery, by: 'postId' | 'userId', ids: number[], companies: number[] | undefined): Promise<TRosterShift[]> => {
  if (!ids.length) return [];
  let shifts = db
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .select((eb) => [
      'shift.id',
      'shift.postId',
      'shift.userId',
      'shift.date',
      'shift.startTime',
      'shift.endTime',
      'shift.minutes',
      'shift.status',
      'shift.version',
      'shift.publishedAt',
      eb
        .or([
          eb.and([eb('post.orders', 'is', null), eb.not(eb.exists(eb.selectFrom('postDocument').select('postDocument.postId').whereRef('postDocument.postId', '=', 'post.id')))]),
          eb.exists(
            eb
              .selectFrom('postAck')
              .select('postAck.postId')
              .whereRef('postAck.postId', '=', 'shift.postId')
              .whereRef('postAck.userId', '=', 'shift.userId')
              .whereRef('postAck.ordersVersion', '>=', 'post.ordersVersion'),
          ),
        ])
        .as('acknowledged'),
    ])
    .where(`shift.${by}`, 'in', ids)
    .where('shift.date', '>=', query.from)
    .where('shift.date', '<=', query.to);
  const within = inList(companies);
  if (within) shifts = shifts.where('shift.companyId', 'in', within);
  const rows = await shifts.orderBy('shift.startsAt').orderBy('shift.id').execute();
  return rows.map((row) => ({
    id: row.id,
    postId: row.postId,
    userId: row.userId,
    date: row.date,
    start: row.startTime,
    end: row.endTime,
    minutes: row.minutes,
    status: row.status as TShiftStatus,
    version: row.version,
    publishedAt: row.publishedAt,
    ordersAcknowledged: row.userId === null ? null : Boolean(row.acknowledged),
  }));
};

/**
 * One page of a grid in a few statements (no statement per row), built without parsing every
 * shift again: the posts view's rows are posts, the people view's are people (see ZRoster).
 */
export const rosterPage = async (database: DbOrTx, query: TRosterQuery, scope: number[] | undefined): Promise<TRoster> => {
  const db = readerOf(database);
  const companies = companiesOf(query, scope);
  if (query.siteId) await siteCompany(db, query.siteId, scope);
  const frame = { from: query.from, to: query.to, view: query.view };

  if (query.view === 'posts') {
    const { posts, total } = await postsPage(db, query, companies);
    const shifts = await shiftsOf(db, query, 'postId', posts.map((post) => post.id), companies);
    const ids = [...new Set(shifts.flatMap((shift) => (shift.userId === null ? [] : [shift.userId])))];
    // The posts grid names who works its shifts and nothing more: hours and leave are the people view's.
    const rows = ids.length ? await db.selectFrom('user').select(['id', 'lastName', 'firstName']).where('id', 'in', ids).orderBy('lastName').orderBy('firstName').orderBy('id').execute() : [];
    const people = rows.map((row) => ({ id: row.id, name: personName(row) }));
    return { ...frame, total, posts, people, shifts, absences: [] };
  }

  const base = peopleOf(db, companies);
  const [rows, count] = await Promise.all([
    personColumns(companies)(base)
      .orderBy('user.lastName')
      .orderBy('user.firstName')
      .orderBy('user.id')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const [shifts, details] = await Promise.all([shiftsOf(db, query, 'userId', ids, companies), peopleDetails(db, query, ids, companies)]);
  const postIds = [...new Set(shifts.map((shift) => shift.postId))];
  const posts = postIds.length
    ? (await postColumns(postFrom(db)).where('post.id', 'in', postIds).orderBy('clientSite.name').orderBy('post.name').execute()).map(toRosterPost)
    : [];
  return { ...frame, total: Number(count.total), posts, people: rows.map((row) => toPerson(row, details)), shifts, absences: details.absences };
};
