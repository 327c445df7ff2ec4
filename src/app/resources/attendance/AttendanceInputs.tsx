import { BooleanInput, DateTimeInput, required, TextInput } from 'react-admin';
import { siteOfValue, siteValue } from './siteChoice';

/** datetime-local holds the browser's wall time; the API wants an instant with its offset. */
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** As the server counts it: at least 3 characters once trimmed. */
const longEnough = (value: unknown) => (typeof value === 'string' && value.trim().length >= 3 ? undefined : 'validation.reasonTooShort');

export const validateReason = [required('resources.attendance.reasonRequired'), longEnough];

/** The times, the note and, when correcting, the review flag; always a reason, kept in the history. */
export const AttendanceInputs = ({ edit = false }: { edit?: boolean }) => (
  <>
    <DateTimeInput source="checkIn" parse={toInstant} validate={required()} />
    <DateTimeInput source="checkOut" parse={toInstant} />
    <TextInput source="note" multiline fullWidth />
    {edit && <BooleanInput source="reviewFlag" />}
    <TextInput
      source="reason"
      multiline
      minRows={2}
      fullWidth
      validate={validateReason}
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
