import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import { itemFromRow } from './rows';
import type { ShopData } from './shop-data';

export interface HomeSection {
  category: Category;
  items: Item[];
}

/** The first items of each home category: one indexed LIMIT query per category, so cost does not grow with the catalogue. */
export async function loadHomeSections(
  shop: ShopData,
  categories: Category[],
  perCategory = 8,
): Promise<HomeSection[]> {
  const { db } = shop;
  const onHome = categories.filter((c) => c.ON_HOME);
  if (onHome.length === 0) return [];
  const results = await db.batch(
    onHome.map((c) =>
      db
        .prepare(
          'SELECT * FROM items WHERE cat_id = ? AND is_disabled = 0 AND archived_at IS NULL ORDER BY position, name LIMIT ?',
        )
        .bind(c.CAT_ID, perCategory),
    ),
  );
  return onHome
    .map((category, i) => ({ category, items: (results[i].results as Record<string, unknown>[]).map(itemFromRow) }))
    .filter((s) => s.items.length > 0);
}
