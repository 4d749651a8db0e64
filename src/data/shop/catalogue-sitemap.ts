import type { ShopData } from './shop-data';
/** What a shop's XML sitemap lists: enabled categories and items, published posts and pages. */

export interface SitemapItemRow {
  id: string;
  cat_id: string;
  updated_at: number;
}

const ENABLED_ITEMS = `FROM items i JOIN categories c ON c.id = i.cat_id
  WHERE i.is_disabled = 0 AND i.archived_at IS NULL AND c.is_disabled = 0`;

export async function countSitemapItems(shop: ShopData): Promise<number> {
  const { db } = shop;
  const row = await db.prepare(`SELECT COUNT(*) AS n ${ENABLED_ITEMS}`).first<{ n: number }>();
  return Number(row?.n ?? 0);
}

export async function listSitemapItems(shop: ShopData, offset: number, limit: number): Promise<SitemapItemRow[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(`SELECT i.id, i.cat_id, i.updated_at ${ENABLED_ITEMS} ORDER BY i.id LIMIT ? OFFSET ?`)
    .bind(limit, offset)
    .all<SitemapItemRow>();
  return results;
}

export async function listSitemapContent(shop: ShopData): Promise<{
  blogs: { id: string; published_at: string; updated_at: number }[];
  collections: { id: string }[];
  pages: { id: string; updated_at: number }[];
}> {
  const { db } = shop;
  const [b, c, p] = await db.batch([
    db.prepare(
      'SELECT id, published_at, updated_at FROM blogs WHERE is_published = 1 ORDER BY published_at DESC LIMIT 5000',
    ),
    db.prepare('SELECT id FROM blog_collections ORDER BY position LIMIT 500'),
    db.prepare('SELECT id, updated_at FROM custom_pages WHERE is_published = 1 LIMIT 1000'),
  ]);
  return {
    blogs: b.results as { id: string; published_at: string; updated_at: number }[],
    collections: c.results as { id: string }[],
    pages: p.results as { id: string; updated_at: number }[],
  };
}
