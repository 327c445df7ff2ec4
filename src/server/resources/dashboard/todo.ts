import { sql, type Expression, type SqlBool } from 'kysely';
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

/** The deadline list's windows (state not DONE): OVERDUE before today, 30 from today to today + 30. */
const windowCondition = (window: 'OVERDUE' | 30, today: string): Expression<SqlBool> =>
  window === 'OVERDUE'
    ? sql<SqlBool>`${ref('deadline.state')} <> 'DONE' and ${ref('deadline.dueDate')} < ${today}`
    : sql<SqlBool>`${ref('deadline.state')} <> 'DONE' and ${ref('deadline.dueDate')} >= ${today} and ${ref('deadline.dueDate')} <= ${addDays(today, DUE_WINDOW)}`;

/**
 * The deadlines of a window by kind, each kind blocking when it blocks work in any of the
 * companies counted (as each company set it): the blocking kinds first, then the most numerous.
 */
const deadlinesByKind = async (db: DbOrTx, companies: number[] | undefined, window: 'OVERDUE' | 30, today: string): Promise<Kind[]> => {
  const rows = await db
    .selectFrom('deadline')
    .select(['deadline.companyId', 'deadline.kind', sql<number>`count(*)`.as('n')])
    .where(windowCondition(window, today))
    .$if(companies !== undefined, (q) => q.where('deadline.companyId', 'in', companies as number[]))
    .groupBy(['deadline.companyId', 'deadline.kind'])
    .execute();
  const blocks = await blocksOf(db, rows.map((row) => row.companyId));
  const kinds = new Map<string, Kind>();
  for (const row of rows) {
    const kind = kinds.get(row.kind) ?? { kind: row.kind, blocks: false, ...figure(0, listLink('/deadlines', 'deadlines', { window, kind: row.kind })) };
    kind.value += Number(row.n);
    kind.blocks ||= blocks(row.companyId, row.kind) !== 'NO';
    kinds.set(row.kind, kind);
  }
  return [...kinds.values()].sort((a, b) => Number(b.blocks) - Number(a.blocks) || b.value - a.value || a.kind.localeCompare(b.kind));
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
  const [pending, expired, due, requests, drafts, documents] = await Promise.all([
    db.selectFrom('permission').select(sql<number>`count(*)`.as('n')).where('status', '=', 'PENDING').where(scoped('permission.companyId')).executeTakeFirst(),
    deadlinesByKind(db, companies, 'OVERDUE', today),
    deadlinesByKind(db, companies, 30, today),
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
