/**
 * The quote of `on_select` (retail 1.2.5), pure: the lines a buyer app asked for priced from the shop's items, with
 * delivery and packing charges and tax lines in the breakup, or the network's errors for items that are unknown or
 * not in stock (the line then shows what the shop can sell: the count available).
 */
import { calculateLineGst } from '../cart/gst';
import { formatAmount, UNCOUNTED_STOCK } from './amounts';

export interface RequestedLine {
  id: string;
  count: number;
}

export interface QuotableItem {
  name: string;
  /** paise, before the GST the shop adds on top (the storefront's prices) */
  price: number;
  /** the item's GST percent; null: none */
  gstPercent: number | null;
  /** null: not counted */
  stock: number | null;
  /** sent to the network (not left out, nothing missing) */
  listed: boolean;
  /** a variant's group (its parent_item_id); null: not a variant */
  parentId?: string | null;
}

export interface ShopCharges {
  /** paise per order */
  delivery: number;
  /** subtotal (paise) from which delivery is free; null: never */
  freeAbove: number | null;
  /** paise per order */
  packing: number;
}

export const QUOTE_ERRORS = { itemNotFound: '30004', outOfStock: '40002', quantityUnavailable: '40002' } as const;

/** The lines of `message.order.items` ([{ id, quantity: { count } }]); null when they are not that shape. */
export function requestedLines(message: Record<string, unknown>): RequestedLine[] | null {
  const order = message.order as { items?: unknown } | undefined;
  if (
    !order ||
    typeof order !== 'object' ||
    !Array.isArray(order.items) ||
    order.items.length === 0 ||
    order.items.length > 100
  )
    return null;
  const lines: RequestedLine[] = [];
  for (const raw of order.items as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return null;
    const { id, quantity } = raw as { id?: unknown; quantity?: { count?: unknown } };
    const count = typeof quantity === 'object' && quantity !== null ? quantity.count : undefined;
    if (typeof id !== 'string' || id.length === 0 || id.length > 100) return null;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 10_000) return null;
    const same = lines.find((l) => l.id === id);
    if (same) same.count += count;
    else lines.push({ id, count });
  }
  return lines;
}

const money = (paise: number) => ({ currency: 'INR', value: formatAmount(paise) });

export interface QuoteInput {
  providerId: string;
  locationId: string;
  shopName: string;
  lines: readonly RequestedLine[];
  items: ReadonlyMap<string, QuotableItem>;
  charges: ShopCharges;
  /** the shop adds GST on top of its prices, per line as its checkout does (domain/cart/gst.ts) */
  gstOn: boolean;
  /** ISO 8601 durations: when each line's item ships (its time to ship, O2S) */
  timeToShip: string;
}

/** What the shop's own delivery takes within its radius once the order ships (the storefront has no ETA setting). */
export const DELIVERY_LEG_MINUTES = 60;

/** Seconds of an ISO 8601 duration of days, hours, minutes and seconds (P1D, PT45M, P1DT2H); null when not one. */
export function durationSeconds(iso: string): number | null {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso);
  if (!m || iso === 'P' || iso.endsWith('T')) return null;
  const [d, h, min, s] = m.slice(1).map((v) => Number(v ?? 0));
  return ((d * 24 + h) * 60 + min) * 60 + s;
}

/** Order to delivery (the network's TAT, O2D): the time to ship and the delivery leg, in whole minutes. */
export function orderToDelivery(timeToShip: string): string {
  const ship = durationSeconds(timeToShip) ?? 3600;
  return `PT${Math.ceil(ship / 60) + DELIVERY_LEG_MINUTES}M`;
}

export interface Quote {
  order: Record<string, unknown>;
  /** paise */
  total: number;
  error: { type: 'DOMAIN-ERROR'; code: string; message: string } | null;
}

export function quoteSelect(q: QuoteInput): Quote {
  const problems: { item_id: string; error: string }[] = [];
  const priced: { id: string; count: number; item: QuotableItem }[] = [];
  for (const line of q.lines) {
    const item = q.items.get(line.id);
    if (!item || !item.listed) {
      problems.push({ item_id: line.id, error: QUOTE_ERRORS.itemNotFound });
      continue;
    }
    const available = item.stock === null ? UNCOUNTED_STOCK : Math.max(0, item.stock);
    if (line.count > available) problems.push({ item_id: line.id, error: QUOTE_ERRORS.outOfStock });
    priced.push({ id: line.id, count: Math.min(line.count, available), item });
  }
  const subtotal = priced.reduce((sum, l) => sum + l.item.price * l.count, 0);
  const gstOf = (l: (typeof priced)[number]) =>
    q.gstOn ? calculateLineGst(l.item.price, l.item.gstPercent, l.count) : 0;
  const gst = priced.reduce((sum, l) => sum + gstOf(l), 0);
  const delivery =
    subtotal > 0 && (q.charges.freeAbove === null || subtotal < q.charges.freeAbove) ? q.charges.delivery : 0;
  const packing = subtotal > 0 ? q.charges.packing : 0;
  const breakup: Record<string, unknown>[] = [];
  for (const l of priced) {
    const available = l.item.stock === null ? UNCOUNTED_STOCK : Math.max(0, l.item.stock);
    breakup.push({
      '@ondc/org/item_id': l.id,
      '@ondc/org/item_quantity': { count: l.count },
      title: l.item.name,
      '@ondc/org/title_type': 'item',
      price: money(l.item.price * l.count),
      item: {
        // retail 1.2.5: a quote's available count says only in stock ("99") or not ("0"); maximum is the real count
        quantity: {
          available: { count: available > 0 ? String(UNCOUNTED_STOCK) : '0' },
          maximum: { count: String(Math.min(available, UNCOUNTED_STOCK)) },
        },
        price: money(l.item.price),
      },
    });
    // the GST the storefront's checkout adds on top of the price, so the placed total is the one quoted
    breakup.push({
      '@ondc/org/item_id': l.id,
      title: 'Tax',
      '@ondc/org/title_type': 'tax',
      price: money(gstOf(l)),
      item: { tags: [{ code: 'quote', list: [{ code: 'type', value: 'item' }] }] },
    });
  }
  breakup.push({
    '@ondc/org/item_id': '1',
    title: 'Delivery charges',
    '@ondc/org/title_type': 'delivery',
    price: money(delivery),
  });
  breakup.push({
    '@ondc/org/item_id': '1',
    title: 'Packing charges',
    '@ondc/org/title_type': 'packing',
    price: money(packing),
  });
  const total = subtotal + gst + delivery + packing;
  return {
    total,
    order: {
      provider: { id: q.providerId, locations: [{ id: q.locationId }] },
      items: priced.map((l) => ({
        id: l.id,
        fulfillment_id: '1',
        ...(l.item.parentId ? { parent_item_id: l.item.parentId } : {}),
      })),
      fulfillments: [
        {
          id: '1',
          '@ondc/org/provider_name': q.shopName,
          tracking: false,
          '@ondc/org/category': 'Immediate Delivery',
          '@ondc/org/TAT': orderToDelivery(q.timeToShip),
          state: { descriptor: { code: priced.length > 0 ? 'Serviceable' : 'Non-serviceable' } },
        },
      ],
      quote: { price: money(total), breakup, ttl: 'P1D' },
    },
    error:
      problems.length === 0
        ? null
        : {
            type: 'DOMAIN-ERROR',
            code: problems.some((p) => p.error === QUOTE_ERRORS.outOfStock)
              ? QUOTE_ERRORS.outOfStock
              : QUOTE_ERRORS.itemNotFound,
            message: JSON.stringify(problems),
          },
  };
}
