import { todayInRome } from '../../../shared/dates';
import { leaveDateBounds, type TPermissionType } from '../../../shared/leave';
import { ZPermissionCreate, type TPermissionCreate } from '../../../shared/schemas/permission';

/** The types a worker asks for on /home/permission; sick leave has its own screen. */
export const LEAVE_TYPES = ['FERIE', 'ROL', 'EX_FESTIVITA', 'L104', 'OTHER'] as const satisfies readonly TPermissionType[];

export type TLeaveMode = 'DAYS' | 'HOURS';

export interface TLeaveFormValues {
  type: (typeof LEAVE_TYPES)[number];
  mode: TLeaveMode;
  startDate?: string | null;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  reason?: string | null;
}

/** ROL and ex-festività are counted in hours, so they start by the hour; the rest by whole days. */
export const defaultModeFor = (type: TLeaveFormValues['type']): TLeaveMode => (type === 'ROL' || type === 'EX_FESTIVITA' ? 'HOURS' : 'DAYS');

const blank = (value: string | null | undefined) => (value ? value : undefined);

/** The body of POST api/permission: whole days from–to, or hours inside the one day chosen. */
export const toLeavePayload = (values: TLeaveFormValues): TPermissionCreate => {
  const base = { type: values.type, startDate: blank(values.startDate) as string, reason: values.reason ?? null };
  if (values.mode === 'HOURS') {
    return { ...base, endDate: null, startTime: blank(values.startTime) ?? '', endTime: blank(values.endTime) ?? '' };
  }
  return { ...base, endDate: blank(values.endDate) ?? '', startTime: null, endTime: null };
};

/**
 * Field errors as `validation.*` keys, from the server's own schema applied to the body the form
 * would send. An hourly time left empty is 'required', not 'invalid'.
 */
export const schemaErrors = (payload: unknown): Record<string, string> => {
  const parsed = ZPermissionCreate.safeParse(payload);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

/** Dates out of the years the server takes (last year to next year, see leaveDateBounds), marked on their fields. */
export const outOfBoundsErrors = (dates: Partial<Record<'startDate' | 'endDate', string | null | undefined>>, today: string): Record<string, string> => {
  const { first, last } = leaveDateBounds(today);
  return Object.fromEntries(
    Object.entries(dates)
      .filter(([, date]) => date && (date < first || date > last))
      .map(([field]) => [field, 'leave.form.outOfRange']),
  );
};

export const validateLeaveForm = (values: TLeaveFormValues, today: string = todayInRome()): Record<string, string> => {
  const errors = { ...outOfBoundsErrors({ startDate: values.startDate, endDate: values.mode === 'HOURS' ? null : values.endDate }, today), ...schemaErrors(toLeavePayload(values)) };
  // A missing start stops the schema before its period checks, so what else is missing is added here.
  if (values.mode === 'HOURS') {
    delete errors.endDate;
    for (const field of ['startTime', 'endTime'] as const) if (!values[field]) errors[field] = 'validation.required';
  } else if (!values.endDate) errors.endDate = 'validation.required';
  if (!values.startDate) errors.startDate = 'validation.required';
  return errors;
};
