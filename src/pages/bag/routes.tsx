import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ShopEnv } from '../../middleware/app-env';
import { listOffers } from '../../data/shop/coupons';
import { formBody, isFormCall } from '../../domain/cart/form-body';
import { sameOriginWrites } from '../../middleware/same-origin';
import { renderPage } from '../page-shell';
import { loadPageFrame } from '../../middleware/page-frame';
import { applyCartCookie, MAX_CART_BODY_BYTES, runCartCall } from '../../app/cart/run';
import { cartContext } from '../../app/cart/context';
import { BagPage } from './bag-page';
import { ManualOrdersPage } from './manual-orders-page';
import { noticeCode } from './notices';
import { readBagView } from './read-bag';
import { shopOf } from '../../middleware/shop-context';
import { localOffer } from '../../domain/i18n/localise';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/** Pages under /{storeId} for the bag (mounted by src/pages/routes.tsx before the unmatched-route page). */
export const bagPages = new Hono<ShopEnv>();

bagPages.get(SHOP_ROUTES.bag.path, async (c) => {
  const tenant = c.get('tenant');
  const offers = listOffers(shopOf(c, tenant.storeId), Date.now());
  const [view, shopOffers, frame] = await Promise.all([readBagView(c), offers, loadPageFrame(c, { offers })]);
  const local = shopOffers.map((o) => localOffer(o, frame.lang, tenant.store?.LANGUAGE));
  return renderPage(
    frame,
    <BagPage
      tenant={tenant}
      view={view}
      offers={local}
      notice={c.req.query('notice')}
      origin={new URL(c.req.url).origin}
    />,
  );
});

bagPages.get(SHOP_ROUTES.manualOrders.path, async (c) => {
  const [view, frame] = await Promise.all([readBagView(c), loadPageFrame(c)]);
  return renderPage(
    frame,
    <ManualOrdersPage
      tenant={c.get('tenant')}
      view={view}
      notice={c.req.query('notice')}
      origin={new URL(c.req.url).origin}
    />,
  );
});

/**
 * The bag's forms without JavaScript: the same cart calls as the API (src/domain/cart/form-body),
 * then a 303 back to the bag (or the shopping list). A refusal adds ?notice=CODE.
 */
bagPages.post(
  SHOP_ROUTES.bagForm.path,
  sameOriginWrites,
  bodyLimit({ maxSize: MAX_CART_BODY_BYTES, onError: (c) => c.text('That request is too large.', 413) }),
  async (c) => {
    const tenant = c.get('tenant');
    const storeId = tenant.storeId;
    const form = await c.req.formData().catch(() => null);
    const call = String(form?.get('call') ?? '');
    const back = form?.get('back') === 'manualorders' ? 'manualorders' : 'bag';
    if (!form || !isFormCall(call)) return c.redirect(`/${storeId}/${back}?notice=ERROR`, 303);
    const ctx = cartContext(c, tenant, undefined);
    const result = await runCartCall(
      ctx,
      call,
      formBody(call, (k) => {
        const v = form.get(k);
        return typeof v === 'string' ? v : null;
      }),
    );
    applyCartCookie(c, ctx);
    const status = result.body.status;
    if (status === 1) return c.redirect(`/${storeId}/${back}`, 303);
    const code =
      status === 100 ? 'DIFFERENT_CATALOGUE' : status === 406 ? 'SESSION_INVALID' : noticeCode(result.body.code);
    return c.redirect(`/${storeId}/${back}?notice=${code}`, 303);
  },
);
