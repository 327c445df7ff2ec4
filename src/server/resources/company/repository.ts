import { COMPANY_STATUSES, type TCompany, type TCompanyStatus } from '../../../shared/schemas/company';
import type { DbOrTx } from '../../db/database';
import type { CompanyRow, CompanyUpdate, NewCompany } from '../../db/schema';
import { notFound } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';

export const COMPANY_LIST: ListSpec = {
  sortable: { id: 'id', name: 'name', vat: 'vat', status: 'status', legalForm: 'legalForm', createdAt: 'createdAt', updatedAt: 'updatedAt' },
  filterable: {
    id: field.id('id'),
    status: field.enum('status', COMPANY_STATUSES),
    legalForm: field.text('legalForm', { nullable: true }),
    vat: field.text('vat'),
  },
  searchable: ['name', 'vat', 'email', 'pec', 'headOffice', 'registeredOffice'],
  defaultSort: { field: 'name', order: 'asc' },
};

const toCompany = (row: CompanyRow): TCompany => ({ ...row, status: row.status as TCompanyStatus });

/** Companies in scope (undefined = all), filtered, sorted and paged, with the total. */
export const findCompanies = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const base = db.selectFrom('company').where((eb) => {
    const conditions = listConditions(eb, list, COMPANY_LIST);
    if (scope) conditions.push(eb('id', 'in', scope.length ? scope : [-1]));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.selectAll(), list, COMPANY_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toCompany), total: Number(total.total) };
};

export const getCompany = async (db: DbOrTx, id: number): Promise<TCompany> => {
  const row = await db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toCompany(row);
};

/** The patron saint's days ('MM-dd') of some companies, by company id: the holiday each calendar adds to the national ones (null for none). */
export const findPatronDays = async (db: DbOrTx, ids: readonly number[]): Promise<Map<number, string | null>> => {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('company').select(['id', 'patronDay']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, row.patronDay]));
};

/** One company's patron saint's day; null when it keeps none. */
export const findPatronDay = async (db: DbOrTx, id: number): Promise<string | null> => (await findPatronDays(db, [id])).get(id) ?? null;

export const createCompany = async (db: DbOrTx, values: NewCompany): Promise<TCompany> => {
  const row = await db.insertInto('company').values(values).returningAll().executeTakeFirstOrThrow();
  return toCompany(row);
};

export const updateCompany = async (db: DbOrTx, id: number, values: CompanyUpdate): Promise<TCompany> => {
  const row = await db.updateTable('company').set(values).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound();
  return toCompany(row);
};

export const companyExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  !!(await db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst());

export const deleteCompany = (db: DbOrTx, id: number) => db.deleteFrom('company').where('id', '=', id).execute();

export const countActiveUsers = async (db: DbOrTx, companyId: number): Promise<number> => {
  const row = await db
    .selectFrom('userCompany')
    .innerJoin('user', 'user.id', 'userCompany.userId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userCompany.companyId', '=', companyId)
    .where('user.active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const isCompanyMember = async (db: DbOrTx, companyId: number, userId: number): Promise<boolean> =>
  !!(await db
    .selectFrom('userCompany')
    .select('userId')
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .executeTakeFirst());
