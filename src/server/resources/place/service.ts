import { positionIssue } from '../../../shared/schemas/geo';
import type { TPlace, TPlacePatch, ZPlaceCreate } from '../../../shared/schemas/place';
import type { z } from 'zod';
import { nowIso } from '../../db/database';
import { AppError, invalidField } from '../../errors';
import type { CrudStore } from '../../http/crud';
import { writeAudit } from '../audit/repository';
import * as repo from './repository';
import { lockForDeletion } from '../attendance/repository';

/** The company's own sites ('sedi'), each with its position and geofence. */
export const placeStore: CrudStore<TPlace, z.output<typeof ZPlaceCreate>, TPlacePatch> = {
  list: repo.PLACE_LIST,
  find: (db, list, scope) => repo.findPlaces(db, list, scope),
  get: (db, id) => repo.getPlace(db, id),
  create: async (db, input, actor) => {
    const now = nowIso();
    const place = await repo.insertPlace(db, { ...input, createdAt: now, updatedAt: now });
    await writeAudit(db, { actorId: actor.id, action: 'CREATE', entity: 'place', entityId: place.id, after: place });
    return place;
  },
  update: async (db, id, input, actor) => {
    const before = await repo.getPlace(db, id);
    const field = positionIssue({ ...before, ...input });
    if (field) throw invalidField(field, 'validation.coordinatesPair');
    const after = await repo.updatePlace(db, id, { ...input, updatedAt: nowIso() });
    await writeAudit(db, { actorId: actor.id, action: 'UPDATE', entity: 'place', entityId: id, before, after });
    return after;
  },
  // A place where anyone clocked stays: the attendance records name it.
  remove: (db, id, actor) =>
    db.transaction().execute(async (tx) => {
      const before = await repo.getPlace(tx, id);
      const attendance = await lockForDeletion(tx, 'PLACE', [id]);
      if (attendance > 0) throw new AppError('CONFLICT', 'place.hasAttendance', { params: { count: attendance } });
      await repo.deletePlace(tx, id);
      await writeAudit(tx, { actorId: actor.id, action: 'DELETE', entity: 'place', entityId: id, before });
    }),
  companyOf: (place) => place.companyId,
  companyOfInput: (input) => input.companyId,
};
