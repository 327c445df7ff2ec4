import { describe, expect, it } from 'vitest';
import { ACCURACY_CAP_METERS, checkGeofence, distanceMeters } from './geo';

/** The demo client site in Rome (Reception Via Nazionale). */
const ROME = { lat: 41.9028, lng: 12.4964, radiusMeters: 150 };
/** A point `meters` north of a position (one degree of latitude is about 111.2 km). */
const north = (from: { lat: number; lng: number }, meters: number) => ({ lat: from.lat + meters / 111_195, lng: from.lng });

describe('distanceMeters', () => {
  it('measures known distances', () => {
    // Rome (Piazza Venezia) to Milan (Duomo): about 477 km.
    expect(distanceMeters({ lat: 41.8955, lng: 12.4823 }, { lat: 45.4642, lng: 9.19 }) / 1000).toBeCloseTo(477, 0);
    expect(distanceMeters(ROME, north(ROME, 100))).toBeCloseTo(100, 0);
    expect(distanceMeters(ROME, ROME)).toBe(0);
  });
  it('is symmetric and handles the antimeridian', () => {
    const a = { lat: 10, lng: 179.9 };
    const b = { lat: 10, lng: -179.9 };
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
    expect(distanceMeters(a, b)).toBeLessThan(25_000);
  });
});

describe('checkGeofence', () => {
  it('is inside within the radius, with the distance in whole metres', () => {
    expect(checkGeofence(ROME, { ...north(ROME, 120), accuracy: 10 })).toEqual({ inside: 'YES', distance: 120 });
  });
  it('allows the reported accuracy up to the cap', () => {
    expect(checkGeofence(ROME, { ...north(ROME, 190), accuracy: 50 }).inside).toBe('YES');
    expect(checkGeofence(ROME, { ...north(ROME, 210), accuracy: 50 }).inside).toBe('NO');
    expect(checkGeofence(ROME, { ...north(ROME, 150 + ACCURACY_CAP_METERS - 1), accuracy: 100 }).inside).toBe('YES');
  });
  it('does not let a coarse fix place a far worker inside', () => {
    // 400 m away with a 1.5 km cell fix: cannot tell, so neither inside nor outside.
    expect(checkGeofence(ROME, { ...north(ROME, 400), accuracy: 1500 })).toEqual({ inside: 'UNKNOWN', distance: 400 });
    // 3 km away with the same fix: outside even at the circle's nearest edge.
    expect(checkGeofence(ROME, { ...north(ROME, 3000), accuracy: 1500 }).inside).toBe('NO');
  });
  it('counts a missing accuracy as none', () => {
    expect(checkGeofence(ROME, north(ROME, 155)).inside).toBe('NO');
    expect(checkGeofence(ROME, { ...north(ROME, 149), accuracy: null }).inside).toBe('YES');
  });
  it('is unknown without a position or for a site without one', () => {
    expect(checkGeofence(ROME, null)).toEqual({ inside: 'UNKNOWN', distance: null });
    expect(checkGeofence({ lat: null, lng: null, radiusMeters: 150 }, ROME)).toEqual({ inside: 'UNKNOWN', distance: null });
  });
});
