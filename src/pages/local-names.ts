import type { Context } from 'hono';
import type { ShopEnv } from '../middleware/app-env';
import { itemNamesOf } from '../data/shop/item-names';
import { shopOf } from '../middleware/shop-context';
import { localName } from '../domain/i18n/localise';

/** Names an item by its id in the page's language. */
export type ItemNamer = (itemId: string | null, written: string) => string;

/**
 * For lines that kept only the name as written (order lines, the questions a shopper asked): a namer that gives
 * the owner's translation of each item in the page's language, else the name as written. Reads the catalogue
 * once, and not at all when the page is in the shop's own language.
 */
export async function pageItemNamer(c: Context<ShopEnv>, itemIds: readonly (string | null)[]): Promise<ItemNamer> {
  const tenant = c.get('tenant');
  const lang = c.get('lang') ?? 'en';
  const own = tenant.store?.LANGUAGE ?? 'en';
  if (lang === own || lang === 'en') return (_id, written) => written;
  const names = await itemNamesOf(
    shopOf(c, tenant.storeId),
    itemIds.filter((id): id is string => id !== null),
  );
  return (id, written) => (id ? localName(written, names.get(id), lang, own) : written);
}
