import { isSaneDate, MAX_ID, noControlChars, z } from './zod';

/** Form fields left empty arrive as '' or null; both are stored as null. */
const blankToNull = <T>(value: T | '' | null | undefined): T | null => (value === '' || value == null ? null : value);

/** An optional calendar date 'yyyy-MM-dd' that exists, within 1900–2100. */
export const optionalDate = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isSaneDate(value), 'validation.date')
    .nullish()
    .transform(blankToNull);

/**
 * A reference to another record in a JSON body: a number, not coerced, so that a missing one is
 * reported as required rather than as invalid.
 */
export const refId = () => z.number().int().positive().max(MAX_ID);

/** An optional reference to another record. */
export const optionalId = () =>
  z
    .union([z.literal(''), refId()])
    .nullish()
    .transform((value) => blankToNull(value) as number | null);

/** An optional code (VAT, fiscal code, username…): normalized, checked when not blank, '' stored as null. */
export const optionalCode = (normalize: (value: string) => string, isValid: (value: string) => boolean, message: string, max = 32) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noControlChars, 'validation.invalid')
    .transform(normalize)
    .refine((value) => value === '' || isValid(value), message)
    .nullish()
    .transform(blankToNull);
