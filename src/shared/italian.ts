/** Italian identifiers: partita IVA and codice fiscale, with their check characters. */

export const normalizeVat = (value: string): string => value.replace(/\s+/g, '').replace(/^IT/i, '');

/** The check digit of a partita IVA's first ten digits (also the 11-digit codice fiscale of organisations). */
export const vatCheckDigit = (first10: string): number => {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(first10[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
};

export const isValidVat = (value: string): boolean => {
  const vat = normalizeVat(value);
  if (!/^\d{11}$/.test(vat) || vat === '00000000000') return false;
  return vatCheckDigit(vat) === Number(vat[10]);
};

export const normalizeFiscalCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const ODD_VALUES: Record<string, number> = {
  0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

const evenValue = (char: string): number =>
  /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 'A'.charCodeAt(0);

/** Letters that replace digits in omocodia variants, in digit order 0–9. */
const OMOCODIA = 'LMNPQRSTUV';
const DIGIT_OR_OMOCODIA = `[0-9${OMOCODIA}]`;
const PERSON_PATTERN = new RegExp(
  `^[A-Z]{6}${DIGIT_OR_OMOCODIA}{2}[ABCDEHLMPRST]${DIGIT_OR_OMOCODIA}{2}[A-Z]${DIGIT_OR_OMOCODIA}{3}[A-Z]$`,
);

export const fiscalCodeCheckChar = (first15: string): string => {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const char = first15[i];
    sum += i % 2 === 0 ? ODD_VALUES[char] : evenValue(char);
  }
  return String.fromCharCode('A'.charCodeAt(0) + (sum % 26));
};

export const isValidFiscalCode = (value: string): boolean => {
  const code = normalizeFiscalCode(value);
  if (!PERSON_PATTERN.test(code)) return false;
  return fiscalCodeCheckChar(code.slice(0, 15)) === code[15];
};

const MONTHS = 'ABCDEHLMPRST';

const digitsOf = (chunk: string): number =>
  Number([...chunk].map((c) => (/\d/.test(c) ? c : String(OMOCODIA.indexOf(c)))).join(''));

/** Birth date (yyyy-MM-dd, century guessed against `today`) and sex encoded in a valid fiscal code. */
export const decodeFiscalCode = (
  value: string,
  today: Date = new Date(),
): { birthDate: string; sex: 'M' | 'F' } | undefined => {
  const code = normalizeFiscalCode(value);
  if (!isValidFiscalCode(code)) return undefined;
  const yy = digitsOf(code.slice(6, 8));
  const month = MONTHS.indexOf(code[8]) + 1;
  const dayCode = digitsOf(code.slice(9, 11));
  const sex = dayCode > 40 ? 'F' : 'M';
  const day = dayCode > 40 ? dayCode - 40 : dayCode;
  const currentYy = today.getUTCFullYear() % 100;
  const year = (yy > currentYy ? 1900 : 2000) + yy;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { birthDate: `${year}-${pad(month)}-${pad(day)}`, sex };
};

/**
 * A client's codice fiscale: a person's (16 characters) or an organisation's, such as a
 * condominium's, which is 11 digits checked like a partita IVA.
 */
export const isValidClientFiscalCode = (value: string): boolean => {
  const code = normalizeFiscalCode(value);
  return /^\d{11}$/.test(code) ? isValidVat(code) : isValidFiscalCode(code);
};
