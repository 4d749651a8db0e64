/**
 * /admin/{storeId}: the shop console, grown out of the owner inbox. Its orders page is the inbox, a mobile page for the shop's owner. Sign in once with the owner key (kept in
 * an HttpOnly, SameSite=Strict cookie); then new orders first, one tap to accept, pack, ship, deliver, cancel,
 * confirm a UPI payment, open the invoice or WhatsApp the shopper. Every action is a plain form (no JavaScript
 * needed) that runs the same use cases as the owner API.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../middleware/app-env';
import { orderDetail, type InboxCard } from '../../data/shop/orders';
import { orderSearchOf } from '../../domain/paging';
import { inboxReturnQuery, inboxTabOf, inboxViewOf, tabCounts } from '../../domain/orders/inbox-tabs';
import { shopOf } from '../../middleware/shop-context';
import { moveOrderStatus } from '../../app/orders/move';
import { tellNetworkOfMoveLater } from '../../app/orders/network-status';
import { confirmUpiPayment } from '../../app/orders/upi';
import { shopOrigin, trackUrl } from '../../app/orders/payments';
import { canHandleOrders, ownerCookieName, shopOfOwnerKey } from '../../auth/owner-key';
import { clearCookie } from '../../core/cookies';
import { parseBearer } from '../../domain/owner/keys';
import { isOrderId } from '../../domain/orders/order-id';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/status';
import { STATUS_LABELS } from '../../domain/orders/timeline';
import { statusWhatsappText, waLink } from '../../domain/orders/whatsapp-order';
import { isValidStoreId } from '../../domain/tenant';
import { languageChoice, pageLanguageOf, replyLanguageOf } from '../../middleware/language';
import { speak, translatorFor } from '../../render/i18n';
import { LANGUAGES } from '../../domain/i18n/languages';
import { NO_SUCH_SHOP } from '../../domain/owner/setting-refusals';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { ownerAlertKeys } from '../../app/orders/owner-alerts';
import { saveOwnerEndpoint } from '../../data/shop/owner-push';
import { isPushEndpoint, newOrderServiceWorker } from '../../domain/owner/new-order-alerts';
import { readJsonObject } from '../../core/json-body';
import { liveShop, missing, ownOriginOnly } from './guard';
import { registerCatalogue, registerNewItem } from './catalogue-routes';
import { registerOffers } from './offers-routes';
import { registerShopPages } from './shop-pages-routes';
import { registerShopSettings } from './shop-settings';
import { registerCustomerPages } from './customers-routes';
import { registerCommunityPages } from './community-routes';
import { registerCommunityReplies } from './community-replies-routes';
import { registerReportPages } from './reports-routes';
import { registerPhotos } from './photos-routes';
import { registerItemPhotos } from './item-photos-routes';
import { registerCategoryRemoval } from './category-removal-routes';
import { InboxPage, InboxSignIn } from './inbox-page';
import type { InboxOrder } from './inbox-order-card';

const OWNER_COOKIE_SECONDS = 30 * 24 * 60 * 60;
/** A Map, not an object: `?notice=__proto__` or `constructor` must find nothing, not an inherited value. */
const NOTICES = new Map<string, 'inbox.notice.refused' | 'inbox.notice.gone'>([
  ['REFUSED', 'inbox.notice.refused'],
  ['GONE', 'inbox.notice.gone'],
]);
/** Where sign-in leads back to: a page of this shop's console only. */
const consolePath = (storeId: string, from: string | undefined | null) =>
  from && from.startsWith(`/admin/${storeId}/`) && /^\/admin\/[A-Za-z0-9_/-]{1,200}$/.test(from) ? from : undefined;

export const ownerInbox = new Hono<AppEnv>();
ownerInbox.use('*', async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  await next();
});
ownerInbox.use('*', languageChoice);
ownerInbox.on('POST', '*', ownOriginOnly);
// forms are small; a photo (its own route, registered first) may be up to 15 MB, a new item with its photos 40 MB
registerPhotos(ownerInbox);
registerItemPhotos(ownerInbox);
registerNewItem(ownerInbox);
ownerInbox.on(
  'POST',
  '*',
  bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('That request is too large.', 413) }),
);
registerCatalogue(ownerInbox);
registerCategoryRemoval(ownerInbox);
registerOffers(ownerInbox);
registerShopPages(ownerInbox);
registerShopSettings(ownerInbox);
registerCustomerPages(ownerInbox);
registerCommunityPages(ownerInbox);
registerCommunityReplies(ownerInbox);
registerReportPages(ownerInbox);

