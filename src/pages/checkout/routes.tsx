import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../../middleware/app-env';
import type { SignedInUser } from '../../auth/user';
import { loginPath } from '../../domain/account/redirect';
import { ridCookieName } from '../../domain/account/reseller';
import { cartCookieName } from '../../domain/cart/session';
import { rupeesToPaise } from '../../domain/money';
import { placeBodySchema } from '../../domain/orders/place-request';
import { sameOriginWrites } from '../../middleware/same-origin';
import { isOverLimit, retryAfterHeader } from '../../middleware/rate-limit';
import { RATE_LIMITS } from '../../domain/rate-limits';
import { startPageFrame } from '../../middleware/page-frame';
import { renderPage } from '../page-shell';
import { translatorFor } from '../../render/i18n';
import { replyLanguageOf } from '../../middleware/language';
import { placeOrder } from '../../app/orders/place';
import { checkoutBag, checkoutProps } from './checkout-data';
import { CheckoutPage } from './checkout-page';
import { checkoutNoticeCode, checkoutNoticeText } from './notices';
import { registerOrderPages } from './order-routes';
import { shopOf } from '../../middleware/shop-context';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/**
 * /{storeId}/checkout, /checkout/ordersuccessful and /track/{orderId} (spec 2), mounted by src/pages/routes.tsx
 * before the unmatched-route page. All need a signed-in shopper (else login with `from`); an order that is not
 * theirs is 404. Pages are personal: renderPage's default `private, no-store`.
 */
export const checkoutPages = new Hono<ShopEnv>();

/** Tracking links with their token, and the invoice for the shop's owner, open without a shopper's sign-in. */
const opensWithoutSignIn = (c: Context<ShopEnv>) =>
  c.req.method === 'GET' &&
  (/\/track\/[^/]+\/invoice\.pdf$/.test(c.req.path) ||
    (/\/track\/[^/]+$/.test(c.req.path) && c.req.query('t') !== undefined));

const requireUser = createMiddleware<ShopEnv>(async (c, next) => {
  if (c.get('user') || opensWithoutSignIn(c)) return next();
  const url = new URL(c.req.url);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(
    loginPath(
      c.get('tenant').storeId,
      c.req.method === 'GET' ? `${url.pathname}${url.search}` : `/${c.get('tenant').storeId}/checkout`,
    ),
    302,
  );
});
for (const path of ['/checkout', '/checkout/*', '/track/*']) checkoutPages.use(path, requireUser);

const me = (c: Context<ShopEnv>) => (c.get('user') as SignedInUser).uid;
const origin = (c: Context<ShopEnv>) => new URL(c.req.url).origin;

checkoutPages.get(SHOP_ROUTES.checkout.path, async (c) => {
  const uid = me(c);
  const frame = startPageFrame(c);
  const state = await checkoutBag(c, uid);
  const filled = state && (state.lines.length > 0 || state.manual.length > 0);
  const props = filled
    ? await checkoutProps(
        c,
        uid,
        state,
        checkoutNoticeText(translatorFor(c.get('lang') ?? 'en').t, c.req.query('notice')),
      )
    : null;
  const bagCount = state ? [...state.lines, ...state.manual].reduce((n, l) => n + l.qty, 0) : 0;
  return renderPage(
    await frame,
    <CheckoutPage tenant={c.get('tenant')} origin={origin(c)} props={props} bagCount={bagCount} />,
  );
});

/** The checkout form without JavaScript: "Update total" re-renders with the choices; "Place order" places it. */
checkoutPages.post(
  SHOP_ROUTES.checkout.path,
  sameOriginWrites,
  bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('That request is too large.', 413) }),
  async (c) => {
    const storeId = c.get('tenant').storeId;
    const form = await c.req.formData().catch(() => null);
    const field = (k: string) => {
      const v = form?.get(k);
      return typeof v === 'string' ? v : '';
    };
    const back = (notice?: string) => {
      const q = new URLSearchParams({
        ...(field('address_id') ? { address: field('address_id') } : {}),
        ...(field('payment_method') ? { pay: field('payment_method') } : {}),
        ...(/^\d{1,9}$/.test(field('reward_points')) ? { points: field('reward_points') } : {}),
        ...(notice ? { notice } : {}),
      });
      return c.redirect(`/${storeId}/checkout${q.size ? `?${q}` : ''}`, 303);
    };
    if (!form || field('intent') === 'update') return back();
    // the same per-shopper counter as POST /api/v2/orders/place; a page, so the refusal is text, not JSON
    if (await isOverLimit(c.env, 'orderPerShopper', me(c))) {
      return c.text(RATE_LIMITS.orderPerShopper.rsn, 429, {
        ...retryAfterHeader('orderPerShopper'),
        'Cache-Control': 'private, no-store',
      });
    }
    const rupees = Number(field('wallet_rupees'));
    const parsed = placeBodySchema.safeParse({
      address_id: field('address_id'),
      payment_method: field('payment_method'),
      idempotency_key: field('idempotency_key') || undefined,
      expected_total: field('expected_total') ? Number(field('expected_total')) : undefined,
      reward_points: field('reward_points') ? Number(field('reward_points')) : undefined,
      wallet_amount: field('payment_method') === 'WALLET' && rupees > 0 ? rupeesToPaise(rupees) : undefined,
      buyer_gstin: field('buyer_gstin') || undefined,
    });
    if (!parsed.success) return back(parsed.error.issues[0]?.path[0] === 'address_id' ? 'ADDRESS_NOT_FOUND' : 'ERROR');
    const result = await placeOrder({
      env: c.env,
      shop: shopOf(c, storeId),
      tenant: c.get('tenant'),
      uid: me(c),
      body: parsed.data,
      now: Date.now(),
      requestId: c.get('requestId'),
      origin: origin(c),
      waitUntil: (work) => c.executionCtx.waitUntil(work),
      cookieSid: getCookie(c, cartCookieName(storeId)) ?? null,
      rid: getCookie(c, ridCookieName(storeId)) ?? null,
      lang: replyLanguageOf(c, c.get('tenant').store),
    });
    if (result.body.status === 1)
      return c.redirect(
        `/${storeId}/checkout/ordersuccessful?order=${encodeURIComponent(String(result.body.order_id))}`,
        303,
      );
    return back(result.body.status === 406 ? 'SESSION_INVALID' : checkoutNoticeCode(result.body.code));
  },
);

registerOrderPages(checkoutPages, { me, origin });
