import { createHash, randomBytes } from 'node:crypto';
import { addDays } from '../../../shared/dates';
import type { DbOrTx } from '../../db/database';
import { SUBJECT_COLUMNS, subjectNameOf, withSubjects } from './reminder-repository';

/** 32 random bytes, base64url: the secret in the link. Only its SHA-256 is stored. */
export const newCalendarToken = () => randomBytes(32).toString('base64url');
export const hashCalendarToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isCalendarToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export const findActiveLink = (db: DbOrTx, userId: number) =>
  db.selectFrom('calendarToken').select(['id', 'createdAt']).where('userId', '=', userId).where('revokedAt', 'is', null).orderBy('id', 'desc').executeTakeFirst();

export const revokeLinks = async (db: DbOrTx, userId: number, now: string) => {
  await db.updateTable('calendarToken').set({ revokedAt: now }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
};

/** A new link replacing any older one, which stops working at once. */
export const createLink = (db: DbOrTx, userId: number, now: string) =>
  db.transaction().execute(async (tx) => {
    await revokeLinks(tx, userId, now);
    const token = newCalendarToken();
    await tx.insertInto('calendarToken').values({ userId, tokenHash: hashCalendarToken(token), createdAt: now }).execute();
    return token;
  });

/** Who a live link belongs to: an active user, with their roles and companies; undefined for an unknown or revoked link. */
export const findLinkOwner = async (db: DbOrTx, token: string) => {
  const owner = await db
    .selectFrom('calendarToken')
    .innerJoin('user', 'user.id', 'calendarToken.userId')
    .select(['user.id', 'user.language'])
    .where('calendarToken.tokenHash', '=', hashCalendarToken(token))
    .where('calendarToken.revokedAt', 'is', null)
    .where('user.active', '=', 1)
    .executeTakeFirst();
  if (!owner) return undefined;
  const [roles, companies] = await Promise.all([
    db.selectFrom('userRole').select('role').where('userId', '=', owner.id).execute(),
    db.selectFrom('userCompany').select('companyId').where('userId', '=', owner.id).execute(),
  ]);
  return { ...owner, roles: roles.map((r) => r.role), companyIds: companies.map((c) => c.companyId) };
};

export type CalendarScope = { all: true } | { companyIds: number[] } | { userId: number };

export interface CalendarDeadline {
  id: number;
  subjectType: string;
  subjectId: number;
  kind: string;
  title: string | null;
  dueDate: string;
  remindFrom: string;
  state: string;
  subjectName: string | null;
}

/** The deadlines a link shows, not DONE: every one, a set of companies', or a person's own (theirs and their vehicles'). */
export const findCalendarDeadlines = async (db: DbOrTx, scope: CalendarScope): Promise<CalendarDeadline[]> => {
  let query = withSubjects(db)
    .select(['deadline.id', 'deadline.subjectType', 'deadline.subjectId', 'deadline.kind', 'deadline.title', 'deadline.dueDate', 'deadline.remindFrom', 'deadline.state', ...SUBJECT_COLUMNS])
    .where('deadline.state', '!=', 'DONE');
  if ('companyIds' in scope) {
    if (!scope.companyIds.length) return [];
    query = query.where('deadline.companyId', 'in', scope.companyIds);
  } else if ('userId' in scope) {
    const { userId } = scope;
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('deadline.subjectType', '=', 'USER'), eb('deadline.subjectId', '=', userId)]),
        eb.and([eb('deadline.subjectType', '=', 'VEHICLE'), eb('vehicle.assignedUserId', '=', userId)]),
      ]),
    );
  }
  const rows = await query.orderBy('deadline.dueDate').orderBy('deadline.id').execute();
  return rows.map((row) => ({
    id: row.id,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    kind: row.kind,
    title: row.title,
    dueDate: row.dueDate,
    remindFrom: row.remindFrom,
    state: row.state,
    subjectName: subjectNameOf(row),
  }));
};

/** A published shift of the link's owner, as the feed shows it. */
export interface CalendarShift {
  id: number;
  postName: string;
  siteName: string;
  siteAddress: string | null;
  clientName: string;
  date: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
}

/** How far back and ahead the feed carries a person's shifts, in days from today (Europe/Rome). */
export const SHIFT_FEED_DAYS = { before: 7, after: 60 } as const;

/** The owner's published shifts from a week ago to two months ahead; cancelled and draft ones never. */
export const findCalendarShifts = (db: DbOrTx, userId: number, today: string): Promise<CalendarShift[]> =>
  db
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .innerJoin('clientSite', 'clientSite.id', 'shift.clientSiteId')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select([
      'shift.id',
      'post.name as postName',
      'clientSite.name as siteName',
      'clientSite.address as siteAddress',
      'client.name as clientName',
      'shift.date',
      'shift.startTime as start',
      'shift.endTime as end',
      'shift.startsAt',
      'shift.endsAt',
    ])
    .where('shift.userId', '=', userId)
    .where('shift.status', '=', 'PUBLISHED')
    .where('shift.date', '>=', addDays(today, -SHIFT_FEED_DAYS.before))
    .where('shift.date', '<=', addDays(today, SHIFT_FEED_DAYS.after))
    .orderBy('shift.startsAt')
    .orderBy('shift.id')
    .execute();
