import { addDays } from '../../../../shared/dates';
import { surnameFirst } from '../../../../shared/names';
import type { DbOrTx } from '../../../db/database';
import { notFound } from '../../../errors';

/** A shift as the printed roster shows it. */
export interface RosterSheetShift {
  date: string;
  start: string;
  end: string;
  postName: string;
  userName: string | null;
  published: boolean;
}

/** A site's week as the printed roster shows it: who works which post when (the police may ask for it). */
export interface RosterSheet {
  companyId: number;
  companyName: string;
  clientName: string;
  siteName: string;
  siteAddress: string | null;
  from: string;
  to: string;
  days: string[];
  shifts: RosterSheetShift[];
}

/** The site (404 when there is none) and its shifts of the 7 days from `from`, drafts included, cancelled ones not. */
export const findRosterSheet = async (db: DbOrTx, siteId: number, from: string): Promise<RosterSheet> => {
  const site = await db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .innerJoin('company', 'company.id', 'client.companyId')
    .select(['clientSite.name as siteName', 'clientSite.address as siteAddress', 'client.name as clientName', 'company.id as companyId', 'company.name as companyName'])
    .where('clientSite.id', '=', siteId)
    .executeTakeFirst();
  if (!site) throw notFound();
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const to = days[6];
  const shifts = await db
    .selectFrom('shift')
    .innerJoin('post', 'post.id', 'shift.postId')
    .leftJoin('user', 'user.id', 'shift.userId')
    .select(['shift.date', 'shift.startTime', 'shift.endTime', 'post.name as postName', 'shift.status', 'user.firstName', 'user.lastName', 'shift.userId'])
    .where('shift.clientSiteId', '=', siteId)
    .where('shift.date', '>=', from)
    .where('shift.date', '<=', to)
    .where('shift.status', '!=', 'CANCELLED')
    .orderBy('shift.date')
    .orderBy('shift.startTime')
    .orderBy('post.name')
    .orderBy('shift.slot')
    .execute();
  return {
    ...site,
    from,
    to,
    days,
    shifts: shifts.map((s) => ({
      date: s.date,
      start: s.startTime,
      end: s.endTime,
      postName: s.postName,
      userName: s.userId === null ? null : surnameFirst(s.lastName, s.firstName),
      published: s.status === 'PUBLISHED',
    })),
  };
};
