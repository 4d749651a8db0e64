import type { Item } from '../../domain/tables/items';
import {
  buildFtsQuery,
  foldForMatch,
  nameOnly,
  normaliseSearchQuery,
  searchTokens,
} from '../../domain/catalogue/fts-query';
import { log } from '../../core/log';
import { itemsFromRows } from './catalogue-items';
import type { Lang } from '../../domain/i18n/languages';
import { json } from './rows';
import { ITEMS } from '../../domain/tables/items';
import type { ShopData } from './shop-data';

/**
 * Item search over items_fts (FTS5, unicode61 with diacritics removed, prefix indexes), one shop at a
 * time. items_fts holds only searchable items (enabled, in an enabled category), so the ranking
 * (bm25: name over category over description, see migrations/0003) and the LIMIT run on the index
 * alone and only one page of rows is joined. Every word must match; when that finds nothing, any word
 * may. The MATCH text is built by buildFtsQuery, so it is always data.
 */

const ITEM_COLS = ITEMS.select('i', 'storefront');

/** ?1 match, ?2 limit, ?3 offset, ?4 category (optional) */
function ranked(byCat: boolean, cols: string): string {
  return `SELECT ${cols} FROM (
      SELECT rowid AS fts_key, rank AS score FROM items_fts
      WHERE items_fts MATCH ?1${byCat ? ' AND cat_id = ?4' : ''}
      ORDER BY rank LIMIT ?2 OFFSET ?3
    ) f
    JOIN item_search_keys k ON k.key = f.fts_key
    JOIN items i ON i.id = k.item_id
    JOIN categories c ON c.id = i.cat_id
    WHERE i.is_disabled = 0 AND i.archived_at IS NULL AND c.is_disabled = 0
    ORDER BY f.score, i.position`;
}

export interface SearchOptions {
  page?: number;
  pageSize?: number;
  catId?: string;
}

async function run(db: D1Database, match: string, o: { page: number; pageSize: number; catId?: string }) {
  const args: unknown[] = [match, o.pageSize + 1, (o.page - 1) * o.pageSize];
  if (o.catId) args.push(o.catId);
  return itemsFromRows(
    (
      await db
        .prepare(ranked(Boolean(o.catId), ITEM_COLS))
        .bind(...args)
        .all()
    ).results,
  );
}

export async function searchItems(
  shop: ShopData,
  query: string,
  opts: SearchOptions = {},
): Promise<{ items: Item[]; hasMore: boolean }> {
  const { db, id: storeId } = shop;
  const o = { page: opts.page ?? 1, pageSize: opts.pageSize ?? 24, catId: opts.catId };
  const all = buildFtsQuery(query, 'all');
  if (!all) return { items: [], hasMore: false };
  try {
    let found = await run(db, all, o);
    const any = searchTokens(query).length > 1 ? buildFtsQuery(query, 'any') : null;
    // The fallback applies to every page of a query that matches nothing with all its words.
    const noneWithAll =
      found.length === 0 && (o.page === 1 || (await run(db, all, { ...o, page: 1, pageSize: 1 })).length === 0);
    if (noneWithAll && any) found = await run(db, any, o);
    return { items: found.slice(0, o.pageSize), hasMore: found.length > o.pageSize };
  } catch (err) {
    log('warn', 'search failed', { storeId, error: String(err) });
    return { items: [], hasMore: false };
  }
}

export interface Suggestion {
  kind: 'item' | 'category';
  id: string;
  catId: string;
  name: string;
  /** category name for items */
  context: string;
  price?: number;
  image?: string;
}

/**
 * At most this many matches are ranked for one suggestion list (the first found, in the order items were
 * added). Ranking reads every candidate's positions and a shop's object answers one query at a time, so in a
 * 100,000-item shop a common word ("ghee" matches 25,000 items) would otherwise hold every other shopper of
 * the shop for tens of milliseconds at each keystroke. A shop with fewer matching names than this (nearly
 * every shop, for anything typed) gets exactly the full ranking; the search results page ranks them all.
 */
