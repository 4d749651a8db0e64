import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../middleware/app-env';
import { fail } from '../core/reply';
import { parseOperatorBearer } from '../domain/operator-keys';
import { findOperatorKey } from '../data/platform/operator-keys';
import { log } from '../core/log';
import { demoKeysAllowed } from '../domain/dev-access';

const REALM = 'Bearer realm="platform-api"';

/**
 * `Authorization: Bearer <operator key>` on every operator call. Missing key: 401 AUTH_REQUIRED;
 * malformed or unknown key: 401 AUTH_INVALID. Only the platform's own hosts serve the operator API:
 * a shop's custom domain answers 404, as if the API did not exist there.
 */
export const operatorAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('site')?.kind === 'domain') return fail(c, 404, 'There is no such call on this host.', 'NOT_FOUND');
  const bearer = parseOperatorBearer(c.req.header('Authorization'));
  if (bearer.kind === 'missing') {
    c.header('WWW-Authenticate', REALM);
    return fail(c, 401, 'Send your operator key as "Authorization: Bearer <key>".', 'AUTH_REQUIRED');
  }
  const found =
    bearer.kind === 'key'
      ? await findOperatorKey(c.env.DB, bearer.key, demoKeysAllowed(c.env.ENVIRONMENT, new URL(c.req.url).hostname))
      : null;
  if (!found) {
    c.header('WWW-Authenticate', `${REALM}, error="invalid_token"`);
    log('warn', 'operator key refused', { requestId: c.get('requestId'), path: c.req.path });
    return fail(c, 401, 'That operator key is not valid.', 'AUTH_INVALID');
  }
  await next();
});
