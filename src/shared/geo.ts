/** Distances on the Earth and the geofence check of a clocking. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): well under a metre off at geofence scales. */
export const distanceMeters = (a: LatLng, b: LatLng): number => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * How much of the reported accuracy counts in the worker's favour. A browser's accuracy is the
 * radius of a 68% confidence circle: GPS outdoors reports 5–20 m, indoors or between tall buildings
 * 20–80 m, a Wi-Fi or cell fix 100 m to kilometres. Up to 100 m the whole accuracy is allowed, so
 * a guard inside a building is not flagged for a weak fix; beyond it, a coarse fix cannot put
 * somebody kilometres away inside a 150 m fence.
 */
export const ACCURACY_CAP_METERS = 100;

export type TInside = 'YES' | 'NO' | 'UNKNOWN';

export interface GeofenceSite {
  lat?: number | null;
  lng?: number | null;
  radiusMeters: number;
}

export interface GeofencePosition extends LatLng {
  /** Metres, as the browser reports it; missing counts as 0 (no allowance). */
  accuracy?: number | null;
}

export interface GeofenceCheck {
  inside: TInside;
  /** Whole metres from the site's centre; null without a position or a site position. */
  distance: number | null;
}

/**
 * Inside (YES) when the distance is within the radius plus the accuracy allowance; outside (NO)
 * when even the accuracy circle's nearest edge is beyond the radius; UNKNOWN in between (a fix too
 * coarse to tell), without a position, or for a site without a position.
 */
export const checkGeofence = (site: GeofenceSite, position: GeofencePosition | null): GeofenceCheck => {
  if (!position || site.lat == null || site.lng == null) return { inside: 'UNKNOWN', distance: null };
  const exact = distanceMeters({ lat: site.lat, lng: site.lng }, position);
  const distance = Math.round(exact);
  const accuracy = Math.max(0, position.accuracy ?? 0);
  if (exact <= site.radiusMeters + Math.min(accuracy, ACCURACY_CAP_METERS)) return { inside: 'YES', distance };
  if (exact - accuracy > site.radiusMeters) return { inside: 'NO', distance };
  return { inside: 'UNKNOWN', distance };
};
