import type { Insertable, Selectable, Updateable } from 'kysely';
import { type TVehicle, VEHICLE_FUELS, VEHICLE_TYPES } from '../../../shared/schemas/vehicle';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';
import { todayInRome } from '../../../shared/dates';

export const VEHICLE_LIST: ListSpec = {
  sortable: {
    id: 'id',
    plate: 'plate',
    brand: 'brand',
    model: 'model',
    type: 'type',
    companyId: 'companyId',
    registrationDate: 'registrationDate',
    insuranceExpiry: 'insuranceExpiry',
    inspectionExpiry: 'inspectionExpiry',
    taxExpiry: 'taxExpiry',
    mileage: 'mileage',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
  // The expiries take _gte / _lte, e.g. insuranceExpiry_lte for what expires within 30 days.
  filterable: {
    id: field.id('id'),
    companyId: field.id('companyId'),
    assignedUserId: field.id('assignedUserId', { nullable: true }),
    type: field.enum('type', VEHICLE_TYPES),
    fuel: field.enum('fuel', VEHICLE_FUELS, { nullable: true }),
    plate: field.text('plate'),
    insuranceExpiry: field.date('insuranceExpiry', { nullable: true }),
    inspectionExpiry: field.date('inspectionExpiry', { nullable: true }),
    taxExpiry: field.date('taxExpiry', { nullable: true }),
  },
  searchable: ['plate', 'brand', 'model', 'notes'],
  defaultSort: { field: 'plate', order: 'asc' },
};

const toVehicle = (row: Selectable<Database['vehicle']>): TVehicle => ({
  ...row,
  type: row.type as TVehicle['type'],
  fuel: row.fuel as TVehicle['fuel'],
});

export const findVehicles = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const base = db.selectFrom('vehicle').where((eb) => {
    const conditions = listConditions(eb, list, VEHICLE_LIST);
    if (scope) conditions.push(eb('companyId', 'in', scope.length ? scope : [-1]));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.selectAll(), list, VEHICLE_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toVehicle), total: Number(total.total) };
};

export const getVehicle = async (db: DbOrTx, id: number): Promise<TVehicle> => {
  const row = await db.selectFrom('vehicle').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toVehicle(row);
};

export const plateTaken = async (db: DbOrTx, plate: string, exceptId?: number) => {
  let query = db.selectFrom('vehicle').select('id').where('plate', '=', plate);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
};

/** Why a user may not drive the company's vehicles: not one of its users, a client's login, or deactivated. */
export const assigneeIssue = async (db: DbOrTx, companyId: number, userId: number): Promise<'notInCompany' | 'client' | 'inactive' | undefined> => {
  const row = await db
    .selectFrom('user')
    .innerJoin('userCompany', (join) => join.onRef('userCompany.userId', '=', 'user.id').on('userCompany.companyId', '=', companyId))
    .select((eb) => [
      'user.active',
      'user.endDate',
      eb.exists(eb.selectFrom('userRole').select('userRole.userId').whereRef('userRole.userId', '=', 'user.id').where('userRole.role', '=', 'ROLE_CLIENT')).as('isClient'),
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return 'notInCompany';
  if (row.isClient) return 'client';
  // Someone whose employment has ended drives no more, even before their account is deactivated.
  return row.active && !(row.endDate && row.endDate < todayInRome()) ? undefined : 'inactive';
};

export const insertVehicle = async (db: DbOrTx, values: Insertable<Database['vehicle']>) =>
  toVehicle(await db.insertInto('vehicle').values(values).returningAll().executeTakeFirstOrThrow());

export const updateVehicle = async (db: DbOrTx, id: number, values: Updateable<Database['vehicle']>) => {
  const row = await db.updateTable('vehicle').set(values).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound();
  return toVehicle(row);
};

export const deleteVehicle = (db: DbOrTx, id: number) => db.deleteFrom('vehicle').where('id', '=', id).execute();