const field = async (c: Context<AppEnv>, name: string) => {
  const form = await c.req.formData().catch(() => null);
  const v = form?.get(name);
  return typeof v === 'string' ? v : '';
};

function inboxEntry(o: InboxCard, storeName: string, origin: string, storeId: string): InboxOrder {
  const text = statusWhatsappText({
    storeName,
    orderId: o.id,
    statusLabel: STATUS_LABELS[o.status],
    trackUrl: trackUrl(origin, storeId, o.id, o.track_token),
  });
  return {
    order: o,
    whatsappUrl: waLink(o.phone, text),
    itemsText: o.lines_text.length > 140 ? `${o.lines_text.slice(0, 139)}…` : o.lines_text,
  };
}

/**
 * How many orders one inbox page shows: a phone's long scroll of cards, each with its buttons (a year-old shop's page
 * of 50 was 86 KB of HTML, two and a half category pages); tabs, days and the search find the rest.
 */
const INBOX_PAGE = 25;

const ordersPage = async (c: Context<AppEnv>) => {
  const tenant = await liveShop(c);
  if (!tenant) return missing(c);
  const store = tenant.store;
  if (!(await canHandleOrders(c, store.id)))
    return renderPage(
      consoleFrame(c),
      <InboxSignIn
        store={store}
        failed={c.req.query('failed') === '1'}
        from={consolePath(store.id, c.req.query('from'))}
      />,
    );
  const shop = shopOf(c, store.id);
  const view = inboxViewOf({
    tab: c.req.query('tab'),
    from: c.req.query('from'),
    to: c.req.query('to'),
    q: c.req.query('q'),
    cursor: c.req.query('cursor'),
  });
  const filter = { since: view.since, until: view.until, search: orderSearchOf(view.q) ?? undefined };
  const page = await shop.call('inboxOrders', {
    ...filter,
    statuses: inboxTabOf(view.tab)?.statuses,
    cursor: view.cursor,
    limit: INBOX_PAGE,
  });
  const origin = shopOrigin(new URL(c.req.url).origin, tenant.customDomain);
  const entries = page.orders.map((o) => inboxEntry(o, store.STORE_NAME, origin, store.id));
  const moved = c.req.query('moved');
  const alertKey = ownerAlertKeys(c.env)?.publicKey ?? null;
  const notice = view.bad ? 'inbox.notice.badFilter' : (NOTICES.get(c.req.query('notice') ?? '') ?? null);
  return renderPage(
    consoleFrame(c),
    <InboxPage
      store={store}
      orders={entries}
      moved={moved && isOrderId(moved) ? moved : null}
      notice={notice}
      alertKey={alertKey}
      view={view}
      counts={tabCounts(page.byStatus)}
      nextCursor={page.next_cursor}
    />,
  );
};
ownerInbox.get('/:storeId', ordersPage);
/** The orders again, inside the installed app's scope (/admin/{storeId}/). */
ownerInbox.get('/:storeId/orders', ordersPage);

/**
 * The inbox's service worker, scoped to /admin/{storeId}/: a push (they carry no payload) shows "New order" in the
 * console's language (the islands register `sw.js?lang=`; else the cookie or Accept-Language) and a tap opens the inbox.
 */
ownerInbox.get('/:storeId/sw.js', (c) => {
  const storeId = c.req.param('storeId');
  if (!isValidStoreId(storeId)) return c.text('Not found', 404);
  const { t } = translatorFor(replyLanguageOf(c, { LANGUAGE: 'en', LANGUAGES: [...LANGUAGES] }));
  const script = newOrderServiceWorker(`/admin/${storeId}`, {
    title: t('ownerAlert.title'),
    body: t('ownerAlert.body'),
  });
  return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
});

