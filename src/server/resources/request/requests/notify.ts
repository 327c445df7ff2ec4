import { formatDate } from '../../../../shared/dates';
import { surnameFirst } from '../../../../shared/names';
import type { TRequest } from '../../../../shared/schemas/request';
import type { DbOrTx } from '../../../db/database';
import type { SessionUser } from '../../auth/repository';
import { findClientOfficeIds } from '../../notification/repository';
import { notifyUsers } from '../../notification/service';

/** Where each side opens a request: the office's page and the client portal's. */
const officeLink = (id: number) => `/client/requests/${id}`;
const clientLink = (id: number) => `/dashclient/request/${id}`;

/** A message's start, enough for the bell; the whole text is on the request's page. */
const PREVIEW = 200;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);


/** The active client users of a client: whoever reads its requests in the portal. */
const clientUserIdsOf = async (db: DbOrTx, clientId: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('user')
    .innerJoin('userRole', 'userRole.userId', 'user.id')
    .select('user.id')
    .distinct()
    .where('user.clientId', '=', clientId)
    .where('user.active', '=', 1)
    .where('userRole.role', '=', 'ROLE_CLIENT')
    .orderBy('user.id')
    .execute();
  return rows.map((row) => row.id);
};

/** Who on the office's side hears of the client's news: the one handling the request, or the whole office. */
const handlersOf = async (db: DbOrTx, request: TRequest) => (request.handledBy ? [request.handledBy] : findClientOfficeIds(db, request.companyId));

const except = (ids: number[], actorId: number) => ids.filter((id) => id !== actorId);

/** A new request: the office of the client's company. */
export const notifyCreated = async (db: DbOrTx, request: TRequest, actorId: number) =>
  notifyUsers(db, except(await findClientOfficeIds(db, request.companyId), actorId), {
    kind: 'REQUEST_CREATED',
    params: {
      title: request.title,
      client: request.clientName,
      service: { t: `request.serviceType.${request.serviceType}` },
      site: request.siteName ?? '',
      from: formatDate(request.startDate),
    },
    link: officeLink(request.id),
  });

/**
 * A new status: the client's users read it in the portal; when the client made it (a
 * cancellation), the office hears of it too.
 */
export const notifyStatus = async (db: DbOrTx, request: TRequest, actor: { id: number; byClient: boolean }, note: string | null) => {
  const params = { status: { t: `request.status.${request.status}` }, title: request.title, note: note ?? '' };
  await notifyUsers(db, except(await clientUserIdsOf(db, request.clientId), actor.id), { kind: 'REQUEST_STATUS', params, link: clientLink(request.id) });
  if (actor.byClient) {
    await notifyUsers(db, except(await handlersOf(db, request), actor.id), { kind: 'REQUEST_STATUS', params, link: officeLink(request.id) });
  }
};

/** A client-visible message: the office's goes to the client's users, the client's to whoever handles the request. */
export const notifyReply = async (db: DbOrTx, request: TRequest, actor: SessionUser, byClient: boolean, text: string) => {
  // The office knows a client by its name; the client reads who answered.
  const name = byClient ? request.clientName : (surnameFirst(actor.lastName, actor.firstName) ?? '');
  const params = { title: request.title, name, text: preview(text) };
  if (byClient) {
    await notifyUsers(db, except(await handlersOf(db, request), actor.id), { kind: 'REQUEST_REPLY', params, link: officeLink(request.id) });
  } else {
    await notifyUsers(db, except(await clientUserIdsOf(db, request.clientId), actor.id), { kind: 'REQUEST_REPLY', params, link: clientLink(request.id) });
  }
};
