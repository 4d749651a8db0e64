import type { Context } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import type { SignedInUser } from '../../auth/user';
import { ErrorPage } from '../errors';
import { shopOf } from '../../middleware/shop-context';
import { loadPageFrame } from '../../middleware/page-frame';
import type { PageFrame } from '../../render/page-frame';
import { renderPage } from '../page-shell';

/** What every account page handler needs (the user is guaranteed by the account routes' guard). */
export const ctx = (c: Context<ShopEnv>) => ({
  tenant: c.get('tenant'),
  origin: new URL(c.req.url).origin,
  user: c.get('user') as SignedInUser,
  shop: shopOf(c, c.get('tenant').storeId),
  s: c.get('tenant').storeId,
});

/** The spec's 404 page inside the shop (unknown record, or a ledger the shop does not offer); `frame`: one started. */
export async function notFound(c: Context<ShopEnv>, frame?: Promise<PageFrame>): Promise<Response> {
  const t = c.get('tenant');
  return renderPage(
    await (frame ?? loadPageFrame(c, { status: 404 })),
    <ErrorPage status={404} storeId={t.storeId} store={t.store} />,
    { status: 404 },
  );
}
