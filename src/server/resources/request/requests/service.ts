import { todayInRome } from '../../../../shared/dates';
import { type TRequest, ZRequestCreate } from '../../../../shared/schemas/request';
import { companyScope, inScope } from '../../../access';
import { type Db, type DbOrTx, nowIso } from '../../../db/database';
import { invalidField, notFound } from '../../../errors';
import { parse } from '../../../http/validate';
import type { SessionUser } from '../../auth/repository';
import { writeAudit } from '../../audit/repository';
import { isClientUser, portalClientOf } from '../client-account';
import { notifyCreated } from './notify';
import * as repo from './repository';

/**
 * Who is asking: a client user, who sees their own client's requests only, or the office
 * (administrators, and moderators and client management within their companies).
 */
export type Viewer =
  | { side: 'client'; user: SessionUser; clientId: number; companyId: number }
  | { side: 'office'; user: SessionUser; scope: number[] | undefined };

/** A client user whose client is deactivated is refused here, on every request route (403). */
export const viewerOf = async (db: DbOrTx, user: SessionUser): Promise<Viewer> => {
  if (!isClientUser(user)) return { side: 'office', user, scope: companyScope(user) };
  return { side: 'client', user, ...(await portalClientOf(db, user)) };
};

export const listScope = (viewer: Viewer): repo.RequestScope =>
  viewer.side === 'client' ? { clientId: viewer.clientId } : { companyIds: viewer.scope };

export const canSee = (viewer: Viewer, request: { clientId: number; companyId: number }) =>
  viewer.side === 'client' ? request.clientId === viewer.clientId : inScope(viewer.user, request.companyId);

/** A request the viewer may read; any other (another client's, another company's, none) is a 404. */
export const getVisibleRequest = async (db: DbOrTx, viewer: Viewer, id: number): Promise<TRequest> => {
  const owner = await repo.findRequestOwner(db, id);
  if (!owner || !canSee(viewer, owner)) throw notFound();
  return repo.getRequest(db, id);
};

/**
 * The client a new request is for: a client user's own (whatever the body says), or the one the
 * office names, which must be of its companies; either way a 400 on the field, never a hint of
 * another company's client.
 */
const clientFor = async (db: DbOrTx, viewer: Viewer, clientId: number | undefined) => {
  if (viewer.side === 'client') return { id: viewer.clientId, companyId: viewer.companyId };
  if (clientId === undefined) throw invalidField('clientId', 'validation.required');
  const client = await repo.findClient(db, clientId);
  if (!client || !inScope(viewer.user, client.companyId)) throw invalidField('clientId', 'validation.notFound');
  return client;
};

export const createRequest = async (db: Db, viewer: Viewer, body: unknown): Promise<TRequest> => {
  const input = parse(ZRequestCreate, body);
  const client = await clientFor(db, viewer, input.clientId);
  const site = await repo.findSite(db, input.siteId);
  if (!site || site.clientId !== client.id) throw invalidField('siteId', 'request.siteNotOfClient');
  if (input.startDate < todayInRome()) throw invalidField('startDate', 'request.startInPast');
  const now = nowIso();
  return db.transaction().execute(async (tx) => {
    const id = await repo.insertRequest(tx, {
      companyId: client.companyId,
      clientId: client.id,
      siteId: site.id,
      createdBy: viewer.user.id,
      serviceType: input.serviceType,
      title: input.title,
      description: input.description ?? null,
      startDate: input.startDate,
      endDate: input.endDate,
      timeSlots: JSON.stringify(input.timeSlots),
      headcount: input.headcount,
      armed: input.armed ? 1 : 0,
      roundsPerDay: input.roundsPerDay,
      status: 'OPEN',
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertEvent(tx, {
      requestId: id,
      kind: 'CREATED',
      authorId: viewer.user.id,
      byClient: viewer.side === 'client',
      fromStatus: null,
      toStatus: 'OPEN',
      text: null,
      createdAt: now,
    });
    const created = await repo.getRequest(tx, id);
    await writeAudit(tx, { actorId: viewer.user.id, action: 'CREATE', entity: 'serviceRequest', entityId: id, after: created });
    await notifyCreated(tx, created, viewer.user.id);
    return created;
  });
};
