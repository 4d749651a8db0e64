import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Failure reply: status 0 with a sentence a shopper can read, plus code/field for machines. */
export function fail(c: Context, http: ContentfulStatusCode, rsn: string, code: string, field?: string) {
  return c.json({ status: 0, rsn, code, ...(field ? { field } : {}) }, http);
}

export function ok<T extends object>(c: Context, body: T) {
  return c.json({ status: 1, ...body });
}

/** The JSON APIs' paths (storefront, owner, operator): every reply under them is JSON, refusals included. */
export const isApiPath = (path: string): boolean => /^\/(api|admin\/api|platform\/api)\//.test(path);
