import type { TClient } from '../../../shared/schemas/client';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';
import type { Insertable, Selectable, Updateable } from 'kysely';

type ClientRow = Selectable<Database['client']>;

export const CLIENT_LIST: ListSpec = {
  sortable: {
    id: 'id',
    name: 'name',
    vat: 'vat',
    fiscalCode: 'fiscalCode',
    companyId: 'companyId',
    contactName: 'contactName',
    active: 'active',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
  filterable: {
    id: field.id('id'),
    companyId: field.id('companyId'),
    active: field.boolean('active'),
    vat: field.text('vat', { nullable: true }),
    fiscalCode: field.text('fiscalCode', { nullable: true }),
  },
  searchable: ['name', 'vat', 'fiscalCode', 'email', 'pec', 'contactName', 'address'],
  defaultSort: { field: 'name', order: 'asc' },
};

const toClient = (row: ClientRow): TClient => ({ ...row, active: row.active === 1 });

/** Clients in scope (undefined = all companies), filtered, sorted and paged, with the total. */
export const findClients = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const base = db.selectFrom('client').where((eb) => {
    const conditions = listConditions(eb, list, CLIENT_LIST);
    if (scope) conditions.push(eb('companyId', 'in', scope.length ? scope : [-1]));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.selectAll(), list, CLIENT_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toClient), total: Number(total.total) };
};

export const getClient = async (db: DbOrTx, id: number): Promise<TClient> => {
  const row = await db.selectFrom('client').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toClient(row);
};

/** Another client of the same company with this VAT or fiscal code, if any. */
export const findClientWith = (db: DbOrTx, companyId: number, field: 'vat' | 'fiscalCode', value: string, exceptId?: number) => {
  let query = db.selectFrom('client').select('id').where('companyId', '=', companyId).where(field, '=', value);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
};

export const insertClient = async (db: DbOrTx, values: Insertable<Database['client']>) =>
  toClient(await db.insertInto('client').values(values).returningAll().executeTakeFirstOrThrow());

export const updateClient = async (db: DbOrTx, id: number, values: Updateable<Database['client']>) => {
  const row = await db.updateTable('client').set(values).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound();
  return toClient(row);
};

export const moveClientUsers = async (db: DbOrTx, clientId: number, companyId: number) => {
  const users = db.selectFrom('user').select('id').where('clientId', '=', clientId);
  await db.deleteFrom('userCompany').where('userId', 'in', users).execute();
  await db
    .insertInto('userCompany')
    .columns(['userId', 'companyId'])
    .expression(db.selectFrom('user').select((eb) => ['id', eb.cast<number>(eb.val(companyId), 'integer').as('companyId')]).where('clientId', '=', clientId))
    .execute();
};


export const deleteClient = (db: DbOrTx, id: number) => db.deleteFrom('client').where('id', '=', id).execute();

/** The ids of a client's sites. */
export const findClientSiteIds = async (db: DbOrTx, clientId: number): Promise<number[]> =>
  (await db.selectFrom('clientSite').select('id').where('clientId', '=', clientId).execute()).map((row) => row.id);
