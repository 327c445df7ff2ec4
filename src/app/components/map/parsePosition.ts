import type { TLatLng } from './types';

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;

/**
 * The ways a position is pasted, most specific first: a Google Maps link's marker (!3d…!4d…) or
 * view (@lat,lng), a query (?q= / ?ll= / ?query= / ?destination=), OpenStreetMap's marker
 * (mlat/mlon) or view (#map=zoom/lat/lng), a geo: URI, and a bare "lat, lng" (comma, space or
 * semicolon between them; a decimal comma only when the pair is split by a semicolon or a space).
 */
const PATTERNS: ReadonlyArray<{ pattern: RegExp; swap?: boolean }> = [
  { pattern: new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`) },
  { pattern: new RegExp(String.raw`[?&](?:q|ll|query|destination|daddr|center)=(?:loc:)?(${NUMBER})(?:,|%2C)\s*(${NUMBER})`, 'i') },
  { pattern: new RegExp(String.raw`[?&]mlat=(${NUMBER}).*?[?&]mlon=(${NUMBER})`, 'i') },
  { pattern: new RegExp(String.raw`@(${NUMBER}),(${NUMBER})`) },
  { pattern: new RegExp(String.raw`#map=\d+(?:\.\d+)?/(${NUMBER})/(${NUMBER})`) },
  { pattern: new RegExp(String.raw`^geo:(${NUMBER}),(${NUMBER})`, 'i') },
  { pattern: new RegExp(String.raw`^\(?\s*(${NUMBER})\s*[,;\s]\s*(${NUMBER})\s*\)?$`) },
];

const inRange = ({ lat, lng }: TLatLng) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);

/** The position a pasted text names ("41.9028, 12.4964" or a maps link), or null when it names none. */
export const parsePosition = (text: string): TLatLng | null => {
  let clean = text.trim();
  if (!clean) return null;
  // "41,9028; 12,4964" or "41,9028 12,4964": decimal commas, told apart by what splits the pair.
  const decimalCommas = clean.match(/^\(?\s*([-+]?\d{1,3},\d+)\s*[;\s]\s*([-+]?\d{1,3},\d+)\s*\)?$/);
  if (decimalCommas) clean = `${decimalCommas[1].replace(',', '.')}, ${decimalCommas[2].replace(',', '.')}`;
  for (const { pattern } of PATTERNS) {
    const match = clean.match(pattern);
    if (!match) continue;
    const position = { lat: Number(match[1]), lng: Number(match[2]) };
    if (Number.isFinite(position.lat) && Number.isFinite(position.lng) && inRange(position)) return position;
  }
  return null;
};
