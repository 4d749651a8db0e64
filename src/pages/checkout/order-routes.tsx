import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ShopEnv } from '../../middleware/app-env';
import { orderDetail, orderIdOfTrackToken, type OrderDetail } from '../../data/shop/orders';
import { shopOf } from '../../middleware/shop-context';
import { moveOrderStatus } from '../../app/orders/move';
import { isTrackToken, shopOrigin, trackUrl, upiLinkOf } from '../../app/orders/payments';
import { submitUtr } from '../../app/orders/upi';
import { orderInvoice } from '../../app/orders/invoice';
import { invoiceLinkOpens } from '../../app/orders/invoice-link';
import { orderView, publicOrderView } from '../../app/orders/view';
import { orderAgain } from '../../app/cart/reorder';
import type { LiveTenant } from '../../data/shop/tenant-loader';
import { canHandleOrders } from '../../auth/owner-key';
import { isOrderId } from '../../domain/orders/order-id';
import { isUnpaid } from '../../domain/orders/status';
import { formatMoney } from '../../domain/money';
import { orderWhatsappText, waLink } from '../../domain/orders/whatsapp-order';
import { sameOriginWrites } from '../../middleware/same-origin';
import { startPageFrame } from '../../middleware/page-frame';
import { renderPage } from '../page-shell';
import { translatorFor } from '../../render/i18n';
import { localStore } from '../../domain/i18n/localise';
import type { MessageId } from '../../domain/i18n/messages/en';
import { notFound } from '../account/page-context';
import { pageItemNamer } from '../local-names';
import { PublicTrackPage, SuccessPage, TrackPage, type OrderLinks } from './order-pages';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

const NOTICES: Record<string, MessageId> = {
  CANCEL_REFUSED: 'order.notice.cancelRefused',
  BAD_UTR: 'order.notice.badUtr',
  PAYMENT_EXPIRED: 'order.notice.paymentExpired',
  UTR_REFUSED: 'order.notice.utrRefused',
};

/** The order's lines named in the page's language (the owner's translations in the catalogue), else as ordered. */
async function inPageLanguage<V extends { items: { item_id: string | null; name: string }[] }>(
  c: Context<ShopEnv>,
  view: V,
): Promise<V> {
  const name = await pageItemNamer(
    c,
    view.items.map((i) => i.item_id),
  );
  return { ...view, items: view.items.map((i) => ({ ...i, name: name(i.item_id, i.name) })) };
}

interface Helpers {
  me: (c: Context<ShopEnv>) => string;
  origin: (c: Context<ShopEnv>) => string;
}

/** The links the order pages offer: tracking, UPI while unpaid, WhatsApp to the shop, the GST invoice once paid. */
function orderLinks(c: Context<ShopEnv>, tenant: LiveTenant, d: OrderDetail, requestOrigin: string): OrderLinks {
  const store = tenant.store;
  const o = d.order;
  const link = trackUrl(shopOrigin(requestOrigin, tenant.customDomain), store.id, o.id, o.track_token);
  const text = orderWhatsappText(
    {
      storeName: localStore(store, c.get('lang') ?? store.LANGUAGE).STORE_NAME,
      orderId: o.id,
      totalText: formatMoney(o.total, o.currency),
      trackUrl: link,
      items: d.items.map((i) => ({ name: i.name, qty: i.qty, optionLabel: i.variant_label || undefined })),
    },
    translatorFor(c.get('lang') ?? 'en').t,
  );
  const paidOrDone = !isUnpaid(o.status) && o.status !== 'CANCELLED' && o.status !== 'REJECTED';
  return {
    trackUrl: link,
    upiUri: o.status === 'AWAITING_PAYMENT' ? upiLinkOf(store, o) : null,
    whatsappUrl: store.ENABLE_WA_SUPPORT ? waLink(store.CUST_CARE, text) : null,
    invoiceHref: store.CART_RULES.GST_REGISTRATION && paidOrDone ? `/${store.id}/track/${o.id}/invoice.pdf` : null,
  };
}

/**
 * The order pages: success, tracking (the shopper's own; anyone's with the link's token), the no-JavaScript
 * forms (cancel, UPI reference, order again) and the GST invoice PDF (the order's shopper or the shop's owner).
 */
