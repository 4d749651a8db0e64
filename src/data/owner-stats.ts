/** The spec's STORE_STATS/MAIN record (STORE_VIEWS) plus shared-link views, as the owner reads them. */

export interface StoreStats {
  STORE_VIEWS: number;
  SHARED_VIEWS: number;
}

export async function readStoreStats(db: D1Database, storeId: string): Promise<StoreStats> {
  const row = await db
    .prepare('SELECT store_views, shared_views FROM store_stats WHERE store_id = ?')
    .bind(storeId)
    .first<{ store_views: number; shared_views: number }>();
  return { STORE_VIEWS: Number(row?.store_views ?? 0), SHARED_VIEWS: Number(row?.shared_views ?? 0) };
}
