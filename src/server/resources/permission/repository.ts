import { type SqlBool, sql, type Updateable } from 'kysely';
import {
  ACTIVE_STATUSES,
  OPEN_END,
  PERMISSION_STATUSES,
  PERMISSION_TYPES,
  SICK_LEAVE_KINDS,
  type TPermissionStatus,
  type TPermissionType,
  type TSickLeaveKind,
} from '../../../shared/leave';
import type { TPermission } from '../../../shared/schemas/permission';
import { type DbOrTx, dialectOf } from '../../db/database';
import type { PermissionRow, PermissionTable } from '../../db/schema';
import { notFound } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';
import { surnameFirst } from '../../../shared/names';

export const PERMISSION_LIST: ListSpec = {
  sortable: {
    id: 'permission.id',
    startDate: 'permission.startDate',
    endDate: 'permission.endDate',
    type: 'permission.type',
    status: 'permission.status',
    userId: 'permission.userId',
    userName: 'user.lastName',
    companyId: 'permission.companyId',
    createdAt: 'permission.createdAt',
    decidedAt: 'permission.decidedAt',
  },
  filterable: {
    id: field.id('permission.id'),
    type: field.enum('permission.type', PERMISSION_TYPES),
    status: field.enum('permission.status', PERMISSION_STATUSES),
    userId: field.id('permission.userId'),
    companyId: field.id('permission.companyId'),
    startDate: field.date('permission.startDate'),
    endDate: field.date('permission.endDate', { nullable: true }),
    kind: field.enum('permission.kind', SICK_LEAVE_KINDS, { nullable: true }),
    parentId: field.id('permission.parentId', { nullable: true }),
  },
  searchable: ['user.lastName', 'user.firstName', 'permission.reason', 'permission.protocolNumber'],
  defaultSort: { field: 'startDate', order: 'desc' },
};

/** A permission row with its worker's name and its company's patron saint's day. */
export type PermissionRecord = PermissionRow & { userFirstName: string | null; userLastName: string | null; patronDay: string | null };

export const toPermission = ({ userFirstName, userLastName, ...row }: PermissionRecord): TPermission => ({
  ...row,
  hours: row.hours === null ? null : Number(row.hours),
  userName: surnameFirst(userLastName, userFirstName),
  type: row.type as TPermissionType,
  status: row.status as TPermissionStatus,
  kind: row.kind as TSickLeaveKind | null,
});

/** The columns of a record: the request, its worker's name and the patron day its days are counted with. */
const RECORD_EXTRAS = ['user.firstName as userFirstName', 'user.lastName as userLastName', 'company.patronDay'] as const;

const selectRecords = (db: DbOrTx) =>
  db
    .selectFrom('permission')
    .innerJoin('user', 'user.id', 'permission.userId')
    .innerJoin('company', 'company.id', 'permission.companyId')
    .selectAll('permission')
    .select(RECORD_EXTRAS);

/** What a caller may list: their own requests, plus every request of their companies when they read leave. */
export interface PermissionVisibility {
  userId: number;
  /** undefined: every company; [] none but the caller's own. */
  companies: number[] | undefined;
}

export const findPermissions = async (db: DbOrTx, list: ListQuery, visibility: PermissionVisibility) => {
  // An open-ended sick leave (no end yet) is still running on any later day: `endDate_gte` keeps it.
  const { endDate_gte: runningOn, ...filter } = list.filter;
  const base = db
    .selectFrom('permission')
    .innerJoin('user', 'user.id', 'permission.userId')
    .where((eb) => {
      const conditions = listConditions(eb, { ...list, filter }, PERMISSION_LIST);
      if (runningOn !== undefined) conditions.push(sql<SqlBool>`(${sql.ref('permission.endDate')} is null or ${sql.ref('permission.endDate')} >= ${runningOn})`);
      const { companies, userId } = visibility;
      if (companies) {
        conditions.push(
          companies.length ? eb.or([eb('permission.userId', '=', userId), eb('permission.companyId', 'in', companies)]) : eb('permission.userId', '=', userId),
        );
      }
      return eb.and(conditions);
    });
  const rows = base.innerJoin('company', 'company.id', 'permission.companyId').selectAll('permission').select(RECORD_EXTRAS);
  const [records, total] = await Promise.all([
    orderAndPage(rows, list, PERMISSION_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: records.map(toPermission), total: Number(total.total) };
};

export const getPermission = async (db: DbOrTx, id: number): Promise<TPermission> => {
  const record = await selectRecords(db).where('permission.id', '=', id).executeTakeFirst();
  if (!record) throw notFound();
  return toPermission(record);
};

export const insertPermission = async (db: DbOrTx, values: Omit<PermissionRow, 'id'>): Promise<number> => {
  const { id } = await db.insertInto('permission').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
};

/** Updates a request; with `onlyIf`, only while it still has that status (answers whether it did). */
export const updatePermission = async (db: DbOrTx, id: number, values: Updateable<PermissionTable>, onlyIf?: TPermissionStatus) => {
  let query = db.updateTable('permission').set(values).where('id', '=', id);
  if (onlyIf) query = query.where('status', '=', onlyIf);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** A worker's PENDING and APPROVED requests touching [from, to]; an open end runs for ever. */
export const findActiveInRange = async (
  db: DbOrTx,
  { userId, from, to, types }: { userId: number; from: string; to: string; types?: readonly string[] },
): Promise<TPermission[]> => {
  let query = selectRecords(db)
    .where('permission.userId', '=', userId)
    .where('permission.status', 'in', [...ACTIVE_STATUSES])
    .where('permission.startDate', '<=', to)
    .where((eb) => eb(eb.fn.coalesce('permission.endDate', eb.val(OPEN_END)), '>=', from));
  if (types) query = query.where('permission.type', 'in', [...types]);
  const records = await query.orderBy('permission.startDate').execute();
  return records.map(toPermission);
};

/** A user's companies, or undefined when there is no such active user. */
export const findActiveUserCompanies = async (db: DbOrTx, userId: number): Promise<number[] | undefined> => {
  const user = await db.selectFrom('user').select('id').where('id', '=', userId).where('active', '=', 1).executeTakeFirst();
  if (!user) return undefined;
  const rows = await db.selectFrom('userCompany').select('companyId').where('userId', '=', userId).orderBy('companyId').execute();
  return rows.map((row) => row.companyId);
};

/** Serializes a worker's requests on PostgreSQL; SQLite transactions are serialized already. */
export const lockUser = async (db: DbOrTx, userId: number) => {
  if (dialectOf(db) === 'postgres') {
    await db.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
  }
};
