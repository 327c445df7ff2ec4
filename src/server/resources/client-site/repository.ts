import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { TClientSiteView } from '../../../shared/schemas/client-site-view';
import { addDays, todayInRome } from '../../../shared/dates';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';

/** A site's company is its client's: joined, so that moving a client moves its sites. */
export const CLIENT_SITE_LIST: ListSpec = {
  sortable: {
    id: 'clientSite.id',
    name: 'clientSite.name',
    clientId: 'clientSite.clientId',
    radiusMeters: 'clientSite.radiusMeters',
    createdAt: 'clientSite.createdAt',
    updatedAt: 'clientSite.updatedAt',
  },
  filterable: { id: field.id('clientSite.id'), clientId: field.id('clientSite.clientId'), companyId: field.id('client.companyId') },
  searchable: ['clientSite.name', 'clientSite.address'],
  defaultSort: { field: 'name', order: 'asc' },
};

const sites = (db: DbOrTx) =>
  db.selectFrom('clientSite').innerJoin('client', 'client.id', 'clientSite.clientId');

/**
 * The active people who work the site by the roster: distinct, with published shifts there from
 * 90 days ago to 14 days ahead (the sites they may clock in at follow from the same window).
 */
const assignedGuards = (eb: ExpressionBuilder<Database, 'clientSite' | 'client'>) => {
  const today = todayInRome();
  return eb
    .selectFrom('shift')
    .innerJoin('user', 'user.id', 'shift.userId')
    .select((inner) => inner.fn.count<number>('shift.userId').distinct().as('n'))
    .whereRef('shift.clientSiteId', '=', 'clientSite.id')
    .where('shift.status', '=', 'PUBLISHED')
    .where('shift.date', '>=', addDays(today, -90))
    .where('shift.date', '<=', addDays(today, 14))
    .where('user.active', '=', 1)
    .as('assignedGuards');
};

const toSite = <T extends { assignedGuards: number | null }>(row: T) => ({ ...row, assignedGuards: Number(row.assignedGuards ?? 0) });

export const findClientSites = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const base = sites(db).where((eb) => {
    const conditions = listConditions(eb, list, CLIENT_SITE_LIST);
    if (scope) conditions.push(eb('client.companyId', 'in', scope.length ? scope : [-1]));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.selectAll('clientSite').select(['client.companyId', 'client.name as clientName', assignedGuards]), list, CLIENT_SITE_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toSite) as TClientSiteView[], total: Number(total.total) };
};

export const getClientSite = async (db: DbOrTx, id: number): Promise<TClientSiteView> => {
  const row = await sites(db).selectAll('clientSite').select(['client.companyId', 'client.name as clientName', assignedGuards]).where('clientSite.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toSite(row) as TClientSiteView;
};

export const companyOfClient = async (db: DbOrTx, clientId: number): Promise<number | undefined> =>
  (await db.selectFrom('client').select('companyId').where('id', '=', clientId).executeTakeFirst())?.companyId;

export const insertClientSite = async (db: DbOrTx, values: Insertable<Database['clientSite']>) => {
  const { id } = await db.insertInto('clientSite').values(values).returning('id').executeTakeFirstOrThrow();
  return getClientSite(db, id);
};

export const updateClientSite = async (db: DbOrTx, id: number, values: Updateable<Database['clientSite']>) => {
  await db.updateTable('clientSite').set(values).where('id', '=', id).execute();
  return getClientSite(db, id);
};

export const deleteClientSite = (db: DbOrTx, id: number) => db.deleteFrom('clientSite').where('id', '=', id).execute();