export function registerOrderPages(app: Hono<ShopEnv>, { me, origin }: Helpers): void {
  const tenantOf = (c: Context<ShopEnv>) => c.get('tenant');
  const myOrder = (c: Context<ShopEnv>, id: string | undefined) =>
    isOrderId(id) && c.get('user') ? orderDetail(shopOf(c, tenantOf(c).storeId), id, me(c)) : Promise.resolve(null);
  const back = (c: Context<ShopEnv>, id: string, notice?: string) =>
    c.redirect(`/${tenantOf(c).storeId}/track/${id}${notice ? `?notice=${notice}` : ''}`, 303);

  app.get(SHOP_ROUTES.orderPlaced.path, async (c) => {
    const frame = startPageFrame(c);
    const detail = await myOrder(c, c.req.query('order'));
    if (!detail) return notFound(c, frame);
    const [named, loaded] = await Promise.all([inPageLanguage(c, detail), frame]);
    return renderPage(
      loaded,
      <SuccessPage
        tenant={c.get('tenant')}
        origin={origin(c)}
        order={orderView(named)}
        bagCount={loaded.bagCount ?? 0}
        links={orderLinks(c, tenantOf(c), named, origin(c))}
      />,
    );
  });

  app.get(SHOP_ROUTES.track.path, async (c) => {
    const id = c.req.param('orderId');
    const frame = startPageFrame(c);
    const mine = await myOrder(c, id);
    if (mine) {
      const code = c.req.query('notice') ?? '';
      const notice = Object.hasOwn(NOTICES, code) ? translatorFor(c.get('lang') ?? 'en').t(NOTICES[code]) : null;
      const [named, loaded] = await Promise.all([inPageLanguage(c, mine), frame]);
      return renderPage(
        loaded,
        <TrackPage
          tenant={c.get('tenant')}
          origin={origin(c)}
          order={orderView(named)}
          bagCount={loaded.bagCount ?? 0}
          notice={notice}
          links={orderLinks(c, tenantOf(c), named, origin(c))}
        />,
      );
    }
    // a shared tracking link: its token opens the order's status and items, nothing personal
    const token = c.req.query('t');
    const storeId = tenantOf(c).storeId;
    if (isOrderId(id) && isTrackToken(token) && (await orderIdOfTrackToken(shopOf(c, storeId), token)) === id) {
      const detail = (await orderDetail(shopOf(c, storeId), id))!;
      c.header('Referrer-Policy', 'no-referrer');
      const [order, loaded] = await Promise.all([inPageLanguage(c, publicOrderView(detail)), frame]);
      return renderPage(
        loaded,
        <PublicTrackPage tenant={c.get('tenant')} origin={origin(c)} order={order} bagCount={loaded.bagCount ?? 0} />,
      );
    }
    return notFound(c, frame);
  });

  /** Cancel without JavaScript (the order-cancel island's form). */
  app.post(SHOP_ROUTES.trackCancel.path, sameOriginWrites, async (c) => {
    const id = c.req.param('orderId');
    if (!isOrderId(id)) return notFound(c);
    const moved = await moveOrderStatus(shopOf(c, tenantOf(c).storeId), {
      orderId: id,
      to: 'CANCELLED',
      actor: 'shopper',
      uid: me(c),
    });
    if (!moved.ok && moved.http === 404) return notFound(c);
    return back(c, id, moved.ok ? undefined : 'CANCEL_REFUSED');
  });

  /** The UPI reference from the payment box's form. */
  app.post(
    SHOP_ROUTES.trackUtr.path,
    sameOriginWrites,
    bodyLimit({ maxSize: 2048, onError: (c) => c.text('That request is too large.', 413) }),
    async (c) => {
      const id = c.req.param('orderId');
      if (!isOrderId(id)) return notFound(c);
      const form = await c.req.formData().catch(() => null);
      const utr = form?.get('utr');
      const moved = await submitUtr(shopOf(c, tenantOf(c).storeId), {
        uid: me(c),
        orderId: id,
        utr: typeof utr === 'string' ? utr : null,
      });
      if (!moved.ok && moved.http === 404) return notFound(c);
      return back(
        c,
        id,
        moved.ok
          ? undefined
          : moved.code === 'BAD_UTR' || moved.code === 'PAYMENT_EXPIRED'
            ? moved.code
            : 'UTR_REFUSED',
      );
    },
  );

  /** Order again: what is still sold goes back into the bag, then the bag opens. */
  app.post(SHOP_ROUTES.trackReorder.path, sameOriginWrites, async (c) => {
    const detail = await myOrder(c, c.req.param('orderId'));
    if (!detail) return notFound(c);
    const { added, missing } = await orderAgain(c, tenantOf(c), detail);
    const notice = added === 0 ? 'REORDER_NONE' : missing.length ? 'REORDER_SOME' : 'REORDER_ALL';
    return c.redirect(`/${tenantOf(c).storeId}/bag?notice=${notice}`, 303);
  });

  /** The GST invoice (or bill of supply) as a PDF, for the order's shopper and the shop's owner. */
  app.get(SHOP_ROUTES.invoice.path, async (c) => {
    const id = c.req.param('orderId');
    const tenant = tenantOf(c);
    if (!isOrderId(id)) return notFound(c);
    const owner = await canHandleOrders(c, tenant.storeId);
    // a buyer app's link from on_status documents (docs/ondc.md): signed for this shop's order, until it expires
    const byLink =
      !owner &&
      c.req.query('sig') !== undefined &&
      (await invoiceLinkOpens(
        c.env,
        tenant.storeId,
        id,
        { exp: c.req.query('exp'), sig: c.req.query('sig') },
        Date.now(),
      ));
    if (!owner && !byLink && !c.get('user')) return notFound(c);
    const result = await orderInvoice(
      c.env.INVOICE_PDF,
      shopOf(c, tenant.storeId),
      tenant.store,
      id,
      owner || byLink ? undefined : me(c),
    );
    if (!result.ok)
      return result.http === 404
        ? notFound(c)
        : c.text(result.rsn, result.http, { 'Cache-Control': 'private, no-store' });
    return c.body(result.pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${result.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
