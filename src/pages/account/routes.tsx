import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../../middleware/app-env';
import { customerUdhaarLimit, findCustomer } from '../../data/shop/account-customers';
import { listAddresses } from '../../data/shop/account-addresses';
import { pageMyOrders } from '../../data/shop/account-orders';
import { accountPageAsk } from '../../domain/account/list-paging';
import { listMyQuestions } from '../../data/shop/account-questions';
import { pageItemNamer } from '../local-names';
import { loadRewards } from '../../data/shop/account-rewards';
import { listWishlist } from '../../data/shop/account-wishlist';
import { pageWalletEntries, walletBalances } from '../../data/shop/account-wallet';
import { loginPath } from '../../domain/account/redirect';
import { customerWalletOptions, isKindEnabled, type WalletKind } from '../../domain/account/wallet';
import { renderPage } from '../page-shell';
import { startPageFrame } from '../../middleware/page-frame';
import { ctx, notFound } from './page-context';
import { AccountHomePage } from './home-page';
import { AboutPage, OrdersPage, QuestionsPage, RewardsPage } from './info-pages';
import { AddressesPage, WishlistPage } from './list-pages';
import { LedgerPage, WalletsPage } from './wallet-pages';
import { resellerAndRequestPages } from './routes-more';
import { dataRightsPages } from './routes-rights';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/**
 * /{storeId}/account and /{storeId}/account/pages/* (spec 2). Without a user every one of them redirects to
 * `/{storeId}/login?from={the page}`. Pages are personal: rendered `private, no-store` (renderPage's default).
 */
export const accountPages = new Hono<ShopEnv>();

const requireUser = createMiddleware<ShopEnv>(async (c, next) => {
  if (c.get('user')) return next();
  const url = new URL(c.req.url);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(loginPath(c.get('tenant').storeId, `${url.pathname}${url.search}`), 302);
});
accountPages.use(SHOP_ROUTES.account.path, requireUser);
accountPages.use(`${SHOP_ROUTES.account.path}/*`, requireUser);

accountPages.get(SHOP_ROUTES.account.path, async (c) => {
  const { tenant, origin, user, shop } = ctx(c);
  const frame = startPageFrame(c);
  const customer = await findCustomer(shop, user.uid);
  return renderPage(
    await frame,
    <AccountHomePage tenant={tenant} origin={origin} user={user} displayName={customer?.name || user.name} />,
  );
});

accountPages.get(SHOP_ROUTES.accountAbout.path, async (c) =>
  renderPage(await startPageFrame(c), <AboutPage {...ctx(c)} />),
);

/** `?cursor=` of an "Older entries" link; one that is not ours (edited, stale) shows the newest page instead. */
function pageAskOf(
  c: { req: { query: (k: string) => string | undefined } },
  limit: number,
): { limit: number; after?: readonly [number, string] } {
  const ask = accountPageAsk({ cursor: c.req.query('cursor') }, limit);
  return ask.ok ? ask : { limit };
}

accountPages.get(SHOP_ROUTES.accountOrders.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const ask = pageAskOf(c, 50);
  const page = await pageMyOrders(shop, user.uid, ask.limit, ask.after);
  return renderPage(
    await frame,
    <OrdersPage {...ctx(c)} orders={page.rows} nextCursor={page.next_cursor} paged={Boolean(ask.after)} />,
  );
});

accountPages.get(SHOP_ROUTES.accountRewards.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const ask = pageAskOf(c, 100);
  const rewards = await loadRewards(shop, user.uid, ask.limit, ask.after);
  return renderPage(await frame, <RewardsPage {...ctx(c)} rewards={rewards} paged={Boolean(ask.after)} />);
});

accountPages.get(SHOP_ROUTES.accountQuestions.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const questions = await listMyQuestions(shop, user.uid);
  const name = await pageItemNamer(
    c,
    questions.map((q) => q.item_id),
  );
  return renderPage(
    await frame,
    <QuestionsPage
      {...ctx(c)}
      questions={questions.map((q) => (q.item_name ? { ...q, item_name: name(q.item_id, q.item_name) } : q))}
    />,
  );
});

accountPages.get(SHOP_ROUTES.accountAddresses.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const addresses = await listAddresses(shop, user.uid);
  return renderPage(await frame, <AddressesPage {...ctx(c)} addresses={addresses} />);
});

accountPages.get(SHOP_ROUTES.accountWishlist.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const items = await listWishlist(shop, user.uid);
  return renderPage(await frame, <WishlistPage {...ctx(c)} items={items} />);
});

/** Wallet pages exist only when the shop's WALLET_CONFIG allows them; otherwise 404. */
accountPages.get(SHOP_ROUTES.accountWallets.path, async (c) => {
  const { shop, user, tenant } = ctx(c);
  const frame = startPageFrame(c);
  const options = customerWalletOptions(
    tenant.store.CART_RULES.WALLET_CONFIG,
    await customerUdhaarLimit(shop, user.uid),
  );
  if (!options.wallet && !options.udhaar) return notFound(c, frame);
  const balances = await walletBalances(shop, user.uid);
  return renderPage(await frame, <WalletsPage {...ctx(c)} options={options} balances={balances} />);
});

accountPages.get(SHOP_ROUTES.accountLedger.path, async (c) => {
  const { shop, user, tenant } = ctx(c);
  const frame = startPageFrame(c);
  const kind = c.req.param('kind') as WalletKind;
  const options = customerWalletOptions(
    tenant.store.CART_RULES.WALLET_CONFIG,
    await customerUdhaarLimit(shop, user.uid),
  );
  if (!isKindEnabled(options, kind)) return notFound(c, frame);
  const ask = pageAskOf(c, 100);
  const [balances, page] = await Promise.all([
    walletBalances(shop, user.uid),
    pageWalletEntries(shop, user.uid, kind, ask.limit, ask.after),
  ]);
  return renderPage(
    await frame,
    <LedgerPage
      {...ctx(c)}
      kind={kind}
      balance={balances[kind]}
      limit={options.udhaarLimit}
      entries={page.rows}
      nextCursor={page.next_cursor}
      paged={Boolean(ask.after)}
    />,
  );
});

accountPages.route('/', resellerAndRequestPages);
accountPages.route('/', dataRightsPages);
