import type { Category } from '../tables/categories';
import type { Item } from '../tables/items';
import type { CartRules } from '../tables/store-fields';
import type { Store } from '../tables/stores';
import type { Crumb } from '../catalogue/breadcrumbs';
import { paths } from '../catalogue/paths';
import { stockLabel, stockState } from '../catalogue/pricing';
import { type Absolute, bullets, inline, link, rupees } from './markdown-text';
import { hoursText, telHref } from '../i18n/formats';
import { formatIndianPhone, normaliseIndianMobile } from '../account/phone';

/**
 * Facts about a shop and its items as Markdown lines, shared by the pages and llms.txt: an item in a list, the
 * delivery and minimum-order rules of the shop's settings, its about block. Pure.
 */

/** What every page builder needs: the shop's settings, its enabled categories, absolute URLs on its host. */
export interface ShopContext {
  store: Store;
  categories: Category[];
  url: Absolute;
}

/** `[A](…) › [B](…)` */
export function crumbsLine(crumbs: readonly Crumb[], url: Absolute): string {
  return crumbs.map((c) => link(c.name, url(c.path))).join(' › ');
}

/** ' (MRP ₹160.00)' when the MRP is above the price. */
export const mrpNote = (price: number, mrp: number | null | undefined): string =>
  mrp && mrp > price ? ` (MRP ${rupees(mrp)})` : '';

/** One item in a list: link, price ('from' with several packs, as the item card says), packs, stock when out. */
function itemLine(storeId: string, item: Item, url: Absolute): string {
  const packs = item.VARIANTS.prices;
  const parts = [
    `${link(item.ITEM_NAME, url(paths.item(storeId, item.CAT_ID, item.ID)))}: ${packs.length > 1 ? 'from ' : ''}${rupees(item.PRICE)}${mrpNote(item.PRICE, item.MRP)}`,
    packs.length > 1 ? packs.map((p) => inline(p.label)).join(', ') : '',
    stockState(item.STOCK_QTY).kind === 'out' ? stockLabel({ kind: 'out' }) : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

export function itemList(storeId: string, items: readonly Item[], url: Absolute): string {
  return bullets(items.map((i) => itemLine(storeId, i, url)));
}

/** Sentences for the shop's delivery, minimum order, charges and payment, from its cart rules. */
export function deliveryRules(rules: CartRules): string[] {
  const lines: string[] = [];
  if (rules.MINIMUM_CART_VALUE) lines.push(`Minimum order: ${rupees(rules.MINIMUM_CART_VALUE)}.`);
  const charge = rules.DELIVERY_CHARGE ?? 0;
  const free = rules.DELIVERY_FREE_ABOVE;
  if (charge > 0)
    lines.push(
      `Delivery charge: ${rupees(charge)}${free !== undefined ? `, free on orders of ${rupees(free)} or more` : ''}.`,
    );
  else if (!rules.EXTRA_CHARGE_PER_KM) lines.push('Delivery: free.');
  else if (free !== undefined) lines.push(`Delivery is free on orders of ${rupees(free)} or more.`);
  if (rules.EXTRA_CHARGE_PER_KM) {
    lines.push(
      `${rupees(rules.EXTRA_CHARGE_PER_KM)} more for each started km beyond ${rules.STANDARD_DELIVERY_AREA ?? 0} km from the shop.`,
    );
  }
  if (rules.MAX_DELIVERY_RADIUS !== undefined)
    lines.push(`Delivers within ${rules.MAX_DELIVERY_RADIUS} km of the shop.`);
  for (const extra of rules.EXTRA_CHARGES)
    if (extra.amount > 0) lines.push(`${inline(extra.name)}: ${rupees(extra.amount)} on every order.`);
  if (rules.GST) lines.push('GST is added to items that show it.');
  if (rules.ONLY_SINGLE_CATALOG) lines.push('A bag holds items of one category at a time.');
  const wallet = rules.WALLET_CONFIG;
  const ways = [
    'cash on delivery',
    ...(wallet?.wallet ? ['the shop wallet'] : []),
    ...(wallet?.udhaar ? ['udhaar (credit with the shop)'] : []),
  ];
  lines.push(`Payment: ${ways.join(', ')}.`);
  return lines;
}

/** The about block's rows, as the HTML about block shows them (src/pages/components/about-block.tsx). */
export function aboutRows(store: Store): string[] {
  const a = store.ABOUT;
  const hours = hoursText(store.WORKING_HOURS, 'en-IN');
  const mobile = normaliseIndianMobile(store.CUST_CARE);
  const phone = mobile ? `[${formatIndianPhone(mobile)}](${telHref(mobile)})` : inline(store.CUST_CARE);
  const email =
    a.email && /^[^\s@<>()[\]\\]+@[^\s@<>()[\]\\]+$/.test(a.email)
      ? `[${inline(a.email)}](mailto:${a.email})`
      : inline(a.email ?? '');
  const rows: [string, string][] = [
    ['Phone', store.CUST_CARE ? phone : ''],
    ['Email', email],
    ['Hours', inline(hours)],
    ['Address', inline(a.address ?? '')],
    ['GSTIN', inline(a.gstin ?? '')],
    ['FSSAI', inline(a.fssai ?? '')],
    ['Terms', inline(a.terms ?? '')],
    ['Privacy', inline(a.privacy ?? '')],
    ['Refunds', inline(a.refund ?? '')],
    ['Delivery', inline(a.delivery ?? '')],
  ];
  return rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
}
