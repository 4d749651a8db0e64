import type { Context } from 'hono';
import type { ShopEnv } from '../../env';
import type { SignedInUser } from '../../auth/user';
import { renderHtml } from '../render-page';
import { ErrorPage } from '../errors';
import { shopOf } from '../../middleware/shop-context';

/** What every account page handler needs (the user is guaranteed by the account routes' guard). */
export const ctx = (c: Context<ShopEnv>) => ({
  tenant: c.var.tenant,
  origin: new URL(c.req.url).origin,
  user: c.var.user as SignedInUser,
  shop: shopOf(c, c.var.tenant.storeId),
  s: c.var.tenant.storeId,
});

/** The spec's 404 page inside the shop (unknown record, or a ledger the shop does not offer). */
export function notFound(c: Context<ShopEnv>): Promise<Response> {
  const t = c.var.tenant;
  return renderHtml(c, <ErrorPage status={404} storeId={t.storeId} store={t.store} />, { status: 404 });
}
