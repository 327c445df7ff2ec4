import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses input with a shared schema; a failure is a 400 with one message key per field. */
export const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (fields[field]) continue;
    fields[field] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  throw new AppError('VALIDATION', 'error.validation', { fields });
};
