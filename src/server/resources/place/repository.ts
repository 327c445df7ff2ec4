import type { Insertable, Updateable } from 'kysely';
import type { TPlace } from '../../../shared/schemas/place';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';

export const PLACE_LIST: ListSpec = {
  sortable: { id: 'id', name: 'name', companyId: 'companyId', radiusMeters: 'radiusMeters', createdAt: 'createdAt', updatedAt: 'updatedAt' },
  filterable: { id: field.id('id'), companyId: field.id('companyId') },
  searchable: ['name', 'address'],
  defaultSort: { field: 'name', order: 'asc' },
};

export const findPlaces = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const base = db.selectFrom('place').where((eb) => {
    const conditions = listConditions(eb, list, PLACE_LIST);
    if (scope) conditions.push(eb('companyId', 'in', scope.length ? scope : [-1]));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.selectAll(), list, PLACE_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
};

export const getPlace = async (db: DbOrTx, id: number): Promise<TPlace> => {
  const row = await db.selectFrom('place').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

export const insertPlace = (db: DbOrTx, values: Insertable<Database['place']>) =>
  db.insertInto('place').values(values).returningAll().executeTakeFirstOrThrow();

export const updatePlace = async (db: DbOrTx, id: number, values: Updateable<Database['place']>) => {
  const row = await db.updateTable('place').set(values).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

export const deletePlace = (db: DbOrTx, id: number) => db.deleteFrom('place').where('id', '=', id).execute();
