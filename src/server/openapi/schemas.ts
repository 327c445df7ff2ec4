import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errors';
import type { FileAnswer } from './types';

/** The body of every error answer (TErrorBody in src/shared/errors.ts), as the document's component. */
export const ZErrorBody = z.object({
  message: z.string().describe("What went wrong, in the caller's language."),
  code: z.enum(Object.keys(ERROR_CODES) as [keyof typeof ERROR_CODES, ...Array<keyof typeof ERROR_CODES>]).optional(),
  errors: z.record(z.string(), z.string()).optional().describe('Each refused field with its message, for forms.'),
  reasons: z
    .array(
      z.object({
        code: z.string(),
        level: z.string(),
        overridable: z.boolean(),
        message: z.string(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
  requestId: z.string().optional(),
});

/** The list protocol of react-admin's simple REST provider; the total comes back in Content-Range. */
export const ZListQuery = z.object({
  range: z.string().optional().describe('JSON [first, last] (0-based, inclusive).'),
  sort: z.string().optional().describe('JSON [field, "ASC" | "DESC"].'),
  filter: z.string().optional().describe('JSON object of filters (q for a free search, or field: value).'),
});

/** An answer that confirms a change with a message in the caller's language, beside its data. */
export const withMessage = <T extends z.ZodObject>(schema: T) => schema.extend({ message: z.string() });

/** The answer of a change that returns only its message. */
export const ZMessage = z.object({ message: z.string() });

/** The answer of a deletion: its message and the id removed. */
export const ZDeleted = z.object({ message: z.string(), id: z.number().int() });

export const FILE_TYPES: Record<FileAnswer, string[]> = {
  pdf: ['application/pdf'],
  csv: ['text/csv'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  zip: ['application/zip'],
  ics: ['text/calendar'],
  file: ['application/octet-stream'],
  html: ['text/html'],
  report: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};
