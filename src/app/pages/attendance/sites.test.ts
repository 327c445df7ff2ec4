import { describe, expect, it } from 'vitest';
import type { TAttendanceSite } from '../../../shared/schemas/attendance-views';
import { isQuickClockOut, oneTapSite, preferredSite, siteRows } from './sites';

const site = (id: number, name: string, lat: number | null, lng: number | null, distance: number | null): TAttendanceSite => ({
  id, type: 'CLIENT_SITE', name, address: null, companyId: 1, lat, lng, radiusMeters: 150, distance, shift: null,
});

const ROME = { lat: 41.9028, lng: 12.4964 };
const sites = [
  site(1, 'Milano', 45.4642, 9.19, 477_000),
  site(2, 'Senza posizione', null, null, null),
  site(3, 'Roma', ROME.lat, ROME.lng, 0),
];

describe('site picker rows', () => {
  it('keeps the server’s order and shows nothing about the area without a position', () => {
    const rows = siteRows(sites, null);
    expect(rows.map((r) => r.name)).toEqual(['Milano', 'Senza posizione', 'Roma']);
    expect(rows.every((r) => r.inside === null)).toBe(true);
    // Several sites and no shift today: nothing is picked for the worker.
    expect(preferredSite(rows)).toBeUndefined();
    expect(preferredSite(siteRows([sites[0]], null))?.id).toBe(1);
  });

  it('puts the nearest first, sites without a position last, and says who is inside', () => {
    const rows = siteRows(sites, { ...ROME, accuracy: 10 });
    expect(rows.map((r) => r.name)).toEqual(['Roma', 'Milano', 'Senza posizione']);
    expect(rows.map((r) => r.inside)).toEqual(['YES', 'NO', null]);
    expect(preferredSite(rows)?.id).toBe(3);
    expect(oneTapSite(rows)?.id).toBe(3);
  });

  it('a tap from far away never sits on a preselected site, nor clocks in with one tap', () => {
    const farAway = siteRows(sites, { lat: 38.1157, lng: 13.3615, accuracy: 10 });
    expect(farAway[0].name).toBe('Roma');
    expect(preferredSite(farAway)).toBeUndefined();
    expect(oneTapSite(farAway)).toBeUndefined();
  });

  it('puts today’s shift’s site first, nearer sites after it, and preselects the one the worker is inside', () => {
    const withShift = sites.map((s) => (s.id === 1 ? { ...s, shift: { id: 9, postName: 'Portineria', start: '07:00', end: '19:00' } } : s));
    const rows = siteRows(withShift, { ...ROME, accuracy: 10 });
    expect(rows.map((r) => r.name)).toEqual(['Milano', 'Roma', 'Senza posizione']);
    expect(preferredSite(rows)?.id).toBe(3);
    expect(oneTapSite(rows)?.id).toBe(3);
    const away = siteRows(withShift, { lat: 44, lng: 11, accuracy: 10 });
    expect(preferredSite(away)).toBeUndefined();
    // Without a position (the company clocks without GPS) today's shift names the site.
    expect(preferredSite(siteRows(withShift, null))?.id).toBe(1);
    // Inside two sites at once, today's shift's is the one.
    const both = siteRows([site(3, 'Roma', ROME.lat, ROME.lng, 0), { ...site(4, 'Roma bis', ROME.lat, ROME.lng, 0), shift: { id: 9, postName: 'Portineria', start: '07:00', end: '19:00' } }], { ...ROME, accuracy: 10 });
    expect(oneTapSite(both)?.id).toBe(4);
    expect(oneTapSite(siteRows([site(3, 'Roma', ROME.lat, ROME.lng, 0), site(5, 'Roma ter', ROME.lat, ROME.lng, 0)], { ...ROME, accuracy: 10 }))).toBeUndefined();
  });

  it('a coarse fix near the edge is uncertain, not inside', () => {
    const near = { lat: ROME.lat + 300 / 111_195, lng: ROME.lng, accuracy: 400 };
    const [rome] = siteRows([site(3, 'Roma', ROME.lat, ROME.lng, 300)], near);
    expect(rome.inside).toBe('UNKNOWN');
  });
});

describe('isQuickClockOut', () => {
  const now = Date.parse('2026-11-22T07:00:00.000Z');
  it.each([
    ['nothing open', null, false],
    ['clocked in 10 s ago', { checkIn: '2026-11-22T06:59:50.000Z' }, true],
    ['clocked in 1 min 59 s ago', { checkIn: '2026-11-22T06:58:01.000Z' }, true],
    ['clocked in 2 min ago', { checkIn: '2026-11-22T06:58:00.000Z' }, false],
    ['clocked in 8 hours ago', { checkIn: '2026-11-21T23:00:00.000Z' }, false],
  ])('%s', (_, open, expected) => {
    expect(isQuickClockOut(open, now)).toBe(expected);
  });
});
