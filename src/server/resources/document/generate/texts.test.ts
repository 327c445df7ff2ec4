// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validUntilOf } from '../../../../shared/schemas/training';
import { formatEuro, formatHours } from './contract-letter';
import { printable } from './pdf-page';
import { namePart } from './stored';

describe('the words generated documents print', () => {
  it('keeps what the standard PDF fonts print, and loses only the accent of what they cannot', () => {
    expect(printable('Niccolò D’Amico, Forlì – € 1.650,00 «ok»')).toBe('Niccolò D’Amico, Forlì – € 1.650,00 «ok»');
    expect(printable('Łukasz Šťastný Ćirić')).toBe('Lukasz Štastný Ciric');
    expect(printable('a\u0000b\tc 😀')).toBe('a b c ?');
  });

  it('writes money and hours as Italian letters do', () => {
    expect(formatEuro(1650.5)).toBe('€ 1.650,50');
    expect(formatEuro(980)).toBe('€ 980,00');
    expect(formatEuro(12345.67)).toBe('€ 12.345,67');
    expect(formatHours(40)).toBe('40');
    expect(formatHours(37.5)).toBe('37,5');
  });

  it('makes file-name parts of ASCII letters and digits', () => {
    expect(namePart('D’Amico Perù')).toBe('D-Amico-Peru');
    expect(namePart('2026/0007')).toBe('2026-0007');
    expect(namePart('  ', 'X')).toBe('X');
    expect(namePart(null, '12')).toBe('12');
  });
});

describe('validUntilOf', () => {
  it('adds the course’s validity to its last day, on the month’s last day when the day does not exist', () => {
    expect(validUntilOf('PRIMO_SOCCORSO_BC', '2026-03-04')).toBe('2029-03-04');
    expect(validUntilOf('PREPOSTO', '2024-02-29')).toBe('2026-02-28');
    expect(validUntilOf('ESERCITAZIONE_TIRO_GPG', '2026-10-31')).toBe('2027-02-28');
    expect(validUntilOf('ESERCITAZIONE_TIRO_GPG', '2026-11-15')).toBe('2027-03-15');
    expect(validUntilOf('FORMAZIONE_GENERALE', '2026-01-31')).toBeNull();
  });
});