/** The console as an app on the phone's home screen: it opens on the orders, scoped to /admin/{storeId}/. */
ownerInbox.get('/:storeId/manifest.webmanifest', async (c) => {
  const tenant = await liveShop(c);
  if (!tenant) return c.text('Not found', 404);
  const base = `/admin/${tenant.storeId}/`;
  const manifest = {
    name: `${tenant.store.STORE_NAME} · console`,
    short_name: tenant.store.STORE_NAME.slice(0, 12),
    start_url: `${base}orders`,
    scope: base,
    id: base,
    display: 'standalone',
    background_color: '#f7f7f5',
    theme_color: '#0f766e',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
  return c.body(JSON.stringify(manifest), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8' });
});

/** A browser of the owner's hands over its push endpoint (JSON {endpoint}) to be told of new orders. */
ownerInbox.post('/:storeId/alerts', async (c) => {
  const tenant = await liveShop(c);
  if (!tenant) {
    // no shop to take a language from: the caller's own ask among every language, else English
    const lang = replyLanguageOf(c, { LANGUAGE: 'en', LANGUAGES: [...LANGUAGES] });
    return c.json(
      { status: 0, rsn: lang === 'en' ? NO_SUCH_SHOP.rsn : speak(lang, NO_SUCH_SHOP.say), code: NO_SUCH_SHOP.code },
      404,
    );
  }
  const { t } = translatorFor(pageLanguageOf(c, tenant.store));
  if (!(await canHandleOrders(c, tenant.storeId)))
    return c.json({ status: 0, rsn: t('inbox.signInFirst'), code: 'AUTH_REQUIRED' }, 401);
  const body = await readJsonObject(c.req);
  if (!body || !isPushEndpoint(body.endpoint))
    return c.json({ status: 0, rsn: t('inbox.badEndpoint'), code: 'BAD_ENDPOINT', field: 'endpoint' }, 400);
  await saveOwnerEndpoint(shopOf(c, tenant.storeId), body.endpoint, Date.now());
  return c.json({ status: 1, msg: t('inbox.alertsOn') });
});

ownerInbox.post('/:storeId/sign-in', async (c) => {
  const tenant = await liveShop(c);
  if (!tenant) return missing(c);
  const bearer = parseBearer(`Bearer ${await field(c, 'key')}`);
  const ok = bearer.kind === 'key' && (await shopOfOwnerKey(c.env, bearer.key, c.req.url)) === tenant.storeId;
  const from = consolePath(tenant.storeId, await field(c, 'from'));
  if (!ok)
    return c.redirect(`/admin/${tenant.storeId}?failed=1${from ? `&from=${encodeURIComponent(from)}` : ''}`, 303);
  const local = ['localhost', '127.0.0.1'].includes(new URL(c.req.url).hostname);
  setCookie(c, ownerCookieName(tenant.storeId), bearer.key, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: !local,
    maxAge: OWNER_COOKIE_SECONDS,
  });
  return c.redirect(from ?? `/admin/${tenant.storeId}`, 303);
});

ownerInbox.post('/:storeId/sign-out', async (c) => {
  const storeId = c.req.param('storeId');
  // the id goes into the Location header: anything but a shop id (a control character, CR/LF) is a missing page
  if (!isValidStoreId(storeId)) return missing(c);
  clearCookie(c, ownerCookieName(storeId));
  return c.redirect(`/admin/${storeId}`, 303);
});

/** The actions: only for the shop's owner; another shop's order is "gone". */
async function ownerAction(
  c: Context<AppEnv>,
  act: (storeId: string, orderId: string) => Promise<{ ok: boolean; http?: number }>,
) {
  const tenant = await liveShop(c);
  if (!tenant) return missing(c);
  const storeId = tenant.storeId;
  if (!(await canHandleOrders(c, storeId))) return c.redirect(`/admin/${storeId}`, 303);
  const orderId = c.req.param('orderId') ?? '';
  if (!isOrderId(orderId)) return c.redirect(`/admin/${storeId}?notice=GONE`, 303);
  const done = await act(storeId, orderId);
  // back to the tab, days, search and page the form was on
  const back = inboxReturnQuery(await field(c, 'back'));
  const view = back ? `${back}&` : '';
  if (!done.ok) return c.redirect(`/admin/${storeId}?${view}notice=${done.http === 404 ? 'GONE' : 'REFUSED'}`, 303);
  return c.redirect(`/admin/${storeId}?${view}moved=${orderId}`, 303);
}

ownerInbox.post('/:storeId/orders/:orderId/move', (c) =>
  ownerAction(c, async (storeId, orderId) => {
    const to = await field(c, 'to');
    if (!(ORDER_STATUSES as readonly string[]).includes(to)) return { ok: false, http: 400 };
    const shop = shopOf(c, storeId);
    const moved = await moveOrderStatus(shop, { orderId, to: to as OrderStatus, actor: 'owner' });
    // an order from the ONDC network: its buyer app hears of the move (on_status / on_cancel)
    if (moved.ok) tellNetworkOfMoveLater(c, shop, orderId, moved.order.uid);
    return moved;
  }),
);

ownerInbox.post('/:storeId/orders/:orderId/payment', (c) =>
  ownerAction(c, async (storeId, orderId) => {
    const found = await orderDetail(shopOf(c, storeId), orderId);
    if (!found || found.order.payment_method !== 'UPI') return { ok: false, http: 404 };
    return confirmUpiPayment(shopOf(c, storeId), {
      orderId,
      received: (await field(c, 'received')) === 'true',
      actor: 'owner',
    });
  }),
);
