import type { z } from 'zod';
import { AppError } from '../errors';
import { hasMessage } from '../i18n/messages';

/**
 * A union (sign-in by fiscal code or by username) fails as a whole; report the fields of the
 * alternative the input came closest to, so the form can point at what is missing.
 */
const fieldIssues = (issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] =>
  issues.flatMap((issue) => {
    // A strict body (the profile's) names each field it refuses, for the form to point at.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ ...issue, path: [...issue.path, key], message: 'validation.notEditable' }));
    }
    if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return fieldIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });

/** Parses input with a shared schema; a failure is a 400 with one message key per field. */
export const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of fieldIssues(result.error.issues)) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (fields[field]) continue;
    // A shared schema names a catalogue key; zod's own messages are English sentences, never shown.
    fields[field] = hasMessage(issue.message) ? issue.message : 'validation.invalid';
  }
  throw new AppError('VALIDATION', 'error.validation', { fields });
};
