import { describe, expect, it } from 'vitest';
import { parsePosition } from './parsePosition';

const ROME = { lat: 41.9028, lng: 12.4964 };

describe('a pasted position', () => {
  it.each([
    ['41.9028, 12.4964'],
    ['41.9028,12.4964'],
    ['(41.9028, 12.4964)'],
    ['41.9028 12.4964'],
    ['41,9028; 12,4964'],
    ['41,9028 12,4964'],
    ['https://www.google.com/maps/@41.9028,12.4964,17z'],
    ['https://www.google.com/maps/place/Colosseo/@41.8902,12.4922,17z/data=!3d41.9028!4d12.4964'],
    ['https://maps.google.com/?q=41.9028,12.4964'],
    ['https://www.google.com/maps/search/?api=1&query=41.9028%2C12.4964'],
    ['https://maps.apple.com/?ll=41.9028,12.4964&z=16'],
    ['https://www.openstreetmap.org/?mlat=41.9028&mlon=12.4964#map=17/41.90/12.49'],
    ['https://www.openstreetmap.org/#map=17/41.9028/12.4964'],
    ['geo:41.9028,12.4964?z=17'],
  ])('reads %s', (text) => {
    expect(parsePosition(text)).toEqual(ROME);
  });

  it('reads a southern and western position', () => {
    expect(parsePosition('-33.8688, -151.2093')).toEqual({ lat: -33.8688, lng: -151.2093 });
  });

  it.each([[''], ['Via Roma 1, Milano'], ['91, 12'], ['41.9, 181'], ['0, 0'], ['https://example.com/page'], ['12']])('refuses %j', (text) => {
    expect(parsePosition(text)).toBeNull();
  });
});
