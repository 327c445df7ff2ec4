import {
  REQUEST_ACTORS,
  REQUEST_TRANSITIONS,
  type TRequest,
  type TRequestAction,
  type TRequestEventKind,
  type TRequestStatus,
  ZRequestNote,
  ZRequestReject,
  ZRequestText,
} from '../../../../shared/schemas/request';
import { type Db, type DbOrTx, nowIso } from '../../../db/database';
import { AppError, forbidden, notFound } from '../../../errors';
import { parse } from '../../../http/validate';
import { writeAudit } from '../../audit/repository';
import { notifyReply, notifyStatus } from './notify';
import * as repo from './repository';
import { canSee, type Viewer } from './service';

export const EVENT_OF: Record<TRequestAction, TRequestEventKind> = {
  take: 'TAKEN',
  reply: 'REPLY',
  comment: 'COMMENT',
  schedule: 'SCHEDULED',
  reject: 'REJECTED',
  close: 'CLOSED',
  cancel: 'CANCELLED',
};

/** The answer's message of each action, a key of `request.*`. */
export const DONE_MESSAGE: Record<TRequestAction, string> = {
  take: 'request.taken',
  reply: 'request.replied',
  comment: 'request.commented',
  schedule: 'request.scheduled',
  reject: 'request.rejected',
  close: 'request.closed',
  cancel: 'request.cancelled',
};

/** A side may only do what REQUEST_ACTORS gives it: a client never takes, schedules or writes internal notes. */
export const assertActor = (viewer: Viewer, action: TRequestAction) => {
  if (!REQUEST_ACTORS[action].includes(viewer.side)) throw forbidden();
};

/**
 * Moves a request by an action, inside the caller's transaction: the request is locked, its status
 * checked against the action's, and changed only from those statuses (two takes at once: one
 * wins, the other is a 409). The office's status changes make it the handler if there was none.
 * Answers the request as it was.
 */
export const moveRequest = async (
  tx: DbOrTx,
  viewer: Viewer,
  id: number,
  action: TRequestAction,
  values: Parameters<typeof repo.updateRequestFrom>[3] = {},
): Promise<repo.RequestRow> => {
  const before = await repo.lockRequest(tx, id);
  if (!canSee(viewer, before)) throw notFound();
  const { from, to } = REQUEST_TRANSITIONS[action];
  const conflict = new AppError('CONFLICT', `request.conflict.${action}`);
  if (!from.includes(before.status as TRequestStatus)) throw conflict;
  const handler = to && viewer.side === 'office' ? { handledBy: before.handledBy ?? viewer.user.id } : {};
  const moved = await repo.updateRequestFrom(tx, id, from, { ...handler, ...(to ? { status: to } : {}), ...values, updatedAt: nowIso() });
  if (!moved) throw conflict;
  return before;
};

/** Writes what an action did: its history entry (internal for the office's notes) and its audit entry. */
export const recordAction = async (
  tx: DbOrTx,
  viewer: Viewer,
  action: TRequestAction,
  before: repo.RequestRow,
  after: TRequest,
  text: string | null,
) => {
  const byClient = viewer.side === 'client';
  const changed = after.status !== before.status;
  await repo.insertEvent(tx, {
    requestId: before.id,
    kind: EVENT_OF[action],
    authorId: viewer.user.id,
    byClient,
    internal: action === 'comment',
    fromStatus: changed ? (before.status as TRequestStatus) : null,
    toStatus: changed ? after.status : null,
    text,
    createdAt: nowIso(),
  });
  await writeAudit(tx, {
    actorId: viewer.user.id,
    action: action.toUpperCase(),
    entity: 'serviceRequest',
    entityId: before.id,
    before: { status: before.status, handledBy: before.handledBy },
    after: { status: after.status, handledBy: after.handledBy, text },
  });
};

type SimpleAction = Exclude<TRequestAction, 'schedule'>;

/** What each action's body carries: the text of the history entry. */
const textOf = (action: SimpleAction, body: unknown): string | null => {
  if (action === 'reply' || action === 'comment') return parse(ZRequestText, body).text;
  if (action === 'reject') return parse(ZRequestReject, body).reason;
  return parse(ZRequestNote, body).note ?? null;
};

/**
 * take, reply, comment, reject, close, cancel: checked (404 outside the viewer's requests, 403 for
 * the wrong side, 400 for the body, 409 for the status), done, recorded and notified at once.
 * Internal notes notify nobody: nothing of them may reach a client.
 */
export const actOnRequest = async (db: Db, viewer: Viewer, id: number, action: SimpleAction, body: unknown): Promise<TRequest> => {
  const owner = await repo.findRequestOwner(db, id);
  if (!owner || !canSee(viewer, owner)) throw notFound();
  assertActor(viewer, action);
  const text = textOf(action, body);
  return db.transaction().execute(async (tx) => {
    const before = await moveRequest(tx, viewer, id, action, action === 'reject' ? { rejectReason: text } : {});
    const after = await repo.getRequest(tx, id);
    await recordAction(tx, viewer, action, before, after, text);
    const actor = { id: viewer.user.id, byClient: viewer.side === 'client' };
    if (action === 'reply') await notifyReply(tx, after, viewer.user, actor.byClient, text!);
    else if (after.status !== before.status) await notifyStatus(tx, after, actor, text);
    return after;
  });
};
