/**
 * Italian number plates, stored without spaces or dashes, upper case.
 *
 * - Current format, since 1994, for cars, vans and trailers: AA 000 AA. The letters I, O, Q and U
 *   are never issued, so a plate with them is a typing error.
 * - Motorcycles, since 1999: AA 00000 (two letters, five digits), with the same letters excluded.
 * - Older provincial plates, still on the road on vintage and long-kept vehicles: the province
 *   code (ROMA for the oldest Rome plates) followed by a serial of 2 to 6 characters, mostly
 *   digits with at most two letters (MI 123456, RM A12345, TO 7E4112). Only provinces that
 *   existed before 1994 issued them, so the code is checked against that list.
 * Special series (army, police, diplomatic corps) and moped plates are not fleet vehicles of a
 * security company and are refused.
 */

const LETTER = '[A-HJ-NPR-TV-Z]';
const CURRENT = new RegExp(`^${LETTER}{2}\\d{3}${LETTER}{2}$`);
const MOTORCYCLE = new RegExp(`^${LETTER}{2}\\d{5}$`);

const OLD_PROVINCES = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BZ CA CB CE CH CL CN CO CR CS CT CZ EN FE FG FI FO ' +
    'FR GE GO GR IM IS KR LC LE LI LO LT LU MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN PO PR PS ' +
    'PT PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV ROMA'
  ).split(' '),
);

const isOldProvincial = (plate: string): boolean => {
  const match = /^(ROMA|[A-Z]{2})([0-9A-Z]{2,6})$/.exec(plate);
  if (!match || !OLD_PROVINCES.has(match[1])) return false;
  const serial = match[2];
  const letters = serial.replace(/\d/g, '').length;
  return letters <= 2 && serial.length - letters >= 2;
};

export const normalizePlate = (value: string): string => value.replace(/[\s.-]+/g, '').toUpperCase();

export const isValidPlate = (value: string): boolean => {
  const plate = normalizePlate(value);
  return CURRENT.test(plate) || MOTORCYCLE.test(plate) || isOldProvincial(plate);
};
