import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ShopEnv } from '../../middleware/app-env';
import { accountDataFile, DATA_FILE_HEADERS, deleteAccount } from '../../app/account/data-rights';
import { accountStanding } from '../../data/shop/account-erasure';
import { SESSION_COOKIE } from '../../data/platform/sessions';
import { checkDeletion, forfeitOf } from '../../domain/account/data-rights';
import { bagUnitsCookieName, cartCookieName } from '../../domain/cart/session';
import { SHOP_ROUTES } from '../../domain/routes/route-table';
import { clearCookie } from '../../core/cookies';
import { sameOriginWrites } from '../../middleware/same-origin';
import { endSessionPasses } from '../../middleware/auth';
import { loadPageFrame, startPageFrame } from '../../middleware/page-frame';
import { renderPage } from '../page-shell';
import { AccountDeletedPage, DeleteAccountPage } from './data-rights-pages';
import { ctx } from './page-context';

/** "Download my data" and "Delete my account" (the user is checked by routes.tsx). */
export const dataRightsPages = new Hono<ShopEnv>();

dataRightsPages.get(SHOP_ROUTES.accountData.path, (c) => {
  const { shop, user, tenant } = ctx(c);
  const file = accountDataFile(shop, user, tenant.store.STORE_NAME, Date.now());
  return new Response(file.body, { headers: DATA_FILE_HEADERS(file.filename) });
});

dataRightsPages.get(SHOP_ROUTES.accountDelete.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const check = checkDeletion(await accountStanding(shop, user.uid), null);
  // the first ask never opens on the wallet's question: that comes after "Delete my account" is pressed
  const shown = !check.ok && check.code === 'WALLET_NOT_CONFIRMED' ? { ok: true as const } : check;
  return renderPage(await frame, <DeleteAccountPage {...ctx(c)} check={shown} />);
});

dataRightsPages.post(
  SHOP_ROUTES.accountDelete.path,
  sameOriginWrites,
  bodyLimit({ maxSize: 1024, onError: (c) => c.text('That request is too large.', 413) }),
  async (c) => {
    const { shop, user, tenant } = ctx(c);
    const form = await c.req.formData().catch(() => null);
    const raw = form?.get('forfeit_wallet');
    // a forfeit that is not an amount confirms nothing: the page asks again with the balance
    const forfeit = forfeitOf(typeof raw === 'string' ? raw : null) ?? null;
    const done = await deleteAccount(shop, c.env.DB, user.uid, forfeit, Date.now());
    // the frame after the deletion: the bag it counts is gone with the account
    const frame = await loadPageFrame(c, { status: done.ok ? 200 : 409 });
    if (!done.ok) return renderPage(frame, <DeleteAccountPage {...ctx(c)} check={done} />, { status: 409 });
    // the page is its own Response: cookies cleared on the context before it would be lost
    c.res = await renderPage(frame, <AccountDeletedPage tenant={tenant} origin={new URL(c.req.url).origin} />);
    clearCookie(c, SESSION_COOKIE);
    endSessionPasses(c, user.uid);
    clearCookie(c, cartCookieName(tenant.storeId));
    clearCookie(c, bagUnitsCookieName(tenant.storeId));
    return c.res;
  },
);
