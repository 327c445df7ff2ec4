import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import type { TErrorBody } from '../../shared/errors';
import { AppError } from '../errors';
import { translate } from '../i18n/messages';
import { StorageNotFound } from '../storage';

const FRAMEWORK_ERRORS: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.badJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.badJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.badJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.tooLarge' },
};

/** One error shape for every answer: `{ message, code, errors?, requestId? }`, in the caller's language. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const locale = request.locale ?? 'it';
      if (error instanceof AppError) {
        const body: TErrorBody = { message: translate(locale, error.message, error.options.params), code: error.code };
        if (error.options.fields) {
          body.errors = Object.fromEntries(
            Object.entries(error.options.fields).map(([field, key]) => [field, translate(locale, key)]),
          );
        }
        if (error.options.reasons) body.reasons = error.options.reasons;
        if (error.options.headers) reply.headers(error.options.headers);
        return reply.status(error.status).send(body);
      }
      // A record whose bytes are gone from the storage reads as missing, and the operator is told.
      if (error instanceof StorageNotFound) {
        request.log.error({ err: error }, 'stored bytes missing');
        return reply.status(404).send({ message: translate(locale, 'error.notFound'), code: 'NOT_FOUND' });
      }
      const known = FRAMEWORK_ERRORS[error.code] ?? (error.code === 'FST_ERR_CTP_INVALID_JSON' ? FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      if (known || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
        const status = known?.status ?? error.statusCode ?? 400;
        return reply.status(status).send({ message: translate(locale, known?.key ?? 'error.badJson'), code: 'BAD_REQUEST' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ message: translate(locale, 'error.internal', { requestId: request.id }), code: 'INTERNAL', requestId: request.id });
    });
  },
  { name: 'errors' },
);
