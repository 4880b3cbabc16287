/** What is wrong with one field of a request, by its path in the body (`contact.country`). */
export type FieldIssue = { field: string; message: string };

/** An error with an HTTP status and a message safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldIssue[]) =>
  new HttpError(400, 'BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Please sign in') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const unsupportedMediaType = (message = 'Unsupported content type') =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** 429, telling the caller in `Retry-After` how many seconds to wait. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new TooManyRequestsError(message, retryAfterSeconds);

/** True for a unique-constraint violation reported by PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
}
