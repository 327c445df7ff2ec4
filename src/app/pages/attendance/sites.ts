import { checkGeofence, type TInside } from '../../../shared/geo';
import type { TAttendanceSite } from '../../../shared/schemas/attendance-views';
import type { TPosition } from './api';

export interface TSiteRow extends TAttendanceSite {
  /** Null without a position or for a site without one. */
  inside: TInside | null;
}

/** Today's shift of the worker at a site, the one a clock-in now links to (none from a server before the roster). */
export const todayShiftOf = (site: TAttendanceSite): TAttendanceSite['shift'] => site.shift ?? null;

/** Navigation state of the landing page's big button: the clocking screen reads the position at once and proposes the site. */
export const ONE_TAP = { oneTap: true } as const;

export const siteKey = (site: { type: string; id: number }) => `${site.type}:${site.id}`;

/**
 * The sites as the picker shows them: with a position, today's shift's site first, then nearest
 * first (sites without a position last), and whether the worker is inside each geofence; without
 * one, the server's order (which puts today's shift first too).
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
    .sort((a, b) => Number(!!todayShiftOf(b.row)) - Number(!!todayShiftOf(a.row)) || (a.row.distance ?? far) - (b.row.distance ?? far) || a.index - b.index)
    .map(({ row }) => row);
};

/**
 * The site to preselect, never a guess from afar: with a position, one the worker is inside (today's
 * shift's first, then a shift's site whose fix is too coarse to tell); without one, today's shift's
 * site, or the only site. Otherwise none: the worker picks from the list, nearest first.
 */
export const preferredSite = (rows: TSiteRow[]): TSiteRow | undefined => {
  const positioned = rows.some((row) => row.inside !== null);
  if (positioned) {
    return rows.find((row) => row.inside === 'YES' && todayShiftOf(row)) ?? rows.find((row) => row.inside === 'YES')
      ?? rows.find((row) => row.inside === 'UNKNOWN' && todayShiftOf(row));
  }
  return rows.find((row) => todayShiftOf(row)) ?? (rows.length === 1 ? rows[0] : undefined);
};

/**
 * The site a one-tap clock-in proposes with a single confirmation: the only one the worker is
 * inside, or today's shift's site among several they are inside. None otherwise.
 */
export const oneTapSite = (rows: TSiteRow[]): TSiteRow | undefined => {
  const inside = rows.filter((row) => row.inside === 'YES');
  return inside.length === 1 ? inside[0] : inside.find((row) => todayShiftOf(row));
};

/** A clock-out this soon after the clock-in is most likely a second tap on the same big button. */
export const QUICK_CLOCK_OUT_MS = 2 * 60_000;

/** Whether to ask before clocking out: the open attendance began less than QUICK_CLOCK_OUT_MS ago. */
export const isQuickClockOut = (open: { checkIn: string } | null, now: number = Date.now()) =>
  !!open && now - Date.parse(open.checkIn) < QUICK_CLOCK_OUT_MS;
