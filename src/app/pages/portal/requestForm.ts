import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ZRequestCreate, type TRequestCreate } from '../../../shared/schemas/request';
import type { TServiceType, TTimeSlot } from '../../../shared/schemas/workforce';

/** Inspection rounds are asked only for this service. */
export const ROUNDS_SERVICE: TServiceType = 'VIGILANZA_ISPETTIVA';

export interface TRequestFormValues {
  serviceType: TServiceType | '';
  siteId: number | '' | null;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  timeSlots: TTimeSlot[];
  headcount: number | null;
  armed: boolean;
  roundsPerDay: number | null;
}

export const REQUEST_DEFAULTS: TRequestFormValues = {
  serviceType: '',
  siteId: '',
  title: '',
  description: '',
  startDate: '',
  endDate: '',
  timeSlots: [],
  headcount: 1,
  armed: false,
  roundsPerDay: null,
};

const blank = <T,>(value: T | '' | null | undefined): T | undefined => (value === '' || value === null ? undefined : value);

/**
 * The body of POST api/request: a field left empty is missing (so 'Campo obbligatorio', not 'Data
 * non valida'), and the rounds go only with an inspection service.
 */
export const toRequestPayload = (values: TRequestFormValues): Record<string, unknown> => ({
  serviceType: blank(values.serviceType),
  siteId: blank(values.siteId),
  title: values.title ?? '',
  description: values.description || null,
  startDate: blank(values.startDate),
  endDate: values.endDate || null,
  timeSlots: values.timeSlots ?? [],
  headcount: values.headcount ?? undefined,
  armed: !!values.armed,
  roundsPerDay: values.serviceType === ROUNDS_SERVICE ? (values.roundsPerDay ?? undefined) : null,
});

/** Out of range says the range: 'Da 1 a 50 addetti' is clearer than 'Valore non valido'. */
const CLEARER: Record<string, string> = {
  headcount: 'portal.form.headcountRange',
  roundsPerDay: 'portal.form.roundsRange',
};

/** The server's words for the schema's own keys, said in the portal's catalogue. */
const OWN_WORDS: Record<string, string> = { 'request.rangeTooLong': 'portal.form.rangeTooLong' };

/**
 * The shared schema's field errors, keyed by their path ('timeSlots.0.start'), the first of each
 * field. The schema checks the rounds and the end date only once every field is valid, so those
 * two are added here too: the client sees every error at the first try.
 */
export const requestErrors = (values: TRequestFormValues): Record<string, string> => {
  const parsed = ZRequestCreate.safeParse(toRequestPayload(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!path || errors[path]) continue;
    errors[path] = issue.message === 'validation.invalid' && CLEARER[path] ? CLEARER[path] : (OWN_WORDS[issue.message] ?? issue.message);
  }
  if (values.serviceType === ROUNDS_SERVICE && values.roundsPerDay == null) errors.roundsPerDay ??= 'validation.required';
  if (values.endDate && values.startDate && values.endDate < values.startDate) errors.endDate ??= 'validation.endBeforeStart';
  return errors;
};

/** react-hook-form's shape of those errors: nested by path, as the inputs (and the slots' array) read them. */
const nest = (flat: Record<string, string>): FieldErrors => {
  const tree: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = tree;
    keys.slice(0, -1).forEach((key, index) => {
      node[key] ??= /^\d+$/.test(keys[index + 1]) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]] = { type: 'validate', message };
  }
  return tree as FieldErrors;
};

/** Validates with the shared schema and hands the parsed body (numbers, trimmed texts) to the submit. */
export const requestResolver: Resolver<FieldValues> = async (values) => {
  const parsed = ZRequestCreate.safeParse(toRequestPayload(values as TRequestFormValues));
  if (parsed.success) return { values: parsed.data as TRequestCreate, errors: {} };
  return { values: {}, errors: nest(requestErrors(values as TRequestFormValues)) };
};
