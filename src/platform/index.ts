import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail } from '../core/reply';
import { log } from '../core/log';
import { operatorAuth } from './auth';
import { newPlatformApp } from './platform-app';
import { registerShopRoutes } from './shop-routes';

/** The operator API at /platform/api: the shop directory (docs/platform-api.md; OpenAPI at /platform/api/openapi.json). */
export const platform = newPlatformApp();

platform.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});
// Registered before the key check: Hono runs handlers in registration order, so this document stays public.
platform.get('/openapi.json', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(openApiDocument());
});
platform.use('*', operatorAuth);
platform.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => fail(c, 413, 'That request is too large (at most 16 KB).', 'BODY_TOO_LARGE') }));

registerShopRoutes(platform);

platform.openAPIRegistry.registerComponent('securitySchemes', 'operatorKey', {
  type: 'http',
  scheme: 'bearer',
  description: 'An operator key: `Authorization: Bearer <key>`. Create one with `npm run platform -- create-key [label]`.',
});

const DOC_CONFIG = {
  openapi: '3.0.3',
  info: {
    title: 'Storefront platform (operator) API',
    version: '1.0.0',
    description:
      'Create shops, list them, read them, report, suspend and reactivate them. Every call except this document needs an operator key ' +
      'as `Authorization: Bearer <key>`: no key answers 401 AUTH_REQUIRED, an unknown key 401 AUTH_INVALID. Replies carry `status` 1 on success; ' +
      'failures carry `status` 0, a readable `rsn`, a `code` and (for validation) the `field`. A change shows on the storefront at once.',
  },
  servers: [{ url: '/platform/api' }],
};

let cachedDoc: ReturnType<typeof platform.getOpenAPIDocument> | null = null;
/** Built on first use, once every route is registered. */
function openApiDocument() {
  cachedDoc ??= platform.getOpenAPIDocument(DOC_CONFIG);
  return cachedDoc;
}

platform.all('*', (c) => fail(c, 404, 'There is no such operator API call. See /platform/api/openapi.json.', 'NOT_FOUND'));

platform.onError((err, c) => {
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 400) return fail(c, 400, 'The body must be valid JSON.', 'BAD_JSON', 'body');
    if (status === 415) return fail(c, 415, 'Send the body as JSON with "Content-Type: application/json".', 'UNSUPPORTED_MEDIA_TYPE');
    return fail(c, status, err.message || 'The request could not be handled.', 'HTTP_ERROR');
  }
  log('error', 'platform api error', { requestId: c.var.requestId, path: c.req.path, error: String(err), stack: err instanceof Error ? err.stack : undefined });
  return fail(c, 500, 'Something went wrong on our side. Please try again.', 'INTERNAL');
});
