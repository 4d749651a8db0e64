import type { Category } from '../tables/categories';
import type { Item } from '../tables/items';
import type { CartView } from '../cart/cart-view';
import { paths } from '../catalogue/paths';
import type { OrderStatus } from '../orders/status';
import { decimalRupees } from '../money';

/**
 * What the shop's MCP tools answer, as plain JSON an agent can read: prices as rupee text and paise, absolute
 * links, stock as a yes/no (and the count when the owner tracks it). Pure: `url` makes a path absolute.
 */

type Absolute = (path: string) => string;

/** '₹139.00' from 13900 paise. */
export const rupeeText = (paise: number): string => `₹${decimalRupees(paise)}`;

const inStock = (item: Item) => item.STOCK_QTY === null || item.STOCK_QTY < 0 || item.STOCK_QTY > 0;

export interface AgentItemSummary {
  id: string;
  category_id: string;
  name: string;
  price: string;
  price_paise: number;
  mrp?: string;
  in_stock: boolean;
  url: string;
}

export function agentItemSummary(storeId: string, item: Item, url: Absolute): AgentItemSummary {
  return {
    id: item.ID,
    category_id: item.CAT_ID,
    name: item.ITEM_NAME,
    price: rupeeText(item.PRICE),
    price_paise: item.PRICE,
    ...(item.MRP !== null && item.MRP > item.PRICE ? { mrp: rupeeText(item.MRP) } : {}),
    in_stock: inStock(item),
    url: url(paths.item(storeId, item.CAT_ID, item.ID)),
  };
}

export interface AgentItem extends AgentItemSummary {
  description: string;
  /** units left when the owner tracks stock */
  stock?: number;
  gst_percent?: number;
  sizes: string[];
  colors: string[];
  /** priced options (packs, weights): pass `option` = key to add_to_bag */
  options: { key: string; label: string; price: string; price_paise: number }[];
  image?: string;
}

export function agentItem(storeId: string, item: Item, url: Absolute, image: (src: string) => string): AgentItem {
  const tracked = item.STOCK_QTY !== null && item.STOCK_QTY >= 0;
  return {
    ...agentItemSummary(storeId, item, url),
    description: item.ITEM_DESC,
    ...(tracked ? { stock: item.STOCK_QTY as number } : {}),
    ...(item.GST_PERCENT !== null ? { gst_percent: item.GST_PERCENT } : {}),
    sizes: item.VARIANTS.sizes,
    colors: item.VARIANTS.colors.map((c) => c.name),
    options: item.VARIANTS.prices.map((p) => ({
      key: p.key,
      label: p.label,
      price: rupeeText(p.price),
      price_paise: p.price,
    })),
    ...(item.IMAGE ? { image: image(item.IMAGE) } : {}),
  };
}

export function agentCategory(storeId: string, category: Category, url: Absolute) {
  return {
    id: category.CAT_ID,
    name: category.CAT_NAME,
    description: category.CAT_DESC,
    url: url(paths.category(storeId, category.CAT_ID)),
  };
}

/** A bag as the agent sees it: its id (pass it back to every bag tool), lines, totals and whether it can check out. */
export function agentBag(view: CartView) {
  return {
    bag_id: view.session_id,
    lines: view.items.map((l) => ({
      line_id: l.product_id_in_cart,
      item_id: l.product_id,
      category_id: l.cat_id,
      name: l.name,
      ...(l.variant.label ? { option: l.variant.label } : {}),
      quantity: l.product_qty,
      unit_price: rupeeText(l.unit_price),
      line_total: rupeeText(l.line_total),
      available: l.status === 'ok',
    })),
    units: view.NUMBER_OF_ITEMS_CART,
    coupon: view.coupon
      ? {
          code: view.coupon.code,
          applies: view.coupon.applicable,
          ...(view.coupon.rsn ? { reason: view.coupon.rsn } : {}),
        }
      : null,
    totals: {
      subtotal: rupeeText(view.totals.subtotal),
      discount: rupeeText(view.totals.discount),
      delivery: rupeeText(view.totals.delivery),
      gst: rupeeText(view.totals.gst),
      total: rupeeText(view.totals.total),
    },
    ...(view.missing_amount > 0 ? { minimum_order_missing: rupeeText(view.missing_amount) } : {}),
    can_checkout: view.can_checkout,
  };
}

/** An order's progress without anything personal: never the address, phone or name. */
export function agentOrder(
  order: { id: string; status: OrderStatus; total: number; created_at: number; payment_method: string },
  items: readonly { name: string; variant_label: string; qty: number }[],
  events: readonly { status: OrderStatus; at: number }[],
) {
  return {
    order_id: order.id,
    status: order.status,
    placed_at: new Date(order.created_at).toISOString(),
    total: rupeeText(order.total),
    payment: order.payment_method,
    items: items.map((i) => ({
      name: i.name,
      ...(i.variant_label ? { option: i.variant_label } : {}),
      quantity: i.qty,
    })),
    history: events.map((e) => ({ status: e.status, at: new Date(e.at).toISOString() })),
  };
}
