import type { Socket } from 'node:net';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode, TErrorBody } from '../../shared/errors';
import { DEFAULT_LOCALE } from '../../shared/i18n/validation';
import { AppError } from '../errors';
import { pickLocale, translate } from '../i18n/messages';
import { StorageNotFound } from '../storage';

const FRAMEWORK_ERRORS: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.badJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.badJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.tooLarge' },
};

/** The code of a framework's 4xx: the app's own where one means the same, BAD_REQUEST otherwise. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 413: 'TOO_LARGE', 429: 'RATE_LIMITED' };

const CLIENT_ERRORS: Record<string, { status: number; text: string; key: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, text: 'Request Header Fields Too Large', key: 'error.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: 'Request Timeout', key: 'error.timeout' },
};
const OTHER_CLIENT_ERROR = { status: 400, text: 'Bad Request', key: 'error.badRequest' };

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (headers over the limit,
 * a malformed request line, a request too slow to arrive) in the app's shape, in Italian since no
 * header was read, then closes the connection: the parser cannot go on after such an error.
 */
export const answerClientError = (error: Error & { code?: string }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, text, key } = CLIENT_ERRORS[error.code ?? ''] ?? OTHER_CLIENT_ERROR;
  const body = JSON.stringify({ message: translate(DEFAULT_LOCALE, key), code: 'BAD_REQUEST' } satisfies TErrorBody);
  // Called again for the rest of a refused request: the answer is already on its way.
  if (!socket.writable) return void (socket.writableEnded || socket.destroy());
  // Ended, not destroyed at once, so the answer is flushed before the connection goes.
  socket.end(
    [
      `HTTP/1.1 ${status} ${text}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
    () => socket.destroy(),
  );
};

/** One error shape for every answer: `{ message, code, errors?, requestId? }`, in the caller's language. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      // From the header itself: an error raised before the auth plugin's hook has not set request.locale.
      const locale = pickLocale(request.headers['accept-language']);
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
        const key = known?.key ?? (status === 404 ? 'error.notFound' : status === 413 ? 'error.tooLarge' : 'error.badRequest');
        return reply.status(status).send({ message: translate(locale, key), code: FRAMEWORK_CODES[status] ?? 'BAD_REQUEST' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ message: translate(locale, 'error.internal', { requestId: request.id }), code: 'INTERNAL', requestId: request.id });
    });
  },
  { name: 'errors' },
);
