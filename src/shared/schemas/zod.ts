import { z } from 'zod';
import { isRealDate } from '../dates';

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

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * No single-line text may hold a control character (C0 or DEL): PostgreSQL refuses to store a NUL
 * (a 400, not a 500), and the others only hide or corrupt what a user reads.
 */
export const noControlChars = (value: string) => !CONTROL.test(value);

/** Multi-line text keeps its line breaks and tabs, and refuses every other control character. */
export const noControlCharsButLines = (value: string) => !CONTROL_BUT_LINES.test(value);

/**
 * Whether a text field may span lines: by default those of 500 characters or more (notes, reasons,
 * descriptions, orders); a shorter field says so with `{ multiLine: true }`.
 */
type TextOptions = { multiLine?: boolean };
export const textChars = (max: number, { multiLine = max >= 500 }: TextOptions = {}) => (multiLine ? noControlCharsButLines : noControlChars);

/** A single-line string field that is not free text (a code, a username, a password). */
export const line = () => z.string().refine(noControlChars, 'validation.invalid');

/** An optional free-text field: trimmed, '' stored as null. */
export const optionalText = (max = 200, options?: TextOptions) =>
  z.string().trim().max(max).refine(textChars(max, options), 'validation.invalid').nullish().transform(emptyToNull);

export const requiredText = (max = 200, options?: TextOptions) =>
  z.string().trim().min(1).max(max).refine(textChars(max, options), 'validation.invalid');

const optionalMatching = (pattern: RegExp, message: string, max = 254) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noControlChars, 'validation.invalid')
    .refine((value) => value === '' || pattern.test(value), message)
    .nullish()
    .transform(emptyToNull);

export const optionalEmail = () => optionalMatching(EMAIL, 'validation.email');
export const requiredEmail = () =>
  z.string().trim().toLowerCase().max(254).refine((v) => noControlChars(v) && EMAIL.test(v), 'validation.email');
export const optionalUrl = () => optionalMatching(URL_PATTERN, 'validation.url');
export const optionalPhone = () => optionalMatching(PHONE, 'validation.phone', 30);

/**
 * Dates and months are kept to 1900–2100: nothing the service records lies outside, and years such
 * as 0001 or 9999 break the date arithmetic (time zone offsets) downstream.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
/** Whether an ISO day, month or instant falls in the years the app takes (by its first four digits). */
export const inYears = (value: string) => Number(value.slice(0, 4)) >= MIN_YEAR && Number(value.slice(0, 4)) <= MAX_YEAR;

/** A calendar date 'yyyy-MM-dd' that exists (not 2026-02-30), within 1900–2100. */
export const isSaneDate = (value: string) => isRealDate(value) && inYears(value);

/** A month 'yyyy-MM' within 1900–2100. */
export const isSaneMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && inYears(value);

export const isoDate = () => z.string().trim().refine(isSaneDate, 'validation.date');

export const isoMonth = () => z.string().trim().refine(isSaneMonth, 'validation.month');

/** Ids are 32-bit integers on both databases; PostgreSQL refuses a larger one with an error. */
export const MAX_ID = 2_147_483_647;

export const id = () => z.coerce.number().int().positive().max(MAX_ID, 'validation.invalid');
