import type { TClientSitePatch, ZClientSiteCreate } from '../../../shared/schemas/client-site';
import type { TClientSiteView } from '../../../shared/schemas/client-site-view';
import { positionIssue } from '../../../shared/schemas/geo';
import type { z } from 'zod';
import { nowIso } from '../../db/database';
import { AppError, invalidField } from '../../errors';
import type { CrudStore } from '../../http/crud';
import { writeAudit } from '../audit/repository';
import * as repo from './repository';
import { lockForDeletion } from '../attendance/repository';
import { countPublishedShiftsAt } from '../workforce/shifts/repository';

type Create = z.output<typeof ZClientSiteCreate>;

/** The sites of clients: their scope is their client's company. */
export const clientSiteStore: CrudStore<TClientSiteView, Create, TClientSitePatch> = {
  list: repo.CLIENT_SITE_LIST,
  find: (db, list, scope) => repo.findClientSites(db, list, scope),
  get: (db, id) => repo.getClientSite(db, id),
  create: async (db, input, actor) => {
    const now = nowIso();
    const site = await repo.insertClientSite(db, { ...input, createdAt: now, updatedAt: now });
    await writeAudit(db, { actorId: actor.id, action: 'CREATE', entity: 'clientSite', entityId: site.id, after: site });
    return site;
  },
  update: async (db, id, input, actor) => {
    const before = await repo.getClientSite(db, id);
    const field = positionIssue({ ...before, ...input });
    if (field) throw invalidField(field, 'validation.coordinatesPair');
    const after = await repo.updateClientSite(db, id, { ...input, updatedAt: nowIso() });
    await writeAudit(db, { actorId: actor.id, action: 'UPDATE', entity: 'clientSite', entityId: id, before, after });
    return after;
  },
  // A site with attendance stays (the records name it), and so does one with a published roster (kept
  // 2 years, what the police may ask to see); posts and draft shifts go with it.
  remove: (db, id, actor) =>
    db.transaction().execute(async (tx) => {
      const before = await repo.getClientSite(tx, id);
      const attendance = await lockForDeletion(tx, 'CLIENT_SITE', [id]);
      if (attendance > 0) throw new AppError('CONFLICT', 'client-site.hasAttendance', { params: { count: attendance } });
      const shifts = await countPublishedShiftsAt(tx, [id]);
      if (shifts > 0) throw new AppError('CONFLICT', 'workforce.coverage.siteHasShifts', { params: { count: shifts } });
      await repo.deleteClientSite(tx, id);
      await writeAudit(tx, { actorId: actor.id, action: 'DELETE', entity: 'clientSite', entityId: id, before });
    }),
  companyOf: (site) => site.companyId,
  inputCompanyField: 'clientId',
  // The client named in the body must exist (400) and be one of the caller's companies (403).
  companyOfInput: async (input, db) => {
    if (input.clientId === undefined) return undefined;
    const companyId = await repo.companyOfClient(db, input.clientId);
    if (companyId === undefined) throw invalidField('clientId', 'validation.notFound');
    return companyId;
  },
};
