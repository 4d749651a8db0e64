import { categoryFromRow, pluginsFromRows, storeFromRow } from './rows';
import type { ShopData } from './shop-data';
import { CATEGORIES } from '../../domain/tables/categories';
import { STORES } from '../../domain/tables/stores';

/** The shop-object half of a tenant: settings, categories, plugins and script records (one round trip). */
export async function readShopSettings(shop: ShopData) {
  const { db, id: storeId } = shop;
  const [storeRows, catRows, pluginRows, scriptRows] = await db.batch([
    db.prepare(`SELECT ${STORES.select()} FROM stores WHERE id = ?`).bind(storeId),
    db.prepare(`SELECT ${CATEGORIES.select()} FROM categories ORDER BY position, name`),
    db.prepare('SELECT * FROM plugins'),
    db.prepare('SELECT id, status, pos FROM custom_scripts ORDER BY id'),
  ]);
  const row = storeRows.results[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  const all = (catRows.results as Record<string, unknown>[]).map(categoryFromRow);
  return {
    store: storeFromRow(row),
    categories: all.filter((c) => !c.IS_DISABLED),
    deactivatedCategoryIds: all.filter((c) => c.IS_DISABLED).map((c) => c.CAT_ID),
    plugins: pluginsFromRows(pluginRows.results as Record<string, unknown>[]),
    scripts: (scriptRows.results as { id: string; status: number; pos: string }[]).map((r) => ({
      id: r.id,
      STATUS: r.status === 1,
      POS: r.pos,
    })),
  };
}
