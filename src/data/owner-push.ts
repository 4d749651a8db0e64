import { MAX_OWNER_ALERT_ENDPOINTS } from '../domain/owner/new-order-alerts';

/** The owner's browsers that asked to be told of new orders (one row a push endpoint). */
export async function saveOwnerEndpoint(db: D1Database, storeId: string, endpoint: string, now: number): Promise<void> {
  await db.batch([
    db.prepare('INSERT INTO owner_push_subscriptions (store_id, endpoint, created_at) VALUES (?, ?, ?) ON CONFLICT (store_id, endpoint) DO UPDATE SET created_at = excluded.created_at')
      .bind(storeId, endpoint, now),
    db.prepare(`DELETE FROM owner_push_subscriptions WHERE store_id = ?1 AND endpoint NOT IN
      (SELECT endpoint FROM owner_push_subscriptions WHERE store_id = ?1 ORDER BY created_at DESC LIMIT ?2)`).bind(storeId, MAX_OWNER_ALERT_ENDPOINTS),
  ]);
}

export async function ownerEndpoints(db: D1Database, storeId: string): Promise<string[]> {
  const { results } = await db.prepare('SELECT endpoint FROM owner_push_subscriptions WHERE store_id = ?').bind(storeId).all<{ endpoint: string }>();
  return results.map((r) => r.endpoint);
}

export async function dropOwnerEndpoint(db: D1Database, storeId: string, endpoint: string): Promise<void> {
  await db.prepare('DELETE FROM owner_push_subscriptions WHERE store_id = ? AND endpoint = ?').bind(storeId, endpoint).run();
}
