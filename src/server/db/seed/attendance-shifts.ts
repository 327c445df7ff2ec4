import { romeDayStart, romeTimeOf } from '../../../shared/attendance';
import { addDays } from '../../../shared/dates';

/** The three shifts of a guard post: morning, afternoon and night (22–06). */
export const SHIFTS = [6, 14, 22] as const;
export const SHIFT_HOURS = 8;

/** A small deterministic generator (mulberry32), so the demo looks the same on every start. */
export const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** A whole number in [min, max]. */
export const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** The instant of a local time on a Rome day; minutes past 24 h fall on the next day. */
export const romeInstant = (date: string, minutes: number): string => {
  const day = addDays(date, Math.floor(minutes / 1440));
  const local = ((minutes % 1440) + 1440) % 1440;
  let instant = Date.parse(romeDayStart(day)) + local * 60_000;
  // On the two days the clocks change, the hours after 02:00 are an hour off: correct them.
  const [h, m] = romeTimeOf(new Date(instant).toISOString()).split(':').map(Number);
  let drift = local - (h * 60 + m);
  if (drift > 720) drift -= 1440;
  if (drift < -720) drift += 1440;
  instant += drift * 60_000;
  return new Date(instant).toISOString();
};

/** A point `meters` from a position in a random direction. */
export const near = (random: () => number, from: { lat: number; lng: number }, meters: number) => {
  const angle = random() * 2 * Math.PI;
  const dLat = (meters * Math.cos(angle)) / 111_195;
  const dLng = (meters * Math.sin(angle)) / (111_195 * Math.cos((from.lat * Math.PI) / 180));
  return { lat: Math.round((from.lat + dLat) * 1e6) / 1e6, lng: Math.round((from.lng + dLng) * 1e6) / 1e6 };
};
