import { addDays, maxDate, todayInRome } from '../../../../shared/dates';
import type { TShiftCreate, TShiftGenerate, TTimeSlot } from '../../../../shared/schemas/workforce';
import { isoWeekday, type ShiftSpan, shiftSpan } from '../../../../shared/workforce/shift-time';
import { type Insertable, sql } from 'kysely';
import { type DbOrTx, dialectOf } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../errors';
import { type Actor, type AssignOutcome, assertNotPast, assignInTx } from './assign';
import { nextSlot } from './repository';

/** Rows per INSERT: 13 values each stays far under both databases' limits on parameters. */
const CHUNK = 1000;

/** A client site's company, or a 404 when there is none in the caller's companies. */
export const siteCompany = async (db: DbOrTx, siteId: number, scope: number[] | undefined): Promise<number> => {
  const site = await db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select('client.companyId')
    .where('clientSite.id', '=', siteId)
    .executeTakeFirst();
  if (!site || (scope && !scope.includes(site.companyId))) throw notFound();
  return site.companyId;
};

/** A post in the caller's companies, or a 404. */
export const scopedPost = async (db: DbOrTx, postId: number, scope: number[] | undefined) => {
  const post = await db
    .selectFrom('post')
    .select(['id', 'name', 'companyId', 'clientSiteId', 'headcount', 'timeSlots', 'active'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post || (scope && !scope.includes(post.companyId))) throw notFound();
  return post;
};

/** Rows per statement on PostgreSQL, where each column goes as one array. */
const PG_CHUNK = 5000;

type ShiftValues = Insertable<Database['shift']>;

/**
 * PostgreSQL: the rows as one array per column, unnested by the server. A month of 120 posts takes
 * a third of the time that thousands of parameters take to send and bind.
 */
const insertByColumns = async (tx: DbOrTx, rows: ShiftValues[]): Promise<number> => {
  const column = <K extends keyof ShiftValues>(key: K) => rows.map((row) => row[key] ?? null);
  const result = await sql`
    insert into shift (company_id, post_id, client_site_id, date, start_time, end_time, starts_at, ends_at, minutes, slot, status, created_by, request_id)
    select * from unnest(
      ${column('companyId')}::int[], ${column('postId')}::int[], ${column('clientSiteId')}::int[], ${column('date')}::varchar[],
      ${column('startTime')}::varchar[], ${column('endTime')}::varchar[], ${column('startsAt')}::timestamptz[], ${column('endsAt')}::timestamptz[],
      ${column('minutes')}::int[], ${column('slot')}::int[], ${column('status')}::varchar[], ${column('createdBy')}::int[], ${column('requestId')}::int[])
    on conflict (post_id, date, start_time, slot) do nothing`.execute(tx);
  return Number(result.numAffectedRows ?? 0);
};

/** Spans by day and times: a month of 120 posts has thousands of shifts but a few dozen distinct spans. */
const spans = () => {
  const cache = new Map<string, ShiftSpan>();
  return (date: string, start: string, end: string) => {
    const key = `${date}|${start}|${end}`;
    let span = cache.get(key);
    if (!span) cache.set(key, (span = shiftSpan(date, start, end)));
    return span;
  };
};

/**
 * The drafts of the posts' time slots from `from` to `to`: each active post (the one named, or the
 * site's), each day, each slot of that weekday, each place of its headcount. The unique index on
 * (post, date, start, slot) makes a second run add only what is missing. Days before today are
 * left as they were: past rosters are not written after the fact. Shifts made for a client's
 * request carry its id; inside a caller's transaction (a request's scheduling) they are written in it.
 */
export const generateShifts = async (db: DbOrTx, input: TShiftGenerate, actor: Actor, { requestId = null }: { requestId?: number | null } = {}) => {
  let posts;
  if (input.postId) posts = [await scopedPost(db, input.postId, actor.scope)];
  else {
    await siteCompany(db, input.siteId!, actor.scope);
    posts = await db
      .selectFrom('post')
      .select(['id', 'name', 'companyId', 'clientSiteId', 'headcount', 'timeSlots', 'active'])
      .where('clientSiteId', '=', input.siteId!)
      .execute();
  }
  const spanOf = spans();
  const rows: ShiftValues[] = [];
  const from = maxDate(input.from, todayInRome());
  for (let date = from; date <= input.to; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    for (const post of posts) {
      if (!post.active) continue;
      for (const slot of JSON.parse(post.timeSlots) as TTimeSlot[]) {
        if (!slot.days.includes(weekday)) continue;
        const span = spanOf(date, slot.start, slot.end);
        for (let place = 0; place < post.headcount; place += 1) {
          rows.push({
            companyId: post.companyId,
            postId: post.id,
            clientSiteId: post.clientSiteId,
            userId: null,
            date,
            startTime: slot.start,
            endTime: slot.end,
            startsAt: span.startsAt,
            endsAt: span.endsAt,
            minutes: span.minutes,
            slot: place,
            status: 'DRAFT',
            createdBy: actor.id,
            requestId,
          });
        }
      }
    }
  }
  let created = 0;
  const inTransaction = <T>(work: (tx: DbOrTx) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (tx) => {
    if (dialectOf(tx) === 'postgres') {
      for (let i = 0; i < rows.length; i += PG_CHUNK) created += await insertByColumns(tx, rows.slice(i, i + PG_CHUNK));
      return;
    }
    for (let i = 0; i < rows.length; i += CHUNK) {
      const result = await tx
        .insertInto('shift')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(['postId', 'date', 'startTime', 'slot']).doNothing())
        .executeTakeFirst();
      created += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  });
  return { created, existing: rows.length - created };
};

/**
 * One shift added by hand, as a draft in the next free place of its post's time that day; with a
 * person, it goes through the checks of an assignment in the same transaction (refused: not added).
 */
export const createShift = async (db: DbOrTx, input: TShiftCreate, actor: Actor): Promise<{ id: number } & AssignOutcome> => {
  const post = await scopedPost(db, input.postId, actor.scope);
  assertNotPast(input);
  const span = shiftSpan(input.date, input.start, input.end);
  return db.transaction().execute(async (tx) => {
    let id: number | undefined;
    // Two additions at the same moment may pick the same place: the index turns one away, which tries the next.
    for (let attempt = 0; id === undefined && attempt < 10; attempt += 1) {
      const slot = await nextSlot(tx, post.id, input.date, input.start);
      const row = await tx
        .insertInto('shift')
        .values({
          companyId: post.companyId,
          postId: post.id,
          clientSiteId: post.clientSiteId,
          userId: null,
          date: input.date,
          startTime: input.start,
          endTime: input.end,
          ...span,
          slot,
          status: 'DRAFT',
          note: input.note,
          createdBy: actor.id,
        })
        .onConflict((oc) => oc.columns(['postId', 'date', 'startTime', 'slot']).doNothing())
        .returning('id')
        .executeTakeFirst();
      id = row?.id;
    }
    if (id === undefined) throw new Error('no free slot for the shift');
    if (input.userId === null) return { id, warnings: [], message: '' };
    return { id, ...(await assignInTx(tx, id, { userId: input.userId, overrideReason: null }, actor)) };
  });
};
