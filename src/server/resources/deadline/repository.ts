import { type Expression, type SqlBool, sql } from 'kysely';
import {
  DEADLINE_KINDS,
  DEADLINE_STATUSES,
  DEADLINE_SUBJECT_TYPES,
  DEADLINE_WINDOWS,
  type TDeadline,
  type TDeadlineBlocks,
  type TDeadlineKindCode,
  type TDeadlineListFilter,
  type TDeadlineState,
  type TDeadlineStatus,
  type TDeadlineSubjectType,
  ZDeadlineListFilter,
  deadlineStatusOn,
} from '../../../shared/schemas/deadline';
import { addDays } from '../../../shared/dates';
import { type DbOrTx, nowIso, readerOf } from '../../db/database';
import { AppError } from '../../errors';
import { field, type ListQuery, type ListSpec, orderAndPage } from '../../http/list-query';
import { type DeadlinePage, readDefaultPage } from './list-page';
import { defaultViewCompanies, openTotal } from './open-count';

export const DEADLINE_LIST: ListSpec = {
  sortable: {
    id: 'deadline.id',
    dueDate: 'deadline.dueDate',
    remindFrom: 'deadline.remindFrom',
    kind: 'deadline.kind',
    subjectType: 'deadline.subjectType',
    subjectId: 'deadline.subjectId',
    companyId: 'deadline.companyId',
    title: 'deadline.title',
    source: 'deadline.source',
    createdAt: 'deadline.createdAt',
    updatedAt: 'deadline.updatedAt',
    // The select's own column, which ORDER BY may name on both databases.
    subjectName: 'subjectName',
  },
  // Typed here as ZDeadlineListFilter takes them (bounds on the due date only), then answered by listWhere.
  filterable: {
    id: field.id('deadline.id', { bounds: false }),
    status: field.enum('', DEADLINE_STATUSES),
    kind: field.enum('deadline.kind', Object.keys(DEADLINE_KINDS)),
    subjectType: field.enum('deadline.subjectType', DEADLINE_SUBJECT_TYPES),
    subjectId: field.id('deadline.subjectId', { bounds: false }),
    companyId: field.id('deadline.companyId', { bounds: false }),
    dueDate: field.date('deadline.dueDate', { equality: false }),
    window: field.enum('', [...DEADLINE_WINDOWS, 30, 60, 90], { lists: false }),
  },
  searchable: [],
  defaultSort: { field: 'dueDate', order: 'asc' },
};

/** Whose deadlines a list covers: undefined means every company. */
export interface DeadlineView {
  scope: number[] | undefined;
  /** yyyy-MM-dd in Europe/Rome: the day the date-driven statuses are worked out for. */
  today: string;
}

const ref = (column: string) => sql.ref(column);

/** The subject as people read it: 'Cognome Nome', 'AB123CD Fiat Panda', a company's or client's name. */
const subjectName = sql<string | null>`case ${ref('deadline.subjectType')}
  when 'USER' then coalesce(nullif(trim(coalesce(${ref('su.lastName')}, '') || ' ' || coalesce(${ref('su.firstName')}, '')), ''), ${ref('su.username')}, ${ref('su.email')})
  when 'VEHICLE' then ${ref('sv.plate')} || ' ' || ${ref('sv.brand')} || ' ' || ${ref('sv.model')}
  when 'COMPANY' then ${ref('sc.name')}
  when 'CLIENT' then ${ref('scl.name')}
end`;

/** The stored columns a status stands for on `today`, written so that the indexes on state, due_date and remind_from serve it. */
const statusCondition = (status: TDeadlineStatus, today: string): Expression<SqlBool> => {
  const state = ref('deadline.state');
  const due = ref('deadline.dueDate');
  const remind = ref('deadline.remindFrom');
  switch (status) {
    case 'DONE':
      return sql<SqlBool>`${state} = 'DONE'`;
    case 'RENEWAL_FILED':
      return sql<SqlBool>`${state} = 'RENEWAL_FILED'`;
    case 'EXPIRED':
      return sql<SqlBool>`(${state} = 'OPEN' and ${due} < ${today})`;
    case 'DUE_SOON':
      return sql<SqlBool>`(${state} = 'OPEN' and ${due} >= ${today} and ${remind} <= ${today})`;
    case 'OK':
      return sql<SqlBool>`(${state} = 'OPEN' and ${remind} > ${today})`;
  }
};

const asList = <T>(value: T | T[] | undefined): T[] | undefined => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

const inList = (column: string, values: ReadonlyArray<string | number>) =>
  values.length ? sql<SqlBool>`${ref(column)} in (${sql.join([...new Set(values)])})` : sql<SqlBool>`1 = 0`;

