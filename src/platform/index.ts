import { bodyLimit } from 'hono/body-limit';
import { fail } from '../core/reply';
import { operatorAuth } from './auth';
import { newPlatformApp } from './platform-app';
import { registerShopRoutes } from './shop-routes';
import { registerOndcRoutes } from './ondc-routes';
import { registerHistoryRoutes } from './history-routes';
import { registerCounterRoutes } from './counter-routes';
import { jsonErrorHandler } from '../core/errors';

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
platform.use(
  '*',
  bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => fail(c, 413, 'That request is too large (at most 16 KB).', 'BODY_TOO_LARGE'),
  }),
);

registerShopRoutes(platform);
registerOndcRoutes(platform);
registerHistoryRoutes(platform);
registerCounterRoutes(platform);

platform.openAPIRegistry.registerComponent('securitySchemes', 'operatorKey', {
  type: 'http',
  scheme: 'bearer',
  description:
    'An operator key: `Authorization: Bearer <key>`. Create one with `npm run platform -- create-key [label]`.',
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

platform.all('*', (c) =>
  fail(c, 404, 'There is no such operator API call. See /platform/api/openapi.json.', 'NOT_FOUND'),
);

platform.onError(jsonErrorHandler('platform api', 'Something went wrong on our side. Please try again.'));
