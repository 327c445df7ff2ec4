import { addDays, todayInRome } from '../../../shared/dates';

/** Within this many days an expiry is shown amber; past due, red. */
export const EXPIRY_SOON_DAYS = 30;

export type TExpiryStatus = 'none' | 'ok' | 'soon' | 'expired';

const DAY_MS = 86_400_000;

/** Days from today to the date (negative when past), counted on calendar dates in Europe/Rome. */
export const daysUntil = (date: string, today: string = todayInRome()) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/** The expiry due today is still valid today, and shown amber. */
export const expiryStatus = (date: string | null | undefined, today: string = todayInRome()): TExpiryStatus => {
  if (!date) return 'none';
  const days = daysUntil(date, today);
  if (days < 0) return 'expired';
  return days <= EXPIRY_SOON_DAYS ? 'soon' : 'ok';
};

/** The windows of the list's expiry filters: `<expiry>_lte` with a date computed from today. */
export const expiryWindows = (today: string = todayInRome()) => [
  { id: addDays(today, -1), name: 'resources.vehicle.window.expired' },
  { id: addDays(today, 30), name: 'resources.vehicle.window.d30' },
  { id: addDays(today, 60), name: 'resources.vehicle.window.d60' },
  { id: addDays(today, 90), name: 'resources.vehicle.window.d90' },
];
