import type { Item } from '../../domain/tables/items';
import { itemFromRow } from './rows';
import type { ShopData } from './shop-data';

/** D1 binds at most 100 parameters a statement; one is the store id. */
const CHUNK = 90;

/**
 * The items of one shop with these ids, disabled ones included (the cart decides what a disabled
 * item means); archived ones are gone for shoppers, as deleted ones. Ids of other shops, or of nothing, are simply absent from the map.
 */
export async function loadItemsByIds(shop: ShopData, ids: readonly string[]): Promise<Map<string, Item>> {
  const { db } = shop;
  const unique = [...new Set(ids)];
  const found = new Map<string, Item>();
  if (unique.length === 0) return found;
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += CHUNK) chunks.push(unique.slice(i, i + CHUNK));
  const results = await db.batch(
    chunks.map((chunk) =>
      db
        .prepare(`SELECT * FROM items WHERE archived_at IS NULL AND id IN (${chunk.map(() => '?').join(',')})`)
        .bind(...chunk),
    ),
  );
  for (const r of results)
    for (const row of r.results as Record<string, unknown>[]) {
      const item = itemFromRow(row);
      found.set(item.ID, item);
    }
  return found;
}

/** One item of one shop on sale or hidden, or null (none, or archived). */
export async function loadItem(shop: ShopData, id: string): Promise<Item | null> {
  const { db } = shop;
  const row = await db
    .prepare('SELECT * FROM items WHERE id = ? AND archived_at IS NULL')
    .bind(id)
    .first<Record<string, unknown>>();
  return row ? itemFromRow(row) : null;
}
