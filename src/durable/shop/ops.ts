import { readShopSettings } from '../../data/shop-settings';
import { suggest, searchItems } from '../../data/search';
import { loadCategoryItems, loadCategoryPreviews, loadItem as loadPageItem } from '../../data/catalogue-items';
import { loadItemExtras, loadItemMore, loadItemRatings } from '../../data/catalogue-feedback';
import { loadHomeSections } from '../../data/catalogue';
import { listOffers } from '../../data/coupons';
import type { Category } from '../../schemas/catalogue';
import { editStore } from '../../data/owner-store';
import { countAgentRequest } from '../../data/agent-traffic';
import { feedItems } from '../../data/catalogue-feed';

/** The home page's sections and offers together. */
async function homeData(db: D1Database, storeId: string, categories: Category[], now: number) {
  const [sections, offers] = await Promise.all([loadHomeSections(db, storeId, categories), listOffers(db, storeId, now)]);
  return { sections, offers };
}

/** A page's item with its questions, reviews and related items. */
async function itemPage(db: D1Database, storeId: string, catId: string, itemId: string) {
  const item = await loadPageItem(db, storeId, catId, itemId);
  return item ? { item, extras: await loadItemExtras(db, storeId, item) } : null;
}

/** The item page's first part: the item and its rating summary (the rest streams after it: itemMore). */
async function itemMain(db: D1Database, storeId: string, catId: string, itemId: string) {
  const [item, ratings] = await Promise.all([loadPageItem(db, storeId, catId, itemId), loadItemRatings(db, storeId, itemId)]);
  return item ? { item, ratings } : null;
}

/**
 * Repository functions `(db, storeId, ...args)` that may run inside a shop's object, next to its data, so a
 * request that needs several statements makes one round trip (`shopCall` in data/shop-db.ts).
 */
export const SHOP_CALLS = {
  settings: readShopSettings,
  suggest,
  searchItems,
  loadCategoryItems,
  loadCategoryPreviews,
  homeData,
  itemPage,
  itemMain,
  itemMore: loadItemMore,
  editStore,
  countAgentRequest,
  feedItems,
};

export type ShopCallName = keyof typeof SHOP_CALLS;
type Fn<N extends ShopCallName> = (typeof SHOP_CALLS)[N];
export type ShopCallArgs<N extends ShopCallName> = Fn<N> extends (db: D1Database, storeId: string, ...rest: infer A) => unknown ? A : never;
export type ShopCallResult<N extends ShopCallName> = Awaited<ReturnType<Fn<N>>>;
