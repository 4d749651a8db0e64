import { createRoute, OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { fail } from '../core/reply';
import { describeIssue, type IssueLike } from '../domain/owner/issues';
import { invalidateShop } from '../data/owner-cache';
import { log } from '../core/log';
import type { ValidatedContext } from '../middleware/validated-context';
import { failureOut } from './schemas';

export type PlatformApp = OpenAPIHono<AppEnv>;

/** A validation failure: 400 naming the field for bodies and queries; a malformed path id names no shop (404). */
function validationFailure(c: Context, issues: readonly IssueLike[], target: string): Response {
  if (target === 'param') return fail(c, 404, 'There is no such shop.', 'NOT_FOUND');
  const issue = issues[0] ?? { code: 'custom', path: [], message: 'Invalid request' };
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
    const field = [...issue.path, issue.keys[0]].map(String).join('.');
    return fail(c, 400, `Unknown field "${field}". Send only the documented fields.`, 'UNKNOWN_FIELD', field);
  }
  const f = describeIssue(issue, target === 'json' ? 'body' : target);
  return fail(c, 400, f.rsn, f.code, f.field);
}

export function newPlatformApp(): PlatformApp {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailure(c, result.error.issues as IssueLike[], result.target);
    },
  });
}

const failure = (description: string) => ({ description, content: { 'application/json': { schema: failureOut } } });

/** What an operator call may validate: its path, its query, its JSON body (each a zod schema). */
type PlatformRequest = Pick<NonNullable<RouteConfig['request']>, 'params' | 'query'> & {
  body?: { content: { 'application/json': { schema: z.ZodType } } };
};

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the route's validators produce, per target (undefined for a target the route does not validate). */
export type PlatformInput<Req extends PlatformRequest> = {
  param: Output<Req['params']>;
  query: Output<Req['query']>;
  json: Req['body'] extends { content: { 'application/json': { schema: infer S } } } ? Output<S> : undefined;
};

interface RouteSpec<Req extends PlatformRequest> {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  summary: string;
  description: string;
  request: Req;
  ok: z.ZodType;
  okStatus?: 200 | 201;
  failures: Partial<Record<400 | 404 | 409 | 413 | 415, string>>;
}

/** Registers one documented, validated operator call; the handler reads the validated input with `c.req.valid(target)`, typed by the route's schemas. */
export function platformRoute<Req extends PlatformRequest>(
  app: PlatformApp,
  spec: RouteSpec<Req>,
  handler: (c: ValidatedContext<PlatformInput<Req>>) => Promise<Response>,
): void {
  const route = createRoute({
    method: spec.method,
    path: spec.path,
    tags: ['Shops'],
    summary: spec.summary,
    description: spec.description,
    security: [{ operatorKey: [] }],
    request: spec.request,
    responses: {
      [spec.okStatus ?? 200]: { description: 'Success', content: { 'application/json': { schema: spec.ok } } },
      401: failure('Missing (AUTH_REQUIRED) or unknown (AUTH_INVALID) operator key.'),
      ...Object.fromEntries(Object.entries(spec.failures).map(([code, text]) => [code, failure(text as string)])),
    },
  });
  app.openapi(route, handler as never);
}

/** After a change the storefront shows: make it visible at once, log it, reply. */
export async function changed<T extends object>(
  c: Context<AppEnv>,
  id: string,
  what: string,
  body: T,
  status: 200 | 201 = 200,
) {
  try {
    await invalidateShop(c.env, id);
  } catch (err) {
    // The change is saved; the shop's pages show it at its next change (edge copies follow the shop's version) or
    // when their day at the edge ends, and the isolate memos within 5 minutes.
    log('warn', 'shop cache invalidation failed', { requestId: c.get('requestId'), storeId: id, error: String(err) });
  }
  log('info', 'platform change', {
    requestId: c.get('requestId'),
    storeId: id,
    what,
    method: c.req.method,
    path: c.req.path,
  });
  return c.json({ status: 1, ...body }, status);
}
