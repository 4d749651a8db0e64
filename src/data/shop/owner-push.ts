import { MAX_OWNER_ALERT_ENDPOINTS } from '../../domain/owner/new-order-alerts';
import type { ShopData } from './shop-data';

/** The owner's browsers that asked to be told of new orders (one row a push endpoint). */
export async function saveOwnerEndpoint(shop: ShopData, endpoint: string, now: number): Promise<void> {
  const { db, id: storeId } = shop;
  await db.batch([
    db
      .prepare(
        'INSERT INTO owner_push_subscriptions (store_id, endpoint, created_at) VALUES (?, ?, ?) ON CONFLICT (store_id, endpoint) DO UPDATE SET created_at = excluded.created_at',
      )
      .bind(storeId, endpoint, now),
    db
      .prepare(`DELETE FROM owner_push_subscriptions WHERE store_id = ?1 AND endpoint NOT IN
      (SELECT endpoint FROM owner_push_subscriptions WHERE store_id = ?1 ORDER BY created_at DESC LIMIT ?2)`)
      .bind(storeId, MAX_OWNER_ALERT_ENDPOINTS),
  ]);
}

export async function ownerEndpoints(shop: ShopData): Promise<string[]> {
  const { db, id: storeId } = shop;
  const { results } = await db
    .prepare('SELECT endpoint FROM owner_push_subscriptions WHERE store_id = ?')
    .bind(storeId)
    .all<{ endpoint: string }>();
  return results.map((r) => r.endpoint);
}

export async function dropOwnerEndpoint(shop: ShopData, endpoint: string): Promise<void> {
  const { db, id: storeId } = shop;
  await db
    .prepare('DELETE FROM owner_push_subscriptions WHERE store_id = ? AND endpoint = ?')
    .bind(storeId, endpoint)
    .run();
}
