import { describe, expect, it } from 'vitest';
import { isValidPlate, normalizePlate } from './plate';

describe('Italian number plates', () => {
  it.each(['AB123CD', 'ab 123 cd', 'GA-456-BX', 'ZZ999ZZ'])('accepts the current format %s', (plate) => {
    expect(isValidPlate(plate)).toBe(true);
  });

  it.each(['AB12345', 'EC 98765'])('accepts the motorcycle format %s', (plate) => {
    expect(isValidPlate(plate)).toBe(true);
  });

  it.each(['MI 123456', 'RM A12345', 'TO 7E4112', 'ROMA 12345', 'NA 4521'])('accepts the older provincial format %s', (plate) => {
    expect(isValidPlate(plate)).toBe(true);
  });

  it.each([
    ['letters never issued', 'AI123CD'],
    ['O among the last letters', 'AB123CO'],
    ['too short', 'AB12CD'],
    ['digits first', '123ABCD'],
    ['an unknown province', 'XX123456'],
    ['a province created after 1994', 'MB123456'],
    ['a serial of letters', 'RM ABCDE'],
    ['empty', ''],
  ])('refuses %s (%s)', (_label, plate) => {
    expect(isValidPlate(plate)).toBe(false);
  });

  it('stores plates upper case without spaces, dots or dashes', () => {
    expect(normalizePlate(' ab 123-cd ')).toBe('AB123CD');
  });
});
