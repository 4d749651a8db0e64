import type { Shop } from '../shop/shop-db';
import type { ShopCallResult } from '../shop/shop-calls';
import { VersionedMemo } from '../../core/versioned-memo';

/**
 * What a category page and an item page read from the shop, kept in the isolate under the shop's version for
 * 10 s, as the home's sections are (home-data.ts): every owner change, and every write the shop's object notes (an
 * order's stock, a review: durable/shop/schema-v10), moves the version, so the next page shows it; the 10 s bound
 * what changes otherwise (an operator's own SQL). A review written through this isolate drops its item's entries
 * at once, so its writer sees it on the next page even before the version moves.
 */
const MAX_AGE_MS = 10_000;
const LIMIT = 300;

const categoryPages = new VersionedMemo<ShopCallResult<'loadCategoryItems'>>({ maxAgeMs: MAX_AGE_MS, limit: LIMIT });
const itemMains = new VersionedMemo<ShopCallResult<'itemMain'>>({ maxAgeMs: MAX_AGE_MS, limit: LIMIT });
const itemMores = new VersionedMemo<ShopCallResult<'itemMore'>>({ maxAgeMs: MAX_AGE_MS, limit: LIMIT });

// Ids are slugs (no line breaks), so the parts of a key cannot run into each other.
const itemKey = (storeId: string, itemId: string, catId: string) => `${storeId}\n${itemId}\n${catId}`;

/** A page of a category's items (and whether another page follows). */
export function categoryPageItems(shop: Shop, version: number | null, catId: string, page: number) {
  return categoryPages.get(`${shop.id}\n${catId}\n${page}`, version, () => shop.call('loadCategoryItems', catId, page));
}

/** The item page's first part: the item and its rating summary, or null. */
export function itemPageMain(shop: Shop, version: number | null, catId: string, itemId: string) {
  return itemMains.get(itemKey(shop.id, itemId, catId), version, () => shop.call('itemMain', catId, itemId));
}

/** The item page's late part: answered questions and related items. */
export function itemPageMore(shop: Shop, version: number | null, catId: string, itemId: string) {
  return itemMores.get(itemKey(shop.id, itemId, catId), version, () => shop.call('itemMore', catId, itemId));
}

/** After a shopper's review of the item: its pages read the shop again. */
export function forgetItemPages(storeId: string, itemId: string): void {
  const prefix = `${storeId}\n${itemId}\n`;
  for (const memo of [itemMains, itemMores]) memo.forget((key) => key.startsWith(prefix));
}
