import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../middleware/app-env';
import { parseBearer } from '../domain/owner/keys';
import { ownerKeyAccess } from '../auth/owner-key';
import { roleAllows } from '../domain/owner/roles';
import { AUTH_INVALID, AUTH_REQUIRED, NO_SUCH_SHOP, ROLE_REFUSED } from '../domain/owner/setting-refusals';
import { refuseAnyone, refuseOwner } from './owner-language';
import { log } from '../core/log';

/**
 * `Authorization: Bearer <owner key>` on every /stores/{storeId}/… call.
 * Missing or unknown key: 401. A valid key of another shop (or a shop that does not exist): 404, so a key
 * never learns whether some other shop exists. On a custom domain only that domain's shop is reachable. A staff
 * (`orders`) key of the shop gets 403 on everything but the order calls.
 */
export const ownerAuth = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  const storeId = c.req.param('storeId') ?? '';
  const bearer = parseBearer(c.req.header('Authorization'));
  if (bearer.kind !== 'key') {
    c.header('WWW-Authenticate', 'Bearer realm="owner-api"');
    return bearer.kind === 'missing' ? refuseAnyone(c, 401, AUTH_REQUIRED) : refuseAnyone(c, 401, AUTH_INVALID);
  }
  const key = bearer.key;
  const found = await ownerKeyAccess(c.env, key, c.req.url);
  if (!found) {
    c.header('WWW-Authenticate', 'Bearer realm="owner-api", error="invalid_token"');
    log('warn', 'owner key refused', { requestId: c.get('requestId'), path: c.req.path });
    return refuseAnyone(c, 401, AUTH_INVALID);
  }
  const site = c.get('site');
  const wrongHost = site?.kind === 'domain' && site.storeId !== storeId;
  if (found.storeId !== storeId || wrongHost) return refuseAnyone(c, 404, NO_SUCH_SHOP);
  // a staff key reaches the order calls only (the path below /stores/{storeId}, as the router sees it)
  const below = c.req.path.slice(c.req.path.indexOf(`/stores/${storeId}`) + `/stores/${storeId}`.length);
  if (!roleAllows(found.role, c.req.method, below)) return refuseOwner(c, storeId, 403, ROLE_REFUSED);
  c.set('logStoreId', storeId);
  await next();
});
