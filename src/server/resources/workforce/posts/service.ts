import type { z } from 'zod';
import { type TPostCreate, ZPostCreate, ZPostPatch } from '../../../../shared/schemas/workforce';
import { inScope } from '../../../access';
import { type Db, type DbOrTx, nowIso } from '../../../db/database';
import { AppError, invalidField } from '../../../errors';
import { parse } from '../../../http/validate';
import type { SessionUser } from '../../auth/repository';
import { writeAudit } from '../../audit/repository';
import * as repo from './repository';

const POST_FIELDS = Object.keys(ZPostCreate.shape) as Array<keyof TPostCreate>;

/**
 * Parses a post: like every body, a 400 with a key per field, but the schema's own workforce
 * reasons (an armed post needs a GPG…) are kept, not flattened to 'invalid'.
 */
const parsePost = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  try {
    return parse(schema, body);
  } catch (error) {
    if (!(error instanceof AppError) || !error.options.fields) throw error;
    for (const issue of result.error.issues) {
      if (issue.message.startsWith('workforce.')) error.options.fields[issue.path.join('.')] = issue.message;
    }
    throw error;
  }
};

/** The site must exist and be one of the caller's companies': either way the same answer, on the field. */
const siteInScope = async (db: DbOrTx, clientSiteId: number, actor: SessionUser) => {
  const site = await repo.findSite(db, clientSiteId);
  if (!site || !inScope(actor, site.companyId)) throw invalidField('clientSiteId', 'validation.notFound');
  return site;
};

/** The order documents are the client's own or the company's, and not deleted. */
const assertOrderDocuments = async (db: DbOrTx, ids: number[], owners: { clientId: number; companyId: number }) => {
  const found = await repo.orderDocumentsAmong(db, ids, owners);
  if (found.length !== new Set(ids).size) throw invalidField('orderDocumentIds', 'workforce.post.documentNotOfClient');
};

const columns = (input: TPostCreate) => ({
  clientSiteId: input.clientSiteId,
  name: input.name,
  serviceType: input.serviceType,
  armed: input.armed ? 1 : 0,
  requiredQualification: input.requiredQualification,
  requiredCourses: JSON.stringify(input.requiredCourses),
  headcount: input.headcount,
  timeSlots: JSON.stringify(input.timeSlots),
  orders: input.orders ?? null,
  active: input.active ? 1 : 0,
});

export const createPost = async (db: Db, body: unknown, actor: SessionUser) => {
  const input = parsePost(ZPostCreate, body);
  const site = await siteInScope(db, input.clientSiteId, actor);
  const documentIds = [...new Set(input.orderDocumentIds)];
  await assertOrderDocuments(db, documentIds, site);
  const now = nowIso();
  const hasOrders = !!input.orders || documentIds.length > 0;
  return db.transaction().execute(async (tx) => {
    const id = await repo.insertPost(
      tx,
      { ...columns(input), companyId: site.companyId, ordersUpdatedAt: hasOrders ? now : null, createdBy: actor.id, createdAt: now, updatedAt: now },
      documentIds,
    );
    const post = await repo.getPost(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: 'CREATE', entity: 'post', entityId: id, after: post });
    return post;
  });
};

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * A change of some fields, checked as the whole post it makes (the schema's defaults must not
 * undo what the body leaves out). New orders or documents raise the orders' version, so that
 * guards acknowledge them again.
 */
export const updatePost = async (db: Db, id: number, body: unknown, actor: SessionUser) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) parse(ZPostPatch, body);
  const before = await repo.getPost(db, id);
  const given = (body ?? {}) as Record<string, unknown>;
  const current = Object.fromEntries(POST_FIELDS.map((field) => [field, before[field]]));
  const input = parsePost(ZPostCreate, { ...current, ...Object.fromEntries(POST_FIELDS.filter((f) => f in given).map((f) => [f, given[f]])) });
  const documentIds = [...new Set(input.orderDocumentIds)];
  const moved = input.clientSiteId !== before.clientSiteId;
  const site = moved ? await siteInScope(db, input.clientSiteId, actor) : { clientId: before.clientId, companyId: before.companyId };
  if (moved && (await repo.countShifts(db, id)) > 0) throw invalidField('clientSiteId', 'workforce.post.movedWithShifts');
  const documentsChanged = !sameSet(documentIds, before.orderDocumentIds);
  if (documentsChanged || moved) await assertOrderDocuments(db, documentIds, site);
  const ordersChanged = documentsChanged || (input.orders ?? null) !== before.orders;
  const now = nowIso();
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('post')
      .set((eb) => ({
        ...columns(input),
        companyId: site.companyId,
        updatedAt: now,
        ...(ordersChanged ? { ordersVersion: eb('ordersVersion', '+', 1), ordersUpdatedAt: now } : {}),
      }))
      .where('id', '=', id)
      .execute();
    if (documentsChanged) await repo.setPostDocuments(tx, id, documentIds);
    const after = await repo.getPost(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: 'UPDATE', entity: 'post', entityId: id, before, after });
    return after;
  });
};

/** A post whose shifts were published is part of the kept roster: it is deactivated, not deleted. */
export const removePost = (db: Db, id: number, actor: SessionUser) =>
  db.transaction().execute(async (tx) => {
    const before = await repo.getPost(tx, id);
    const published = await repo.countPublishedShifts(tx, id);
    if (published > 0) throw new AppError('CONFLICT', 'workforce.post.hasPublishedShifts', { params: { count: published } });
    await repo.deletePost(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: 'DELETE', entity: 'post', entityId: id, before });
  });
