import { HttpError } from 'react-admin';
import type { TContractTemplate } from '../../../shared/schemas/document-generate';

export interface TTemplateRefusal {
  message: string;
  /** The server's reasons per field (the placeholders it could not fill, a file it could not read). */
  details: string[];
}

/** A refusal as the server worded it: its message and every field's reason, each once. */
export const refusalOf = (error: unknown): TTemplateRefusal => {
  if (!(error instanceof HttpError)) return { message: error instanceof Error ? error.message : String(error), details: [] };
  const body = (error.body ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
  const message = typeof body.message === 'string' ? body.message : error.message;
  const details = Object.values(body.errors ?? {}).filter((d): d is string => typeof d === 'string' && d !== message);
  return { message, details: [...new Set(details)] };
};

/** The placeholders a stored template names that Presidio does not fill: a letter from it would be refused. */
export const unknownPlaceholders = (data: TContractTemplate): string[] => {
  const provided = new Set(data.provided.map((p) => p.name));
  return (data.template?.placeholders ?? []).filter((name) => !provided.has(name));
};