/** The list's filter, checked: a 400 naming `filter.<field>` for a value of the wrong type. */
export const parseDeadlineFilter = (list: ListQuery): TDeadlineListFilter => {
  const result = ZDeadlineListFilter.safeParse(list.filter);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : String(issue.path[0] ?? 'filter');
  throw new AppError('VALIDATION', 'error.validation', { fields: { [`filter.${field}`]: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid' } });
};

/** The conditions of a list: scope, the filter and `q` on the subject's name. */
const listWhere = (filter: TDeadlineListFilter, q: string | undefined, view: DeadlineView): Expression<SqlBool>[] => {
  const { today } = view;
  const conditions: Expression<SqlBool>[] = [];
  if (view.scope) conditions.push(inList('deadline.companyId', view.scope));
  // companyId 0 is the top bar's 'every company': no condition beyond the scope.
  const companies = asList(filter.companyId)?.filter((id) => id !== 0);
  if (companies?.length) conditions.push(inList('deadline.companyId', companies));
  const statuses = asList(filter.status);
  // Written as the partial index on open deadlines says it (state <> 'DONE'), so that both databases use it.
  if (!statuses?.includes('DONE')) conditions.push(sql<SqlBool>`${ref('deadline.state')} <> 'DONE'`);
  if (statuses) conditions.push(statuses.length ? sql<SqlBool>`(${sql.join(statuses.map((s) => statusCondition(s, today)), sql` or `)})` : sql<SqlBool>`1 = 0`);
  const ids = asList(filter.id);
  if (ids) conditions.push(inList('deadline.id', ids));
  const kinds = asList(filter.kind);
  if (kinds) conditions.push(inList('deadline.kind', kinds));
  const types = asList(filter.subjectType);
  if (types) conditions.push(inList('deadline.subjectType', types));
  const subjects = asList(filter.subjectId);
  if (subjects) conditions.push(inList('deadline.subjectId', subjects));
  if (filter.dueDate_gte) conditions.push(sql<SqlBool>`${ref('deadline.dueDate')} >= ${filter.dueDate_gte}`);
  if (filter.dueDate_lte) conditions.push(sql<SqlBool>`${ref('deadline.dueDate')} <= ${filter.dueDate_lte}`);
  // A window is about what is still to be done, whatever the status asks.
  if (filter.window && statuses?.includes('DONE')) conditions.push(sql<SqlBool>`${ref('deadline.state')} <> 'DONE'`);
  if (filter.window === 'OVERDUE') {
    conditions.push(sql<SqlBool>`${ref('deadline.dueDate')} < ${today}`);
  } else if (filter.window) {
    conditions.push(sql<SqlBool>`${ref('deadline.dueDate')} >= ${today} and ${ref('deadline.dueDate')} <= ${addDays(today, Number(filter.window))}`);
  }
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql<SqlBool>`lower(${subjectName}) like ${pattern} escape '\\'`);
  }
  return conditions;
};

const withSubjects = (db: DbOrTx) =>
  db
    .selectFrom('deadline')
    .leftJoin('user as su', (join) => join.onRef('su.id', '=', 'deadline.subjectId').on('deadline.subjectType', '=', 'USER'))
    .leftJoin('vehicle as sv', (join) => join.onRef('sv.id', '=', 'deadline.subjectId').on('deadline.subjectType', '=', 'VEHICLE'))
    .leftJoin('company as sc', (join) => join.onRef('sc.id', '=', 'deadline.subjectId').on('deadline.subjectType', '=', 'COMPANY'))
    .leftJoin('client as scl', (join) => join.onRef('scl.id', '=', 'deadline.subjectId').on('deadline.subjectType', '=', 'CLIENT'));

const selectDeadline = (db: DbOrTx) => withSubjects(db).selectAll('deadline').select(subjectName.as('subjectName'));

type Row = Awaited<ReturnType<ReturnType<typeof selectDeadline>['executeTakeFirstOrThrow']>>;
/** A deadline as stored, with its subject's name: what the services work from. */
export type DeadlineRecord = Row;

/** The blocking each company gave the kinds it changed; the catalogue's otherwise. */
export const blocksOf = async (db: DbOrTx, companyIds: number[]) => {
  const unique = [...new Set(companyIds)];
  const rows = unique.length
    ? await db.selectFrom('deadlineKindSetting').select(['companyId', 'kind', 'blocks']).where('companyId', 'in', unique).execute()
    : [];
  const own = new Map(rows.map((row) => [`${row.companyId}:${row.kind}`, row.blocks as TDeadlineBlocks]));
  return (companyId: number, kind: string): TDeadlineBlocks =>
    own.get(`${companyId}:${kind}`) ?? (DEADLINE_KINDS[kind as TDeadlineKindCode]?.blocks as TDeadlineBlocks | undefined) ?? 'NO';
};

/** The API record of stored rows: status on `today`, blocking as each company has it. */
export const toDeadlines = async (db: DbOrTx, rows: Row[], today: string): Promise<TDeadline[]> => {
  const blocks = await blocksOf(db, rows.map((row) => row.companyId));
  return rows.map(({ state, createdBy: _by, ...row }) => ({
    ...row,
    subjectType: row.subjectType as TDeadlineSubjectType,
    kind: row.kind as TDeadlineKindCode,
    source: row.source as TDeadline['source'],
    status: deadlineStatusOn({ state: state as TDeadlineState, dueDate: row.dueDate, remindFrom: row.remindFrom }, today),
    blocks: blocks(row.companyId, row.kind),
  }));
};

/** A page of the list and its total. Both run on the reader (SQLite) beside the event loop. */
export const findDeadlines = async (db: DbOrTx, list: ListQuery, view: DeadlineView) => {
  const filter = parseDeadlineFilter(list);
  const conditions = listWhere(filter, list.q, view);
  const reader = readerOf(db);
  const where = (eb: { and: (c: Expression<SqlBool>[]) => Expression<SqlBool> }) => eb.and(conditions);
  // The default view's total comes from the counts the database keeps; any other is counted, with
  // the subjects' tables only when `q` searches their names.
  const companies = defaultViewCompanies(filter, list.q, view.scope);
  const counted = async () => {
    if (companies !== undefined) return openTotal(reader, companies);
    const from = list.q ? withSubjects(reader) : reader.selectFrom('deadline');
    return Number((await from.where(where).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
  };
  const [rows, total] = await Promise.all([orderAndPage(selectDeadline(reader).where(where), list, DEADLINE_LIST).execute(), counted()]);
  return { rows: await toDeadlines(reader, rows, view.today), total };
};

/**
 * The table's default view (no filter but the company, sorted by due date) as the API answers it,
 * in one statement (see list-page.ts); undefined for any other list, which findDeadlines answers.
 */
export const findDefaultPage = async (db: DbOrTx, list: ListQuery, view: DeadlineView): Promise<DeadlinePage | undefined> => {
  const companies = defaultViewCompanies(parseDeadlineFilter(list), list.q, view.scope);
  if (companies === undefined || list.sort.field !== 'dueDate') return undefined;
  return readDefaultPage(db, companies, list, view.today);
};

/** Every row of a filtered list (the exports), at most `max`, in the list's order. */
export const findAllDeadlines = async (db: DbOrTx, list: ListQuery, view: DeadlineView, max: number) => {
  const filter = parseDeadlineFilter(list);
  const conditions = listWhere(filter, list.q, view);
  const reader = readerOf(db);
  const rows = await selectDeadline(reader)
    .where((eb) => eb.and(conditions))
    .orderBy(sql.ref(DEADLINE_LIST.sortable[list.sort.field]), list.sort.order)
    .orderBy('deadline.id', list.sort.order)
    .limit(max)
    .execute();
  return toDeadlines(reader, rows, view.today);
};

export const findDeadline = (db: DbOrTx, id: number): Promise<DeadlineRecord | undefined> =>
  selectDeadline(db).where('deadline.id', '=', id).executeTakeFirst();

/** A person's own: their deadlines and those of the vehicles assigned to them, not done, by due date. */
export const findOwnDeadlines = async (db: DbOrTx, userId: number, today: string) => {
  const rows = await selectDeadline(db)
    .where('deadline.state', '!=', 'DONE')
    .where((eb) =>
      eb.or([
        eb.and([eb('deadline.subjectType', '=', 'USER'), eb('deadline.subjectId', '=', userId)]),
        eb.and([eb('deadline.subjectType', '=', 'VEHICLE'), eb('sv.assignedUserId', '=', userId)]),
      ]),
    )
    .orderBy('deadline.dueDate')
    .orderBy('deadline.id')
    .limit(1000)
    .execute();
  return toDeadlines(db, rows, today);
};

/**
 * A company changed a kind's window: its deadlines not done remind from the new day, in one
 * statement. remind_from is due_date minus the days, computed by the database on each side.
 */
export const applyLeadDaysInSql = async (tx: DbOrTx, companyId: number, kind: TDeadlineKindCode, leadDays: number, dialect: 'sqlite' | 'postgres') => {
  const remindFrom =
    dialect === 'postgres'
      ? sql<string>`to_char(cast(${ref('dueDate')} as date) - cast(${leadDays} as integer), 'YYYY-MM-DD')`
      : sql<string>`date(${ref('dueDate')}, ${`-${leadDays} days`})`;
  await tx
    .updateTable('deadline')
    .set({ leadDays, remindFrom, updatedAt: nowIso() })
    .where('companyId', '=', companyId)
    .where('kind', '=', kind)
    .where('state', '!=', 'DONE')
    .execute();
};
