import type { TSiteType } from '../../../shared/attendance';
import { distanceMeters, type LatLng } from '../../../shared/geo';
import type { TAttendanceSite } from '../../../shared/schemas/attendance-views';
import type { DbOrTx } from '../../db/database';
import { findLinkableShifts, rosterWindow } from '../workforce/coverage/link';

/** A site as clocking needs it. */
export type Site = Omit<TAttendanceSite, 'distance'>;

const clientSites = (db: DbOrTx) =>
  db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select(['clientSite.id', 'clientSite.name', 'clientSite.address', 'client.companyId', 'clientSite.lat', 'clientSite.lng', 'clientSite.radiusMeters']);

const places = (db: DbOrTx) => db.selectFrom('place').select(['id', 'name', 'address', 'companyId', 'lat', 'lng', 'radiusMeters']);

/**
 * Where a user may clock in: the client sites of their published shifts from 90 days ago to 14
 * days ahead (of an active client of one of their companies: the roster says where they work) and
 * every place of their companies. A site where a shift's clock-in window is open now carries that
 * shift, the one a clock-in there would link to.
 */
export const findUserSites = async (db: DbOrTx, user: { id: number; companyIds: number[] }, now = new Date()): Promise<Site[]> => {
  if (!user.companyIds.length) return [];
  const { from, to } = rosterWindow(now);
  const [rostered, own, open] = await Promise.all([
    clientSites(db)
      .where('clientSite.id', 'in', (eb) =>
        eb
          .selectFrom('shift')
          .select('shift.clientSiteId')
          .where('shift.userId', '=', user.id)
          .where('shift.status', '=', 'PUBLISHED')
          .where('shift.startsAt', '>=', from)
          .where('shift.startsAt', '<', to),
      )
      .where('client.companyId', 'in', user.companyIds)
      .where('client.active', '=', 1)
      .execute(),
    places(db).where('companyId', 'in', user.companyIds).execute(),
    findLinkableShifts(db, user.id, now),
  ]);
  const shiftAt = (siteId: number) => {
    const shift = open.find((s) => s.siteId === siteId);
    return shift ? { id: shift.id, postName: shift.postName, start: shift.start, end: shift.end } : null;
  };
  return [
    ...rostered.map((site) => ({ ...site, type: 'CLIENT_SITE' as const, shift: shiftAt(site.id) })),
    ...own.map((site) => ({ ...site, type: 'PLACE' as const, shift: null })),
  ];
};

/** Any site by type and id, for a manual record or a correction. */
export const findSite = async (db: DbOrTx, type: TSiteType, id: number): Promise<Site | undefined> => {
  const row = type === 'CLIENT_SITE' ? await clientSites(db).where('clientSite.id', '=', id).executeTakeFirst() : await places(db).where('id', '=', id).executeTakeFirst();
  return row ? { ...row, type, shift: null } : undefined;
};

/**
 * A site with a shift to clock in for first; then, with a position, nearest first, sites without a
 * position last; without one, client sites first; then by name.
 */
export const sortSites = (sites: Site[], position: LatLng | null): TAttendanceSite[] => {
  const withDistance = sites.map((site) => ({
    ...site,
    distance: position && site.lat !== null && site.lng !== null ? Math.round(distanceMeters(position, { lat: site.lat, lng: site.lng })) : null,
  }));
  return withDistance.sort((a, b) => {
    if ((a.shift === null) !== (b.shift === null)) return a.shift ? -1 : 1;
    if (position) {
      if (a.distance !== b.distance) return (a.distance ?? Infinity) - (b.distance ?? Infinity);
    } else if (a.type !== b.type) return a.type === 'CLIENT_SITE' ? -1 : 1;
    return a.name.localeCompare(b.name, 'it');
  });
};
