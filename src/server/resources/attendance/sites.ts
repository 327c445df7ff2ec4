import type { TSiteType } from '../../../shared/attendance';
import { distanceMeters, type LatLng } from '../../../shared/geo';
import type { TAttendanceSite } from '../../../shared/schemas/attendance-views';
import type { DbOrTx } from '../../db/database';

/** A site as clocking needs it. */
export type Site = Omit<TAttendanceSite, 'distance'>;

const clientSites = (db: DbOrTx) =>
  db
    .selectFrom('clientSite')
    .innerJoin('client', 'client.id', 'clientSite.clientId')
    .select(['clientSite.id', 'clientSite.name', 'clientSite.address', 'client.companyId', 'clientSite.lat', 'clientSite.lng', 'clientSite.radiusMeters']);

const places = (db: DbOrTx) => db.selectFrom('place').select(['id', 'name', 'address', 'companyId', 'lat', 'lng', 'radiusMeters']);

/**
 * Where a user may clock in: the client sites assigned to them (of a client of one of their
 * companies) and every place of their companies.
 */
export const findUserSites = async (db: DbOrTx, user: { id: number; companyIds: number[] }): Promise<Site[]> => {
  if (!user.companyIds.length) return [];
  const [assigned, own] = await Promise.all([
    clientSites(db)
      .innerJoin('siteAssignment', 'siteAssignment.clientSiteId', 'clientSite.id')
      .where('siteAssignment.userId', '=', user.id)
      .where('client.companyId', 'in', user.companyIds)
      .where('client.active', '=', 1)
      .execute(),
    places(db).where('companyId', 'in', user.companyIds).execute(),
  ]);
  return [
    ...assigned.map((site) => ({ ...site, type: 'CLIENT_SITE' as const })),
    ...own.map((site) => ({ ...site, type: 'PLACE' as const })),
  ];
};

/** Any site by type and id, for a manual record or a correction. */
export const findSite = async (db: DbOrTx, type: TSiteType, id: number): Promise<Site | undefined> => {
  const row = type === 'CLIENT_SITE' ? await clientSites(db).where('clientSite.id', '=', id).executeTakeFirst() : await places(db).where('id', '=', id).executeTakeFirst();
  return row ? { ...row, type } : undefined;
};

/** With a position: nearest first, sites without a position last; without: client sites first, by name. */
export const sortSites = (sites: Site[], position: LatLng | null): TAttendanceSite[] => {
  const withDistance = sites.map((site) => ({
    ...site,
    distance: position && site.lat !== null && site.lng !== null ? Math.round(distanceMeters(position, { lat: site.lat, lng: site.lng })) : null,
  }));
  return withDistance.sort((a, b) => {
    if (position) {
      if (a.distance !== b.distance) return (a.distance ?? Infinity) - (b.distance ?? Infinity);
    } else if (a.type !== b.type) return a.type === 'CLIENT_SITE' ? -1 : 1;
    return a.name.localeCompare(b.name, 'it');
  });
};