export const SUGGEST_CANDIDATES = 50;

/** ?1 match, ?2 limit, ?3 candidates, ?4 category (optional) */
function suggestRanked(byCat: boolean): string {
  return `WITH f AS MATERIALIZED (
      SELECT rowid AS fts_key, rank AS score FROM items_fts
      WHERE items_fts MATCH ?1${byCat ? ' AND cat_id = ?4' : ''}
      LIMIT ?3
    )
    SELECT i.id, i.cat_id, i.name, i.image, i.price, i.i18n, c.name AS cat_name, c.i18n AS cat_i18n
    FROM (SELECT fts_key, score FROM f ORDER BY score LIMIT ?2) best
    JOIN item_search_keys k ON k.key = best.fts_key
    JOIN items i ON i.id = k.item_id
    JOIN categories c ON c.id = i.cat_id
    WHERE i.is_disabled = 0 AND i.archived_at IS NULL AND c.is_disabled = 0
    ORDER BY best.score, i.position`;
}

/** A name in `lang` from a row's i18n JSON (the owner's translation), else as written. */
function localName(written: string, i18n: unknown, field: 'ITEM_NAME' | 'CAT_NAME', lang: Lang): string {
  if (lang === 'en') return written;
  const name = (json(i18n, {}) as Record<string, Record<string, unknown> | undefined>)[lang]?.[field];
  return typeof name === 'string' && name.trim() ? name : written;
}

/**
 * Suggestions as the shopper types: matching categories first (by word prefix, in the owner's words or their
 * translation), then the best items; names in the shopper's language where the owner translated them.
 */
export async function suggest(
  shop: ShopData,
  rawQuery: string,
  limit = 6,
  catId?: string,
  lang: Lang = 'en',
): Promise<Suggestion[]> {
  const { db, id: storeId } = shop;
  const query = normaliseSearchQuery(rawQuery);
  const match = buildFtsQuery(query, 'all');
  if (!match) return [];
  try {
    const args = (m: string): unknown[] => [m, limit, SUGGEST_CANDIDATES, ...(catId ? [catId] : [])];
    const itemsMatching = async (m: string) =>
      (
        await db
          .prepare(suggestRanked(Boolean(catId)))
          .bind(...args(m))
          .all()
      ).results as Record<string, unknown>[];
    // Items whose name matches come first; only when they are too few do descriptions and category names count.
    const [byName, cats] = await Promise.all([
      itemsMatching(nameOnly(match)),
      catId
        ? null
        : db
            .prepare('SELECT id, name, i18n FROM categories WHERE is_disabled = 0 ORDER BY position, name LIMIT 200')
            .all(),
    ]);
    const rows = byName.length >= limit ? byName : [...byName, ...(await itemsMatching(match))];
    const words = searchTokens(query).map(foldForMatch);
    const categories: Suggestion[] = !cats
      ? []
      : (cats.results as { id: string; name: string; i18n: string }[])
          .map((c) => ({ ...c, local: localName(c.name, c.i18n, 'CAT_NAME', lang) }))
          .filter((c) => {
            const names = foldForMatch(`${c.name} ${c.local}`).split(/[^\p{L}\p{N}]+/u);
            return words.every((w) => names.some((n) => n.startsWith(w)));
          })
          .slice(0, 2)
          .map((c) => ({ kind: 'category', id: c.id, catId: c.id, name: c.local, context: 'Category' }));
    const found = rows
      .filter((r, n) => rows.findIndex((o) => o.id === r.id) === n)
      .map(
        (r): Suggestion => ({
          kind: 'item',
          id: String(r.id),
          catId: String(r.cat_id),
          name: localName(String(r.name), r.i18n, 'ITEM_NAME', lang),
          context: localName(String(r.cat_name ?? ''), r.cat_i18n, 'CAT_NAME', lang),
          price: Number(r.price),
          image: String(r.image ?? ''),
        }),
      );
    return [...categories, ...found].slice(0, limit);
  } catch (err) {
    log('warn', 'suggest failed', { storeId, error: String(err) });
    return [];
  }
}
