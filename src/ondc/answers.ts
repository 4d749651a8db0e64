/** What each accepted request is answered with (the on_{action} message), from the shops' data. */
import { pushModeOf } from '../domain/ondc/catalogue-push';
import { saveSubscription } from './catalogue-push';
import type { Bindings } from '../env';
import type { BuiltAnswer } from '../domain/ondc/callbacks';
import {
  catalogueMessage,
  incrementalCatalogueMessage,
  incrementalWindow,
  kindOf,
  type CatalogueShop,
} from '../domain/ondc/catalogue';
import { itemStanding } from '../domain/ondc/item-fields';
import type { OndcContext } from '../domain/ondc/protocol';
import { durationSeconds, quoteSelect, requestedLines, type QuotableItem } from '../domain/ondc/quote';
import { paymentTerms, quoteAfterSelect } from '../domain/ondc/payment-terms';
import { bppTermsTag } from '../domain/ondc/tax-numbers';
import { loadCatalogue, loadCatalogueShop, loadChangedCatalogue } from './catalogue-load';
import type { ShopDb } from './shop-opt-in';

type NodeAddress = { subscriberId: string; subscriberUrl: string };

function providerIdOf(message: Record<string, unknown>): string | null {
  const id = (message.order as { provider?: { id?: unknown } } | undefined)?.provider?.id;
  return typeof id === 'string' ? id : null;
}

function quotableItems(shop: CatalogueShop): Map<string, QuotableItem> {
  return new Map(
    shop.items.map((i) => [
      i.id,
      {
        name: i.name,
        price: i.price,
        gstPercent: i.gstPercent,
        stock: i.stock,
        listed: itemStanding(shop.optIn.domain, i.leftOut, i.fields, kindOf(i)).listed,
        parentId: i.variant?.groupId ?? null,
      },
    ]),
  );
}

/** The order ships when its slowest line does. */
function slowestTimeToShip(shop: CatalogueShop, itemIds: readonly string[]): string {
  const times = itemIds.map((id) => shop.items.find((i) => i.id === id)?.fields.time_to_ship ?? 'PT1H');
  return times.reduce((a, b) => ((durationSeconds(b) ?? 0) > (durationSeconds(a) ?? 0) ? b : a));
}

const domainError = (code: string, message: string): BuiltAnswer => ({
  message: {},
  error: { type: 'DOMAIN-ERROR', code, message },
});

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length <= 64 ? value : fallback;
}

/** on_init: the quote again, the buyer's billing and fulfillment as sent, and the payment terms (or why not). */
function initAnswer(
  platformGstin: string,
  shop: CatalogueShop,
  asked: Record<string, unknown>,
  quoted: Record<string, unknown>,
  total: number,
  lines: readonly { id: string; count: number }[],
): BuiltAnswer {
  const itemIds = lines.map((l) => l.id);
  const payment = (asked.payment ?? {}) as Record<string, unknown>;
  const terms = paymentTerms({
    asked: payment.type,
    total,
    everyItemOnCod: itemIds.every((id) => shop.items.find((i) => i.id === id)?.fields.available_on_cod === true),
    payments: shop.payments,
    finderFee: {
      type: text(payment['@ondc/org/buyer_app_finder_fee_type'], 'percent'),
      amount: text(payment['@ondc/org/buyer_app_finder_fee_amount'], '0'),
    },
  });
  if (!terms.ok) return domainError(terms.code, terms.rsn);
  const fulfillments = Array.isArray(asked.fulfillments) ? asked.fulfillments.slice(0, 1) : [];
  const ours = (quoted.fulfillments as Record<string, unknown>[])[0];
  return {
    message: {
      order: {
        provider: quoted.provider,
        items: (quoted.items as Record<string, unknown>[]).map((item) => ({
          ...item,
          quantity: { count: lines.find((l) => l.id === item.id)?.count ?? 0 },
        })),
        billing: asked.billing ?? {},
        fulfillments: [{ ...(fulfillments[0] as Record<string, unknown> | undefined), ...ours }],
        quote: quoteAfterSelect(quoted.quote as Record<string, unknown>),
        payment: terms.payment,
        tags: [bppTermsTag(shop.gstin, platformGstin)],
      },
    },
  };
}

export function answerRequests(
  env: Pick<Bindings, 'DB' | 'ONDC_GSTIN'>,
  shopFor: (storeId: string) => ShopDb,
  nowMs: () => number = Date.now,
) {
  return async (
    context: OndcContext,
    message: Record<string, unknown>,
    node: NodeAddress,
  ): Promise<BuiltAnswer | null> => {
    if (context.action === 'search') {
      const mode = pushModeOf(message);
      if (mode) {
        await saveSubscription(env.DB, mode, context, node.subscriberUrl, nowMs());
        return { message: {}, noCallback: true };
      }
      const window = incrementalWindow(message, nowMs());
      if (window) {
        const changed = await loadChangedCatalogue(env.DB, shopFor, context.domain, window);
        const origin = new URL(node.subscriberUrl).origin;
        return { message: incrementalCatalogueMessage(origin, changed, new Date(nowMs()).toISOString()) };
      }
      const city = typeof context.city === 'string' ? context.city : '';
      const shops = await loadCatalogue(env.DB, shopFor, context.domain, city);
      const origin = new URL(node.subscriberUrl).origin;
      return {
        message: catalogueMessage(
          { subscriberId: node.subscriberId, name: node.subscriberId, origin },
          shops,
          new Date(nowMs()).toISOString(),
        ),
      };
    }
    if (context.action === 'select' || context.action === 'init') {
      const providerId = providerIdOf(message);
      const shop = providerId ? await loadCatalogueShop(shopFor(providerId)) : null;
      if (!shop || shop.optIn.domain !== context.domain)
        return domainError('30001', 'The provider does not sell on the network in this domain.');
      const lines = requestedLines(message);
      if (!lines)
        return domainError('30000', 'message.order.items must list 1 to 100 items as { id, quantity: { count } }.');
      const quote = quoteSelect({
        providerId: shop.storeId,
        locationId: `${shop.storeId}-main`,
        shopName: shop.name,
        lines,
        items: quotableItems(shop),
        charges: shop.charges,
        gstOn: shop.gstOn,
        timeToShip: slowestTimeToShip(
          shop,
          lines.map((l) => l.id),
        ),
      });
      if (context.action === 'select' || quote.error) return { message: { order: quote.order }, error: quote.error };
      return initAnswer(
        env.ONDC_GSTIN ?? '',
        shop,
        message.order as Record<string, unknown>,
        quote.order,
        quote.total,
        lines,
      );
    }
    return null;
  };
}
