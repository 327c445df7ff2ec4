import type { Locale } from '../../../shared/i18n/validation';
import type { TNotification, TNotificationKind } from '../../../shared/schemas/notification';
import { type DbOrTx, nowIso } from '../../db/database';
import type { NotificationRow } from '../../db/schema';
import { translate } from '../../i18n/messages';
import { findLeaveManagerIds, insertNotifications } from './repository';

/** A message parameter: plain text, or a catalogue key translated in the reader's language. */
export type MessageParam = string | number | { t: string; p?: Record<string, MessageParam> };
export type MessageParams = Record<string, MessageParam>;

/** Parameters with their catalogue keys translated. */
export const resolveParams = (locale: Locale, params: MessageParams): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? translate(locale, value.t, resolveParams(locale, value.p ?? {})) : value,
    ]),
  );

// A parameter a kind's text gained after some notifications were stored reads as empty for those (translate).
const render = (locale: Locale, kind: string, params: MessageParams) => {
  const values = resolveParams(locale, params);
  const key = `notification.kinds.${kind}`;
  const title = translate(locale, `${key}.title`, values);
  const body = translate(locale, `${key}.body`, values);
  return { title, body, known: title !== `${key}.title` };
};

/**
 * Notifications keep their kind and parameters, so each reader sees them in the language of their
 * request; the stored title and body are the Italian text, for kinds this version no longer knows.
 */
export const toNotification = (locale: Locale, row: NotificationRow): TNotification => {
  const params = row.params ? (JSON.parse(row.params) as MessageParams) : {};
  const rendered = render(locale, row.kind, params);
  return {
    id: row.id,
    kind: row.kind,
    title: rendered.known ? rendered.title : row.title,
    body: rendered.known ? rendered.body : row.body,
    link: row.link,
    readAt: row.readAt,
    createdAt: row.createdAt,
  };
};

export interface NotificationInput {
  kind: TNotificationKind;
  params: MessageParams;
  link: string | null;
}

export const notifyUsers = async (db: DbOrTx, userIds: number[], { kind, params, link }: NotificationInput) => {
  const { title, body } = render('it', kind, params);
  const createdAt = nowIso();
  const serialized = JSON.stringify(params);
  await insertNotifications(
    db,
    [...new Set(userIds)].map((userId) => ({ userId, kind, title, body, link, params: serialized, createdAt })),
  );
};

/** Tells the administrators and the company's moderators, except whoever caused it. */
export const notifyLeaveManagers = async (db: DbOrTx, companyId: number, exceptUserId: number, input: NotificationInput) => {
  const managers = await findLeaveManagerIds(db, companyId);
  await notifyUsers(db, managers.filter((id) => id !== exceptUserId), input);
};
