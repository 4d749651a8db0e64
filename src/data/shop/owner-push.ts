import { MAX_OWNER_ALERT_ENDPOINTS } from '../../domain/owner/new-order-alerts';
import type { ShopData } from './shop-data';

/** The owner's browsers that asked to be told of new orders (one row a push endpoint). */
export async function saveOwnerEndpoint(shop: ShopData, endpoint: string, now: number): Promise<void> {
  const { db } = shop;
  await db.batch([
    db
      .prepare(
        'INSERT INTO owner_push_subscriptions (endpoint, created_at) VALUES (?, ?) ON CONFLICT (endpoint) DO UPDATE SET created_at = excluded.created_at',
      )
      .bind(endpoint, now),
    db
      .prepare(`DELETE FROM owner_push_subscriptions WHERE endpoint NOT IN
      (SELECT endpoint FROM owner_push_subscriptions ORDER BY created_at DESC LIMIT ?1)`)
      .bind(MAX_OWNER_ALERT_ENDPOINTS),
  ]);
}

export async function ownerEndpoints(shop: ShopData): Promise<string[]> {
  const { db } = shop;
  const { results } = await db.prepare('SELECT endpoint FROM owner_push_subscriptions').all<{ endpoint: string }>();
  return results.map((r) => r.endpoint);
}

export async function dropOwnerEndpoint(shop: ShopData, endpoint: string): Promise<void> {
  const { db } = shop;
  await db.prepare('DELETE FROM owner_push_subscriptions WHERE endpoint = ?').bind(endpoint).run();
}
