import type { ExpressionBuilder } from 'kysely';
import { type Role, ROLES } from '../../../shared/roles';
import { SEXES, type TUser } from '../../../shared/schemas/user';
import type { DbOrTx } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';

export const USER_LIST: ListSpec = {
  sortable: {
    id: 'id',
    lastName: 'lastName',
    firstName: 'firstName',
    fiscalCode: 'fiscalCode',
    username: 'username',
    email: 'email',
    jobTitle: 'jobTitle',
    hireDate: 'hireDate',
    endDate: 'endDate',
    active: 'active',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
  // companyId and role are answered through the user's companies and roles (equality or a list only: no bounds).
  filterable: {
    id: field.id('id'),
    active: field.boolean('active'),
    clientId: field.id('clientId', { nullable: true }),
    sex: field.enum('sex', SEXES, { nullable: true }),
    hireDate: field.date('hireDate', { nullable: true }),
    endDate: field.date('endDate', { nullable: true }),
    companyId: field.id('userCompany.companyId', { bounds: false }),
    role: field.enum('userRole.role', ROLES),
  },
  searchable: ['firstName', 'lastName', 'fiscalCode', 'email', 'username'],
  defaultSort: { field: 'lastName', order: 'asc' },
};

type Eb = ExpressionBuilder<Database, 'user'>;

const memberOf = (eb: Eb, companyIds: readonly number[]) =>
  eb.exists(
    eb
      .selectFrom('userCompany')
      .select('userCompany.userId')
      .whereRef('userCompany.userId', '=', 'user.id')
      .where('userCompany.companyId', 'in', companyIds.length ? [...companyIds] : [-1]),
  );

const holdsRole = (eb: Eb, roles: readonly string[]) =>
  eb.exists(
    eb
      .selectFrom('userRole')
      .select('userRole.userId')
      .whereRef('userRole.userId', '=', 'user.id')
      .where('userRole.role', 'in', roles.length ? [...roles] : ['']),
  );

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Users, with their roles and companies, answered as the API shows them (no password hash). */
const withRolesAndCompanies = async (db: DbOrTx, rows: UserRow[]): Promise<TUser[]> => {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [roles, companies] = await Promise.all([
    db.selectFrom('userRole').select(['userId', 'role']).where('userId', 'in', ids).orderBy('role').execute(),
    db.selectFrom('userCompany').select(['userId', 'companyId']).where('userId', 'in', ids).orderBy('companyId').execute(),
  ]);
  return rows.map(({ passwordHash: _hash, ...row }) => ({
    ...row,
    sex: row.sex as TUser['sex'],
    qualification: row.qualification as TUser['qualification'],
    citizenship: row.citizenship as TUser['citizenship'],
    armed: row.armed === 1,
    language: row.language as TUser['language'],
    active: row.active === 1,
    mustChangePassword: row.mustChangePassword === 1,
    roles: roles.filter((r) => r.userId === row.id).map((r) => r.role as Role),
    companyIds: companies.filter((c) => c.userId === row.id).map((c) => c.companyId),
  }));
};

/** Users in scope (undefined = all): those with a company among the scope's. */
export const findUsers = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const { companyId, role, ...filter } = list.filter;
  const base = db.selectFrom('user').where((eb) => {
    const conditions = listConditions(eb, { ...list, filter }, USER_LIST);
    if (scope) conditions.push(memberOf(eb, scope));
    if (companyId !== undefined) conditions.push(memberOf(eb, asList(companyId).map(Number)));
    if (role !== undefined) conditions.push(holdsRole(eb, asList(role).map(String)));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.selectAll(), list, USER_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await withRolesAndCompanies(db, rows), total: Number(total.total) };
};

export const getUser = async (db: DbOrTx, id: number): Promise<TUser> => {
  const row = await db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [user] = await withRolesAndCompanies(db, [row]);
  return user;
};

/** The names of a user's companies, for their own profile. */
export const findCompanyNames = (db: DbOrTx, companyIds: readonly number[]) =>
  companyIds.length
    ? db.selectFrom('company').select(['id', 'name']).where('id', 'in', [...companyIds]).orderBy('name').execute()
    : Promise.resolve([]);

export const getPasswordHash = async (db: DbOrTx, id: number): Promise<string> => {
  const row = await db.selectFrom('user').select('passwordHash').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row.passwordHash;
};

export type UserColumns = Partial<Omit<UserRow, 'id' | 'createdAt'>>;

export const updateUserRow = (db: DbOrTx, id: number, values: UserColumns) =>
  db.updateTable('user').set(values).where('id', '=', id).execute();

export const replaceRoles = async (db: DbOrTx, userId: number, roles: readonly string[]) => {
  await db.deleteFrom('userRole').where('userId', '=', userId).execute();
  await db.insertInto('userRole').values(roles.map((role) => ({ userId, role }))).execute();
};

export const replaceCompanies = async (db: DbOrTx, userId: number, companyIds: readonly number[]) => {
  await db.deleteFrom('userCompany').where('userId', '=', userId).execute();
  if (companyIds.length) await db.insertInto('userCompany').values(companyIds.map((companyId) => ({ userId, companyId }))).execute();
};

/** Deletes a user; a company they led keeps no dangling CEO. */
export const deleteUser = async (db: DbOrTx, id: number) => {
  await db.updateTable('company').set({ ceoId: null }).where('ceoId', '=', id).execute();
  await db.deleteFrom('user').where('id', '=', id).execute();
};
