import { ERROR_CODES, type ErrorCode, type TErrorBody } from '../shared/errors';

/**
 * The one error type services throw. `message` is a key of the server catalogue
 * (i18n/messages.ts), translated at the edge; `fields` maps a field to a `validation.*` key.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      fields?: Record<string, string>;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
      /** Sent as they are (already translated): the checks behind a refused assignment. */
      reasons?: TErrorBody['reasons'];
    } = {},
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'error.notFound');
export const forbidden = () => new AppError('FORBIDDEN', 'error.forbidden');
export const invalidField = (field: string, key: string) =>
  new AppError('VALIDATION', 'error.validation', { fields: { [field]: key } });
