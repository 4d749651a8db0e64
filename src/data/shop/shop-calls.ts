import { readShopSettings } from './shop-settings';
import { suggest, searchItems } from './search';
import { loadCategoryItems, loadCategoryPreviews, loadItem as loadPageItem } from './catalogue-items';
import { loadItemExtras, loadItemMore, loadItemRatings } from './catalogue-feedback';
import { loadHomeSections } from './catalogue';
import { offersNow } from './coupons';
import type { Category } from '../../domain/tables/categories';
import type { ShopData } from './shop-data';
import { editStore } from './owner-store';
import { countAgentRequest } from './agent-traffic';
import { feedItems } from './catalogue-feed';
import { inboxOrders } from './orders';

/** The home page's sections and offers together. */
async function homeData(shop: ShopData, categories: Category[], now: number) {
  const [sections, { offers, changesAt }] = await Promise.all([
    loadHomeSections(shop, categories),
    offersNow(shop, now),
  ]);
  return { sections, offers, offersChangeAt: changesAt };
}

/** A page's item with its questions, reviews and related items. */
async function itemPage(shop: ShopData, catId: string, itemId: string) {
  const item = await loadPageItem(shop, catId, itemId);
  return item ? { item, extras: await loadItemExtras(shop, item) } : null;
}

/** The item page's first part: the item and its rating summary (the rest streams after it: itemMore). */
async function itemMain(shop: ShopData, catId: string, itemId: string) {
  const [item, ratings] = await Promise.all([loadPageItem(shop, catId, itemId), loadItemRatings(shop, itemId)]);
  return item ? { item, ratings } : null;
}

/**
 * Repository functions `(shop, ...args)` that may run inside a shop's object, next to its data, so a request
 * that needs several statements makes one round trip (`shop.call(name, ...args)`, data/shop-db.ts).
 */
export const SHOP_CALLS = {
  settings: readShopSettings,
  suggest,
  searchItems,
  loadCategoryItems,
  loadCategoryPreviews,
  homeData,
  offersNow,
  itemPage,
  itemMain,
  itemMore: loadItemMore,
  editStore,
  countAgentRequest,
  feedItems,
  inboxOrders,
};

export type ShopCallName = keyof typeof SHOP_CALLS;

/**
 * The calls that only read: the shop's object settles page changes (a new shop version for what a write touched)
 * after every other call. A call missing here costs one read of an empty table; one wrongly here would leave its
 * changes for the next write to settle.
 */
export const READING_CALLS: ReadonlySet<ShopCallName> = new Set<ShopCallName>([
  'settings',
  'suggest',
  'searchItems',
  'loadCategoryItems',
  'loadCategoryPreviews',
  'homeData',
  'offersNow',
  'itemPage',
  'itemMain',
  'itemMore',
  'feedItems',
  'inboxOrders',
]);
type Fn<N extends ShopCallName> = (typeof SHOP_CALLS)[N];
export type ShopCallArgs<N extends ShopCallName> =
  Fn<N> extends (shop: ShopData, ...rest: infer A) => unknown ? A : never;
export type ShopCallResult<N extends ShopCallName> = Awaited<ReturnType<Fn<N>>>;
type AnyShopCall = (shop: ShopData, ...rest: never) => unknown;

/** Runs one of SHOP_CALLS on a shop's data (inside its object); a name outside the registry is refused. */
export async function runShopCall<N extends ShopCallName>(
  shop: ShopData,
  name: N,
  args: ShopCallArgs<N>,
): Promise<ShopCallResult<N>> {
  if (!Object.hasOwn(SHOP_CALLS, name)) throw new Error(`unknown shop call ${String(name)}`);
  // TypeScript cannot relate SHOP_CALLS[N] to ShopCallArgs<N> for a generic N (a correlated union); the registry's
  // own types above are what the Worker's `call` is checked against
  const fn: AnyShopCall = SHOP_CALLS[name];
  return (await fn(shop, ...(args as never))) as ShopCallResult<N>;
}
