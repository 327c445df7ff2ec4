import type { FastifyInstance } from 'fastify';
import { addDays, todayInRome } from '../../../../shared/dates';
import { hasAnyRole } from '../../../../shared/roles';
import { ZIdParam } from '../../../../shared/schemas/workforce';
import { ZPostOrders } from '../../../../shared/schemas/workforce-roster';
import { id as ZId } from '../../../../shared/schemas/zod';
import { inScope } from '../../../access';
import { type Db, nowIso } from '../../../db/database';
import { notFound } from '../../../errors';
import { parse } from '../../../http/validate';
import type { SessionUser } from '../../auth/repository';
import { writeAudit } from '../../audit/repository';
import { sendDocumentFile } from '../../document/download';
import { getLiveDocument } from '../../document/service';
import { findAck, findOrderDocuments, hasShiftSince, isOrderDocument, upsertAck } from './orders-repository';
import { getPost } from './repository';

/** A guard keeps reading the orders of a post they worked at in the last 90 days (or will work at). */
export const ORDERS_WINDOW_DAYS = 90;
const OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

const ZDocumentParams = ZIdParam.extend({ documentId: ZId() });

/**
 * Who may read a post's orders: the office of its company, and whoever has a published shift
 * there from 90 days ago on. Anyone else is told the post does not exist.
 */
const readableOrders = async (db: Db, id: number, user: SessionUser) => {
  const post = await getPost(db, id);
  const working = await hasShiftSince(db, id, user.id, addDays(todayInRome(), -ORDERS_WINDOW_DAYS));
  const office = hasAnyRole(user.roles, OFFICE) && inScope(user, post.companyId);
  if (!working && !office) throw notFound();
  return { post, working };
};

const ordersOf = async (db: Db, post: Awaited<ReturnType<typeof getPost>>, userId: number) => {
  const [documents, ack] = await Promise.all([findOrderDocuments(db, post.id), findAck(db, post.id, userId)]);
  return ZPostOrders.parse({
    postId: post.id,
    postName: post.name,
    siteName: post.siteName,
    siteAddress: post.siteAddress,
    orders: post.orders,
    ordersVersion: post.ordersVersion,
    ordersUpdatedAt: post.ordersUpdatedAt,
    documents,
    acknowledgedVersion: ack?.ordersVersion ?? null,
    acknowledgedAt: ack?.acknowledgedAt ?? null,
  });
};

/** api/workforce/posts/:id/orders, /acknowledge and /documents/:documentId: the orders ('consegne') as guards read them. */
export const orderRoutes = async (app: FastifyInstance) => {
  app.get('/api/workforce/posts/:id/orders', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const { post } = await readableOrders(app.db, id, request.user);
    return ordersOf(app.db, post, request.user.id);
  });

  // Only who works the post acknowledges its orders: the office reads them without a shift to prepare.
  app.post('/api/workforce/posts/:id/acknowledge', async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const { post, working } = await readableOrders(app.db, id, request.user);
    if (!working) throw notFound();
    await app.db.transaction().execute(async (tx) => {
      await upsertAck(tx, { postId: id, userId: request.user.id, ordersVersion: post.ordersVersion, acknowledgedAt: nowIso() });
      await writeAudit(tx, { actorId: request.user.id, action: 'ACKNOWLEDGE', entity: 'post', entityId: id, after: { ordersVersion: post.ordersVersion } });
    });
    return ordersOf(app.db, post, request.user.id);
  });

  app.get('/api/workforce/posts/:id/documents/:documentId', async (request, reply) => {
    const { id, documentId } = parse(ZDocumentParams, request.params);
    await readableOrders(app.db, id, request.user);
    if (!(await isOrderDocument(app.db, id, documentId))) throw notFound();
    return sendDocumentFile(app, await getLiveDocument(app.db, documentId), request, reply);
  });
};
