import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { log } from './log';
import { fail } from './reply';

/**
 * A request refused with a reason the caller can act on. Shared guards throw it; the one JSON error handler
 * (jsonErrorHandler) answers it as `{status: 0, rsn, code, field}` with its HTTP status.
 */
export class Refusal extends Error {
  constructor(
    readonly http: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    readonly rsn: string,
    readonly code: string,
    readonly field?: string,
  ) {
    super(rsn);
    this.name = 'Refusal';
  }
}

/**
 * Work that lost to concurrent changes every time it tried. Not an HTTP error where it is thrown (the data
 * layer); the JSON error handler answers it 409 BUSY with the sentence it carries.
 */
export class Contended extends Error {
  constructor(readonly rsn: string) {
    super(rsn);
    this.name = 'Contended';
  }
}

/**
 * A part of the platform (the directory in D1, a shop's object) did not answer. Not a bug of the request: the
 * JSON error handler answers 503 SERVER_ERROR with `Retry-After`, pages the "cannot reach our servers" screen.
 */
export class Unavailable extends Error {
  constructor(
    readonly part: string,
    cause: unknown,
  ) {
    super(`${part} unavailable: ${String(cause)}`);
    this.name = 'Unavailable';
  }
}

/** Seconds a caller is asked to wait after a 503 of an unavailable part. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/** The API's answer while a part is down: 503, Retry-After, `{status: 0, rsn, code: 'SERVER_ERROR'}`. */
export function unavailableReply(c: Context, err: Unavailable): Response {
  log('error', 'part unavailable', { requestId: c.get('requestId'), path: c.req.path, error: err.message });
  c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
  c.header('Cache-Control', 'no-store');
  return fail(c, 503, 'We cannot reach our servers right now. Please try again in a minute.', 'SERVER_ERROR');
}

/**
 * The error handler of a JSON API: a Refusal as it says, hono's body errors in plain words, anything else logged
 * and answered 500 with `internal` (a sentence for the API's callers).
 */
export function jsonErrorHandler(api: string, internal: string) {
  return (err: Error, c: Context): Response => {
    if (err instanceof Refusal) {
      if (err.http === 503) c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return fail(c, err.http, err.rsn, err.code, err.field);
    }
    if (err instanceof Contended) return fail(c, 409, err.rsn, 'BUSY');
    if (err instanceof Unavailable) return unavailableReply(c, err);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      if (status === 400) return fail(c, 400, 'The body must be valid JSON.', 'BAD_JSON', 'body');
      if (status === 415)
        return fail(c, 415, 'Send the body as JSON with "Content-Type: application/json".', 'UNSUPPORTED_MEDIA_TYPE');
      return fail(c, status, err.message || 'The request could not be handled.', 'HTTP_ERROR');
    }
    log('error', `${api} error`, {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: String(err),
      stack: err.stack,
    });
    return fail(c, 500, internal, 'INTERNAL');
  };
}
