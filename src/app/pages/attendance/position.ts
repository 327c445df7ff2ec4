import type { TPosition } from './api';

export type TPositionFailure = 'unsupported' | 'denied' | 'timeout' | 'unavailable';

export class PositionError extends Error {
  constructor(readonly reason: TPositionFailure) {
    super(reason);
  }
}

/** How long a tap may wait for a fix: a cold GPS outdoors usually answers within 10–15 s. */
export const POSITION_TIMEOUT_MS = 20_000;

/**
 * One fresh reading at the moment of the tap: never a cached fix (maximumAge 0), never a watch,
 * the GPS asked for (enableHighAccuracy) since a geofence is 150 m.
 */
export const readPosition = (geolocation: Geolocation | undefined = navigator.geolocation): Promise<TPosition> =>
  new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new PositionError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      (error) =>
        reject(new PositionError(error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable')),
      { enableHighAccuracy: true, maximumAge: 0, timeout: POSITION_TIMEOUT_MS },
    );
  });

/**
 * Whether the browser will surely refuse a reading, asked without prompting: no geolocation, or
 * the permission already denied. Null when a reading may work (granted, not asked yet, unknown).
 */
export const positionBlocked = async (nav: Navigator = navigator): Promise<'unsupported' | 'denied' | null> => {
  if (!nav.geolocation) return 'unsupported';
  try {
    const status = await nav.permissions?.query({ name: 'geolocation' });
    return status?.state === 'denied' ? 'denied' : null;
  } catch {
    return null;
  }
};
