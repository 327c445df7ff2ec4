import { BooleanInput, DateTimeInput, TextInput } from 'react-admin';
import { requiredCheck } from '../../components/requiredFields';
import { romeDateOf, romeInstant, romeTimeOf } from '../../../shared/attendance';
import { siteOfValue, siteValue } from './siteChoice';

/** 'yyyy-MM-ddTHH:mm' as a datetime-local gives it (seconds, if a browser adds them, are dropped). */
const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * The value a datetime-local shows: the instant's wall time in Europe/Rome, whatever the
 * browser's zone, since shifts are worked and corrected in Italian time. A wall time passes as is.
 */
export const toRomeWallTime = (value: unknown): string => {
  if (value == null || value === '') return '';
  const text = String(value);
  const wall = WALL_TIME.exec(text);
  if (wall) return `${wall[1]}T${wall[2]}`;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return '';
  const iso = new Date(time).toISOString();
  return `${romeDateOf(iso)}T${romeTimeOf(iso)}`;
};

/** What the API wants from a datetime-local: the instant of that Europe/Rome wall time. */
export const fromRomeWallTime = (value: unknown): string | null => {
  const match = typeof value === 'string' ? WALL_TIME.exec(value) : null;
  return match ? romeInstant(match[1], match[2]) : null;
};

/** As the server counts it: at least 3 characters once trimmed. */
const longEnough = (value: unknown) => (typeof value === 'string' && value.trim().length >= 3 ? undefined : 'validation.reasonTooShort');

export const validateReason = [requiredCheck('resources.attendance.reasonRequired'), longEnough];

/** The times, the note and, when correcting, the review flag; always a reason, kept in the history. */
export const AttendanceInputs = ({ edit = false }: { edit?: boolean }) => (
  <>
    <DateTimeInput source="checkIn" format={toRomeWallTime} parse={fromRomeWallTime} validate={requiredCheck()} required />
    <DateTimeInput source="checkOut" format={toRomeWallTime} parse={fromRomeWallTime} />
    <TextInput source="note" multiline fullWidth />
    {edit && <BooleanInput source="reviewFlag" />}
    <TextInput
      source="reason"
      multiline
      minRows={2}
      fullWidth
      validate={validateReason}
      required
      helperText="resources.attendance.reasonHelp"
      defaultValue=""
    />
  </>
);

const sameInstant = (a: unknown, b: unknown) =>
  (a == null && b == null) || (a != null && b != null && Date.parse(String(a)) === Date.parse(String(b)));

/** A record entered by hand: the picked site (`site`, e.g. `PLACE:3`) becomes its type and id, or none. */
export const manualEntryOf = (data: Record<string, unknown>) => {
  const { site, ...rest } = data;
  return { ...rest, ...siteOfValue(site) };
};

/**
 * A correction sends what changed and the reason, so the history's before → after shows just
 * that. The site, picked as `site`, is sent as siteType and siteId only when it changed ('' clears it).
 */
export const correctionOf = (data: Record<string, unknown>, previous: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { reason: data.reason };
  const previousSite = siteValue(previous as { siteType?: string | null; siteId?: number | null });
  if (data.site !== undefined && (data.site ?? '') !== previousSite) Object.assign(body, siteOfValue(data.site));
  if (!sameInstant(data.checkIn, previous.checkIn)) body.checkIn = data.checkIn;
  if (!sameInstant(data.checkOut, previous.checkOut)) body.checkOut = data.checkOut ?? null;
  if ((data.note ?? null) !== (previous.note ?? null)) body.note = data.note ?? null;
  if (data.reviewFlag !== undefined && data.reviewFlag !== previous.reviewFlag) body.reviewFlag = data.reviewFlag;
  return body;
};
