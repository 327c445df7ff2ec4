import type { Locale } from '../../../../shared/i18n/validation';
import { type TRequest, ZRequestSchedule } from '../../../../shared/schemas/request';
import { GPG_SERVICES, MAX_GENERATE_DAYS, type TServiceType } from '../../../../shared/schemas/workforce';
import { type Db, type DbOrTx, nowIso } from '../../../db/database';
import { invalidField, notFound } from '../../../errors';
import { parse } from '../../../http/validate';
import { writeAudit } from '../../audit/repository';
import { insertPost } from '../../workforce/posts/repository';
import { generateShifts } from '../../workforce/shifts/generate';
import { notifyStatus } from './notify';
import * as repo from './repository';
import { canSee, type Viewer } from './service';
import { assertActor, moveRequest, recordAction } from './transitions';

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The days to schedule: from the request's start to `until`, or to its end (a one-day request:
 * its day). One run makes at most MAX_GENERATE_DAYS of the roster, as the roster's own generation:
 * a longer request is scheduled in pieces, each with its `until`.
 */
const rangeOf = (request: TRequest, until: string | null) => {
  const to = until ?? request.endDate ?? request.startDate;
  if (until && until < request.startDate) throw invalidField('until', 'validation.endBeforeStart');
  if (until && request.endDate && until > request.endDate) throw invalidField('until', 'request.untilAfterEnd');
  if (daysBetween(request.startDate, to) >= MAX_GENERATE_DAYS) throw invalidField('until', 'request.scheduleTooLong');
  return { from: request.startDate, to };
};

/** A post named for the schedule must be an active one of the request's site. */
const assertPostAtSite = async (db: DbOrTx, postId: number, request: TRequest) => {
  const post = await db.selectFrom('post').select(['clientSiteId', 'active']).where('id', '=', postId).executeTakeFirst();
  if (!post || post.clientSiteId !== request.siteId || post.active !== 1) throw invalidField('postId', 'request.postNotAtSite');
};

/**
 * A post made from the request: its title, service, armed or not, headcount and time slots; its
 * instructions become the post's orders. Art. 134 services and armed ones need a GPG.
 */
const createPostFrom = async (tx: DbOrTx, request: TRequest & { siteId: number }, actorId: number) => {
  const now = nowIso();
  const values = {
    companyId: request.companyId,
    clientSiteId: request.siteId,
    name: request.title,
    serviceType: request.serviceType,
    armed: request.armed ? 1 : 0,
    requiredQualification: request.armed || GPG_SERVICES.includes(request.serviceType as TServiceType) ? 'GPG' : 'ANY',
    requiredCourses: '[]',
    headcount: request.headcount,
    timeSlots: JSON.stringify(request.timeSlots),
    orders: request.description,
    ordersUpdatedAt: request.description ? now : null,
    active: 1,
    createdBy: actorId,
    createdAt: now,
    updatedAt: now,
  };
  const id = await insertPost(tx, values, []);
  await writeAudit(tx, { actorId, action: 'CREATE', entity: 'post', entityId: id, after: { ...values, requestId: request.id } });
  return id;
};

/**
 * Schedules a request on the roster: on the post named, or on a new one made from the request;
 * its draft shifts from the start to the end (or `until`) carry the request's id. All or nothing:
 * the status, the post, the shifts and the history are written in one transaction.
 */
export const scheduleRequest = async (db: Db, viewer: Viewer, id: number, body: unknown, locale: Locale) => {
  const owner = await repo.findRequestOwner(db, id);
  if (!owner || !canSee(viewer, owner)) throw notFound();
  assertActor(viewer, 'schedule');
  const input = parse(ZRequestSchedule, body);
  const request = await repo.getRequest(db, id);
  const range = rangeOf(request, input.until);
  if (input.postId !== null) await assertPostAtSite(db, input.postId, request);
  else if (request.siteId === null) throw invalidField('postId', 'request.siteGone');
  const actor = { id: viewer.user.id, locale, scope: viewer.side === 'office' ? viewer.scope : [] };
  return db.transaction().execute(async (tx) => {
    const before = await moveRequest(tx, viewer, id, 'schedule');
    const postId = input.postId ?? (await createPostFrom(tx, { ...request, siteId: request.siteId! }, actor.id));
    const { created } = await generateShifts(tx, { postId, ...range }, actor, { requestId: id });
    await tx.updateTable('serviceRequest').set({ postId }).where('id', '=', id).execute();
    const after = await repo.getRequest(tx, id);
    await recordAction(tx, viewer, 'schedule', before, after, input.note);
    await notifyStatus(tx, after, { id: actor.id, byClient: false }, input.note);
    return { request: after, created };
  });
};
