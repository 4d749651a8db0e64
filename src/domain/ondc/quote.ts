/**
 * The quote of `on_select` (retail 1.2.5), pure: the lines a buyer app asked for priced from the shop's items, with
 * delivery and packing charges and tax lines in the breakup, or the network's errors for items that are unknown or
 * not in stock (the line then shows what the shop can sell: the count available).
 */
import { formatAmount, UNCOUNTED_STOCK } from './amounts';

export interface RequestedLine {
  id: string;
  count: number;
}

export interface QuotableItem {
  name: string;
  /** paise, GST included (the storefront's prices) */
  price: number;
  /** null: not counted */
  stock: number | null;
  /** sent to the network (not left out, nothing missing) */
  listed: boolean;
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
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) return null;
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
  /** ISO 8601 duration: when the order ships */
  timeToShip: string;
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
    // the storefront's prices include GST: the tax line is part of the price already
    breakup.push({
      '@ondc/org/item_id': l.id,
      title: 'Tax',
      '@ondc/org/title_type': 'tax',
      price: money(0),
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
  const total = subtotal + delivery + packing;
  return {
    total,
    order: {
      provider: { id: q.providerId, locations: [{ id: q.locationId }] },
      items: priced.map((l) => ({ id: l.id, fulfillment_id: '1' })),
      fulfillments: [
        {
          id: '1',
          '@ondc/org/provider_name': q.shopName,
          tracking: false,
          '@ondc/org/category': 'Immediate Delivery',
          '@ondc/org/TAT': q.timeToShip,
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
