import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, TooManyRequestsError } from '../lib/http-error';
import { BlobNotFoundError, BlobRangeError, BlobTooLargeError } from '../storage/blob-store';

/** Fastify's own errors for bad requests, mapped to the status and message the caller sees. */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
};

/** Every error answers `{ message, code }` with the right status; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', error.retryAfterSeconds);
      return reply
        .code(error.statusCode)
        .send({ message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (error instanceof BlobTooLargeError) {
      // The rest of the body is not read: close the connection rather than wait for it.
      return reply.code(413).header('connection', 'close').send({ message: error.message, code: 'TOO_LARGE' });
    }
    if (error instanceof BlobNotFoundError) {
      request.log.error({ err: error }, 'a listed file has no blob');
      return reply.code(404).send({ message: 'The file is missing from storage', code: 'NOT_FOUND' });
    }
    if (error instanceof BlobRangeError) {
      return reply.code(416).send({ message: error.message, code: 'RANGE_NOT_SATISFIABLE' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      const first = fields[0];
      return reply.code(400).send({
        message: first ? `Invalid ${first.field}: ${first.message}` : 'Invalid request',
        code: 'BAD_REQUEST',
        fields,
      });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message, code: known.code });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}
