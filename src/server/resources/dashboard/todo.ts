import { sql, type SqlBool } from 'kysely';
import { addDays } from '../../../shared/dates';
import type { TDashboard } from '../../../shared/schemas/dashboard';
import { mondayOf } from '../../../shared/workforce/shift-time';
import type { DbOrTx } from '../../db/database';
import { blocksOf } from '../deadline/repository';
import { countOf, figure, listLink, rosterPath } from './links';

const DAY = 86_400_000;
/** A client request still OPEN this long after it was sent waits for an answer. */
export const REQUEST_WAIT_MS = DAY;
/** A document its owner has not opened this long after it was given is unacknowledged. */
export const ACKNOWLEDGE_DAYS = 7;
/** Deadlines due within this many days, as the deadlines' 30-day window. */
const DUE_WINDOW = 30;

type Kind = TDashboard['expiredByKind'][number];

const ref = (column: string) => sql.ref(column);

/**
 * The deadlines of both windows by kind, in one statement: OVERDUE (not DONE, due before today)
 * and 30 (not DONE, due from today to today + 30), as the deadline list's windows filter them.
 * Each kind blocks when it blocks work in any of the companies counted (as each company set it):
 * the blocking kinds first, then the most numerous. Read from the index of open deadlines by
 * company, kind and due date (migration 0017), in its order: nothing to sort.
 */
const deadlinesByKind = async (db: DbOrTx, companies: number[] | undefined, today: string) => {
  const rows = await db
    .selectFrom('deadline')
    .select([
      'deadline.companyId',
      'deadline.kind',
      sql<number>`sum(case when ${ref('deadline.dueDate')} < ${today} then 1 else 0 end)`.as('expired'),
      sql<number>`sum(case when ${ref('deadline.dueDate')} >= ${today} then 1 else 0 end)`.as('due'),
    ])
    .where(sql<SqlBool>`${ref('deadline.state')} <> 'DONE'`)
    .where('deadline.dueDate', '<=', addDays(today, DUE_WINDOW))
    .$if(companies !== undefined, (q) => q.where('deadline.companyId', 'in', companies as number[]))
    .groupBy(['deadline.companyId', 'deadline.kind'])
    .execute();
  const blocks = await blocksOf(db, rows.map((row) => row.companyId));
  const byWindow = (window: 'OVERDUE' | 30, count: (row: (typeof rows)[number]) => number): Kind[] => {
    const kinds = new Map<string, Kind>();
    for (const row of rows) {
      if (!Number(count(row))) continue;
      const kind = kinds.get(row.kind) ?? { kind: row.kind, blocks: false, ...figure(0, listLink('/deadlines', 'deadlines', { window, kind: row.kind })) };
      kind.value += Number(count(row));
      kind.blocks ||= blocks(row.companyId, row.kind) !== 'NO';
      kinds.set(row.kind, kind);
    }
    return [...kinds.values()].sort((a, b) => Number(b.blocks) - Number(a.blocks) || b.value - a.value || a.kind.localeCompare(b.kind));
  };
  return { expired: byWindow('OVERDUE', (row) => row.expired), due: byWindow(30, (row) => row.due) };
};

const total = (kinds: Kind[]) => kinds.reduce((sum, kind) => sum + kind.value, 0);

/**
 * What waits for the office: leave to decide, expired and due deadlines (by kind, the blocking
 * first), client requests still OPEN a day after they were sent, next week's shifts still in
 * draft, and documents given to a worker that they have not opened after 7 days.
 */
export const todoFigures = async (db: DbOrTx, companies: number[] | undefined, today: string, now: Date) => {
  const scoped = <T extends string>(column: T) => (companies === undefined ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${ref(column)} in (${sql.join(companies)})`);
  const waitingSince = new Date(now.getTime() - REQUEST_WAIT_MS).toISOString();
  const givenBefore = new Date(now.getTime() - ACKNOWLEDGE_DAYS * DAY).toISOString();
  const monday = addDays(mondayOf(today), 7);
  const sunday = addDays(monday, 6);
  const [pending, { expired, due }, requests, drafts, documents] = await Promise.all([
    db.selectFrom('permission').select(sql<number>`count(*)`.as('n')).where('status', '=', 'PENDING').where(scoped('permission.companyId')).executeTakeFirst(),
    deadlinesByKind(db, companies, today),
    db
      .selectFrom('serviceRequest')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'OPEN')
      .where('createdAt', '<=', waitingSince)
      .where(scoped('serviceRequest.companyId'))
      .executeTakeFirst(),
    db
      .selectFrom('shift')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'DRAFT')
      .where('date', '>=', monday)
      .where('date', '<=', sunday)
      .where(scoped('shift.companyId'))
      .executeTakeFirst(),
    db
      .selectFrom('document')
      .select(sql<number>`count(*)`.as('n'))
      .where('ownerType', '=', 'USER')
      .where('visibleToOwner', '=', 1)
      .where('acknowledgedAt', 'is', null)
      .where('deletedAt', 'is', null)
      .where('status', '=', 'ACTIVE')
      .where('createdAt', '<=', givenBefore)
      .where(scoped('document.companyId'))
      .executeTakeFirst(),
  ]);
  const todo: TDashboard['todo'] = {
    pendingLeave: figure(countOf(pending), listLink('/permission', 'permission', { status: 'PENDING' })),
    deadlinesExpired: figure(total(expired), listLink('/deadlines', 'deadlines', { window: 'OVERDUE' })),
    deadlinesDue: figure(total(due), listLink('/deadlines', 'deadlines', { window: DUE_WINDOW })),
    requestsWaiting: figure(countOf(requests), listLink('/client/requests', 'request', { status: 'OPEN', createdAt_lte: waitingSince })),
    draftShifts: figure(countOf(drafts), { path: rosterPath(monday), resource: 'workforce/shifts', filter: { status: 'DRAFT', date_gte: monday, date_lte: sunday } }),
    unacknowledged: figure(
      countOf(documents),
      listLink('/document', 'document', { ownerType: 'USER', visibleToOwner: true, acknowledged: false, status: 'ACTIVE', createdAt_lte: givenBefore }),
    ),
  };
  return { todo, expiredByKind: expired, dueByKind: due };
};
