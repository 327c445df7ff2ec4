import type { TVehicle, TVehiclePatch, ZVehicleCreate } from '../../../shared/schemas/vehicle';
import type { z } from 'zod';
import { type Db, isUniqueViolation, nowIso } from '../../db/database';
import { AppError, invalidField } from '../../errors';
import type { CrudStore } from '../../http/crud';
import { writeAudit } from '../audit/repository';
import { syncVehicleDeadlines } from '../deadline/derive';
import * as repo from './repository';

const duplicatePlate = () => new AppError('CONFLICT', 'vehicle.duplicatePlate', { fields: { plate: 'vehicle.duplicatePlate' } });

const ASSIGNEE_ISSUES = { notInCompany: 'validation.userNotInCompany', client: 'vehicle.assigneeClient', inactive: 'vehicle.assigneeInactive' } as const;

/**
 * The plate is unique across the group; a new driver (or the driver of a vehicle moving company)
 * must be active staff of the vehicle's company, not a client's login. A driver deactivated since
 * the assignment does not block other edits of the vehicle.
 */
const assertVehicleRules = async (
  db: Db,
  vehicle: Pick<TVehicle, 'plate' | 'companyId' | 'assignedUserId'>,
  before?: Pick<TVehicle, 'id' | 'companyId' | 'assignedUserId'>,
) => {
  if (await repo.plateTaken(db, vehicle.plate, before?.id)) throw duplicatePlate();
  const unchanged = before && before.assignedUserId === vehicle.assignedUserId && before.companyId === vehicle.companyId;
  if (vehicle.assignedUserId == null || unchanged) return;
  const issue = await repo.assigneeIssue(db, vehicle.companyId, vehicle.assignedUserId);
  if (issue) throw invalidField('assignedUserId', ASSIGNEE_ISSUES[issue]);
};

const guard = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePlate();
    throw error;
  }
};

export const vehicleStore: CrudStore<TVehicle, z.output<typeof ZVehicleCreate>, TVehiclePatch> = {
  list: repo.VEHICLE_LIST,
  find: (db, list, scope) => repo.findVehicles(db, list, scope),
  get: (db, id) => repo.getVehicle(db, id),
  // The vehicle's dates and their deadlines change in one transaction: a deadline never lags its vehicle.
  create: async (db, input, actor) => {
    await assertVehicleRules(db, input);
    const now = nowIso();
    return guard(() =>
      db.transaction().execute(async (tx) => {
        const vehicle = await repo.insertVehicle(tx, { ...input, createdAt: now, updatedAt: now });
        await syncVehicleDeadlines(tx, vehicle.id);
        await writeAudit(tx, { actorId: actor.id, action: 'CREATE', entity: 'vehicle', entityId: vehicle.id, after: vehicle });
        return vehicle;
      }),
    );
  },
  update: async (db, id, input, actor) => {
    const before = await repo.getVehicle(db, id);
    await assertVehicleRules(db, { ...before, ...input }, before);
    return guard(() =>
      db.transaction().execute(async (tx) => {
        const after = await repo.updateVehicle(tx, id, { ...input, updatedAt: nowIso() });
        await syncVehicleDeadlines(tx, id);
        await writeAudit(tx, { actorId: actor.id, action: 'UPDATE', entity: 'vehicle', entityId: id, before, after });
        return after;
      }),
    );
  },
  remove: async (db, id, actor) => {
    const before = await repo.getVehicle(db, id);
    await db.transaction().execute(async (tx) => {
      await repo.deleteVehicle(tx, id);
      // The vehicle is gone: its deadlines go with it.
      await syncVehicleDeadlines(tx, id);
      await writeAudit(tx, { actorId: actor.id, action: 'DELETE', entity: 'vehicle', entityId: id, before });
    });
  },
  companyOf: (vehicle) => vehicle.companyId,
  companyOfInput: (input) => input.companyId,
};
