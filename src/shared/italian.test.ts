import { describe, expect, it } from 'vitest';
import { decodeFiscalCode, fiscalCodeCheckChar, isValidClientFiscalCode, isValidFiscalCode, isValidVat, vatCheckDigit } from './italian';

describe('partita IVA', () => {
  it.each(['01114601006', '00743110157', '12345678903'])('accepts %s', (vat) => {
    expect(isValidVat(vat)).toBe(true);
  });
  it.each(['01114601007', '1234567890', 'ABCDEFGHIJK', '00000000000', ''])('rejects %s', (vat) => {
    expect(isValidVat(vat)).toBe(false);
  });
  it('ignores spaces and the IT prefix', () => {
    expect(isValidVat('IT 01114601006')).toBe(true);
  });
  it('computes the check digit of the first ten digits', () => {
    expect(vatCheckDigit('0111460100')).toBe(6);
    expect(vatCheckDigit('0074311015')).toBe(7);
  });
});

describe("a client's codice fiscale", () => {
  it("accepts a person's code and an organisation's 11 digits", () => {
    expect(isValidClientFiscalCode('RSSMRA80A01H501U')).toBe(true);
    expect(isValidClientFiscalCode('97145820581')).toBe(true);
  });
  it('rejects a wrong check digit or character', () => {
    expect(isValidClientFiscalCode('97145820582')).toBe(false);
    expect(isValidClientFiscalCode('RSSMRA80A01H501A')).toBe(false);
  });
});

describe('codice fiscale', () => {
  const demo = ['RSSMRA80A01H501U', 'BNCLRA85M55F205Q', 'VRDGPP90C10F839E', 'SPSNNA92T45L219I', 'FRRLCU78H20A944X'];
  it.each(demo)('accepts the demo code %s', (code) => {
    expect(isValidFiscalCode(code)).toBe(true);
  });
  it('accepts lower case and spaces', () => {
    expect(isValidFiscalCode(' rssmra80a01h501u ')).toBe(true);
  });
  it('rejects a wrong check character', () => {
    expect(isValidFiscalCode('RSSMRA80A01H501A')).toBe(false);
  });
  it('rejects a malformed code', () => {
    expect(isValidFiscalCode('RSSMRA80Z01H501U')).toBe(false);
    expect(isValidFiscalCode('RSSMRA80A01H501')).toBe(false);
  });
  it('accepts omocodia variants with their own check character', () => {
    const base = 'RSSMRA80A01H50'; // last digit 1 -> M
    const variant = `${base}M`;
    expect(isValidFiscalCode(variant + fiscalCodeCheckChar(variant))).toBe(true);
  });
  it('decodes birth date and sex', () => {
    expect(decodeFiscalCode('RSSMRA80A01H501U')).toEqual({ birthDate: '1980-01-01', sex: 'M' });
    expect(decodeFiscalCode('BNCLRA85M55F205Q')).toEqual({ birthDate: '1985-08-15', sex: 'F' });
  });
});
