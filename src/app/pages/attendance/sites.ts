import { checkGeofence, type TInside } from '../../../shared/geo';
import type { TAttendanceSite } from '../../../shared/schemas/attendance-views';
import type { TPosition } from './api';

export interface TSiteRow extends TAttendanceSite {
  /** Null without a position or for a site without one. */
  inside: TInside | null;
}

export const siteKey = (site: { type: string; id: number }) => `${site.type}:${site.id}`;

/**
 * The sites as the picker shows them: with a position, nearest first (sites without a position
 * last) and whether the worker is inside each geofence; without one, the server's order.
 */
export const siteRows = (sites: TAttendanceSite[], position: TPosition | null): TSiteRow[] => {
  const rows = sites.map((site) => ({
    ...site,
    inside: position && site.lat != null && site.lng != null ? checkGeofence(site, position).inside : null,
  }));
  if (!position) return rows;
  const far = Number.POSITIVE_INFINITY;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.distance ?? far) - (b.row.distance ?? far) || a.index - b.index)
    .map(({ row }) => row);
};

/** The site to preselect: the one the worker is inside, else the nearest, else the first. */
export const preferredSite = (rows: TSiteRow[]): TSiteRow | undefined => rows.find((row) => row.inside === 'YES') ?? rows[0];

/** A clock-out this soon after the clock-in is most likely a second tap on the same big button. */
export const QUICK_CLOCK_OUT_MS = 2 * 60_000;

/** Whether to ask before clocking out: the open attendance began less than QUICK_CLOCK_OUT_MS ago. */
export const isQuickClockOut = (open: { checkIn: string } | null, now: number = Date.now()) =>
  !!open && now - Date.parse(open.checkIn) < QUICK_CLOCK_OUT_MS;
