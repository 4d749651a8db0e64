import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { fail } from '../core/reply';
import { pathHasControlCharacters } from '../domain/path-safety';

const JSON_SURFACES = /^\/(api|admin\/api|platform\/api|ondc)(\/|$)/;

/**
 * Every path segment is validated once, before any route: a control character anywhere in the path (CR/LF that
 * would end up in a Location header, NUL, ...) answers 404, JSON on the APIs and the not-found page elsewhere.
 */
export const refuseControlCharactersInPath = createMiddleware<AppEnv>(async (c, next) => {
  const rawPath = new URL(c.req.url).pathname;
  if (!pathHasControlCharacters(rawPath)) return next();
  if (JSON_SURFACES.test(rawPath)) return fail(c, 404, 'There is no such address. Please check the link.', 'NOT_FOUND');
  return c.notFound();
});
