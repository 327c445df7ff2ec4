import { z } from 'zod';

/**
 * Every field error is a message key of `validation.*` (see i18n/validation.ts), so the server
 * and the app translate the same key into the user's language.
 */
z.config({
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null) return 'validation.required';
    if (issue.code === 'too_big') return typeof issue.input === 'string' ? 'validation.tooLong' : 'validation.invalid';
    if (issue.code === 'too_small' && typeof issue.input === 'string') return 'validation.required';
    return 'validation.invalid';
  },
});

export { z };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const URL_PATTERN = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;
const PHONE = /^\+?[0-9 ()./-]{6,20}$/;

const emptyToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/** No text may hold a NUL character: PostgreSQL refuses to store one (a 400, not a 500). */
export const withoutNul = (value: string) => !value.includes('\u0000');

/** An optional free-text field: trimmed, '' stored as null. */
export const optionalText = (max = 200) =>
  z.string().trim().max(max).refine(withoutNul, 'validation.invalid').nullish().transform(emptyToNull);

export const requiredText = (max = 200) => z.string().trim().min(1).max(max).refine(withoutNul, 'validation.invalid');

const optionalMatching = (pattern: RegExp, message: string, max = 254) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || pattern.test(value), message)
    .nullish()
    .transform(emptyToNull);

export const optionalEmail = () => optionalMatching(EMAIL, 'validation.email');
export const requiredEmail = () =>
  z.string().trim().toLowerCase().max(254).refine((v) => EMAIL.test(v), 'validation.email');
export const optionalUrl = () => optionalMatching(URL_PATTERN, 'validation.url');
export const optionalPhone = () => optionalMatching(PHONE, 'validation.phone', 30);

export const isoDate = () =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

/** Ids are 32-bit integers on both databases; PostgreSQL refuses a larger one with an error. */
export const MAX_ID = 2_147_483_647;

export const id = () => z.coerce.number().int().positive().max(MAX_ID, 'validation.invalid');
