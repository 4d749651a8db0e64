import { translatedNames, type ItemNames } from '../../domain/i18n/localise';
import type { ShopData } from './shop-data';

/** D1 binds at most 100 values a statement: the shop id and 99 item ids. */
const MAX_IDS = 99;

/**
 * The owner's translated names of these items as the catalogue has them now, by item id, for lines that kept
 * only the name as written (an order's lines). Items gone from the catalogue, or never translated, are absent.
 */
export async function itemNamesOf(shop: ShopData, ids: readonly string[]): Promise<Map<string, ItemNames>> {
  const { db } = shop;
  const unique = [...new Set(ids)].slice(0, MAX_IDS);
  const names = new Map<string, ItemNames>();
  if (unique.length === 0) return names;
  const { results } = await db
    .prepare(`SELECT id, i18n FROM items WHERE id IN (${unique.map(() => '?').join(', ')})`)
    .bind(...unique)
    .all<{ id: string; i18n: string | null }>();
  for (const row of results) {
    const found = translatedNames(parseI18n(row.i18n));
    if (found) names.set(row.id, found);
  }
  return names;
}

function parseI18n(text: string | null): Parameters<typeof translatedNames>[0] {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' ? (value as Parameters<typeof translatedNames>[0]) : undefined;
  } catch {
    return undefined;
  }
}
