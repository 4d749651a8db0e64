import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../middleware/app-env';
import { describeIssue, type IssueLike } from '../domain/owner/issues';
import { invalidateShop } from '../data/owner-cache';
import { forgetShopVersion } from '../data/known-shop-versions';
import { log } from '../core/log';
import { recordNamedImages } from '../data/media/resizer-sources';
import type { ValidatedContext } from '../middleware/validated-context';
import { failureSchema, idParam } from '../app/owner/schemas/common';
import { stripBidiControlsDeep } from '../domain/text-safety';
import { NO_SUCH_THING } from '../domain/owner/refusals';
import { refuseOwner } from './owner-language';

export type OwnerApp = OpenAPIHono<AppEnv>;

/**
 * A validation failure: 400 for bodies and queries, 404 for path parameters (a bad id names nothing); in the
 * owner's language once the key is known to be the shop's (owner-language.ts).
 */
function validationFailure(c: Context<AppEnv>, issues: readonly IssueLike[], target: string): Promise<Response> {
  const storeId = c.get('logStoreId') ?? '';
  if (target === 'param')
    return refuseOwner(c, storeId, 404, storeId ? NO_SUCH_THING : { ...NO_SUCH_THING, say: undefined });
  const first = describeIssue(
    issues[0] ?? { code: 'custom', path: [], message: 'Invalid request' },
    target === 'json' ? 'body' : target,
  );
  return refuseOwner(c, storeId, 400, storeId ? first : { ...first, say: undefined });
}

export function newOwnerApp(): OwnerApp {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success)
        return validationFailure(c as Context<AppEnv>, result.error.issues as IssueLike[], result.target);
    },
  });
}

const failure = (description: string) => ({ description, content: { 'application/json': { schema: failureSchema } } });
const STANDARD_FAILURES = {
  400: failure('Invalid body or query: `rsn` says what to fix, `field` names the field. Nothing was changed.'),
  401: failure('Missing or unknown owner key.'),
  403: failure('A staff (`orders`) key: it may only read and move orders (`code: FORBIDDEN_ROLE`).'),
  404: failure("No such shop for this key (including another shop's id), or no such thing in the shop."),
} as const;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface OwnerRouteSpec<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodRawShape,
> {
  method: Method;
  /** below /stores/{storeId}; '' for the shop itself */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  ok: z.ZodType;
  okStatus?: 200 | 201;
  /** extra documented failures, e.g. { 409: 'That id is taken.' } */
  failures?: Partial<Record<409 | 413 | 415, string>>;
}

export interface OwnerInput<B, Q, P extends z.ZodRawShape> {
  storeId: string;
  params: z.output<z.ZodObject<P>>;
  body: Out<B>;
  query: Out<Q>;
}

/** What the route's validators produce: the path's ids (storeId and the spec's params), the body and the query (undefined when the route has none). */
type OwnerValidated<B, Q, P extends z.ZodRawShape> = {
  param: { storeId: string } & z.output<z.ZodObject<P>>;
  json: Out<B>;
  query: Out<Q>;
};

/** Registers one documented, authenticated, validated owner endpoint under /stores/{storeId}. */
export function ownerRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodRawShape = {},
>(
  app: OwnerApp,
  spec: OwnerRouteSpec<B, Q, P>,
  handler: (c: Context<AppEnv>, input: OwnerInput<B, Q, P>) => Promise<Response>,
): void {
  const params = z.object({ storeId: idParam('storeId', 'dilli-kirana'), ...(spec.params ?? {}) });
  const extra = Object.fromEntries(
    Object.entries(spec.failures ?? {}).map(([code, text]) => [code, failure(text as string)]),
  );
  const route = createRoute({
    method: spec.method,
    path: `/stores/{storeId}${spec.path}`,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    security: [{ ownerKey: [] }],
    request: {
      params,
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: { required: true, content: { 'application/json': { schema: spec.body } } } } : {}),
    },
    responses: {
      [spec.okStatus ?? 200]: { description: 'Success', content: { 'application/json': { schema: spec.ok } } },
      ...STANDARD_FAILURES,
      ...extra,
    },
  } as Parameters<typeof createRoute>[0]);
  app.openapi(route, (async (c: ValidatedContext<OwnerValidated<B, Q, P>>) => {
    const p = c.req.valid('param');
    return handler(c, {
      storeId: p.storeId,
      params: p,
      body: stripBidiControlsDeep(c.req.valid('json')),
      query: c.req.valid('query'),
    });
  }) as never);
}

/** After a successful change: log it, make it visible on the storefront at once, reply. */
export async function changed<T extends object>(
  c: Context<AppEnv>,
  storeId: string,
  what: string,
  body: T,
  status: ContentfulStatusCode = 200,
  extraHosts: string[] = [],
) {
  try {
    await invalidateShop(c.env, storeId, extraHosts);
  } catch (err) {
    // The change is saved; the page memos show it within their 10 s, the KV domain cache within its 60 s.
    log('warn', 'shop cache invalidation failed', { requestId: c.get('requestId'), storeId, error: String(err) });
  }
  return itemsChanged(c, storeId, what, body, status);
}

/**
 * After a change of items' rows alone: the shop's object noted which categories' pages it touched and moved the
 * shop's version for those (durable/shop/schema-v10), so the other categories' cached pages stay. Log, reply.
 */
export async function itemsChanged<T extends object>(
  c: Context<AppEnv>,
  storeId: string,
  what: string,
  body: T,
  status: ContentfulStatusCode = 200,
) {
  log('info', 'owner change', { requestId: c.get('requestId'), storeId, what, method: c.req.method, path: c.req.path });
  // the object moved the version (maybe in another isolate): this isolate's next view reads it
  forgetShopVersion(storeId);
  // other hosts' images the change stored (as the reply shows them) are the shop's to resize (#40 item 2)
  await recordNamedImages(c.env, storeId, body);
  return c.json({ status: 1, ...body }, status);
}

export function ownerReply<T extends object>(c: Context<AppEnv>, body: T) {
  return c.json({ status: 1, ...body });
}
