import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { isValidStoreId } from '../domain/tenant';
import { liveShopOfRequest } from './shop-context';

/** Calls that answer an unknown shop themselves (they also keep the spec's error record). */
const ANSWERS_UNKNOWN_SHOPS = ['/getStoreDetails/', '/getWebExtraMeta'];

/**
 * An API call for a shop the directory does not know (or has suspended) is answered here, before any handler
 * reaches for the shop's database: its object is never woken for a made-up id. Known shops come from the
 * isolate memo, so this costs nothing on the hot path.
 */
export const knownShopApi = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.header('storeID') ?? '';
  if (!isValidStoreId(storeId) || ANSWERS_UNKNOWN_SHOPS.some((p) => c.req.path.includes(p))) return next();
  await liveShopOfRequest(c, storeId, { refuseReported: false });
  return next();
});
