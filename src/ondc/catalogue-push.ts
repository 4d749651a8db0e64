/**
 * The incremental catalogue's push mode (docs/ondc.md): the buyer apps subscribed (D1 `ondc_catalogue_subscriptions`,
 * migration 0016) and, once a minute (the Cron Trigger), one incremental on_search per shop whose items changed since
 * its last push, written to the outbox for every buyer app whose subscription covers the shop (retried like every
 * callback). The claim of a shop's window is one conditional write, so runs at once never push a shop twice.
 */
import type { Bindings } from '../env';
import { log } from '../core/log';
import { incrementalCatalogueMessage } from '../domain/ondc/catalogue';
import { callbackBody, type NodeAddress } from '../domain/ondc/callbacks';
import { coversCity, pushWindow, type PushMode } from '../domain/ondc/catalogue-push';
import { callbackUrl, type OndcContext } from '../domain/ondc/protocol';
import { loadChangedShop } from './catalogue-load';
import { nodeIdentity } from './config';
import { enqueueCallback } from './outbox';
import type { ShopDb } from './shop-opt-in';

/** At most this many subscriptions and shops one run looks at. */
const MAX_SUBSCRIPTIONS = 100;
const MAX_SHOPS = 200;

/** Starts (or renews) or stops a buyer app's pushes for a domain and city, from its search. */
export async function saveSubscription(
  db: D1Database,
  mode: PushMode,
  context: OndcContext,
  nodeUrl: string,
  nowMs: number,
): Promise<void> {
  const city = typeof context.city === 'string' ? context.city : '*';
  if (mode === 'stop') {
    await db
      .prepare('DELETE FROM ondc_catalogue_subscriptions WHERE bap_id = ? AND domain = ? AND city = ?')
      .bind(context.bap_id, context.domain, city)
      .run();
    return;
  }
  await db
    .prepare(`INSERT INTO ondc_catalogue_subscriptions (bap_id, domain, city, context, node_url, started_at) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (bap_id, domain, city) DO UPDATE SET context = excluded.context, node_url = excluded.node_url`)
    .bind(context.bap_id, context.domain, city, JSON.stringify(context), nodeUrl, nowMs)
    .run();
}

interface SubscriptionRow {
  bap_id: string;
  domain: string;
  city: string;
  context: string;
  node_url: string;
  started_at: number;
}

/** Takes the shop's next window for this run, or null when another run took it or its last push is under a minute old. */
async function claimWindow(db: D1Database, storeId: string, subscribedAt: number, nowMs: number) {
  const row = await db
    .prepare('SELECT pushed_until FROM ondc_catalogue_pushes WHERE store_id = ?')
    .bind(storeId)
    .first<{ pushed_until: number }>();
  const pushedUntil = row ? Number(row.pushed_until) : null;
  const window = pushWindow(pushedUntil, subscribedAt, nowMs);
  if (!window) return null;
  const claimed =
    pushedUntil === null
      ? await db
          .prepare('INSERT INTO ondc_catalogue_pushes (store_id, pushed_until) VALUES (?, ?) ON CONFLICT DO NOTHING')
          .bind(storeId, nowMs)
          .run()
      : await db
          .prepare('UPDATE ondc_catalogue_pushes SET pushed_until = ? WHERE store_id = ? AND pushed_until = ?')
          .bind(nowMs, storeId, pushedUntil)
          .run();
  return (claimed.meta.changes ?? 0) === 1 ? window : null;
}

/** One run: every subscribed shop's changes since its last push; answers how many pushes were written. */
export async function pushCatalogueChanges(
  env: Bindings,
  shopFor: (storeId: string) => ShopDb,
  nowMs: number = Date.now(),
): Promise<number> {
  const { results: subscriptions } = await env.DB.prepare(
    'SELECT bap_id, domain, city, context, node_url, started_at FROM ondc_catalogue_subscriptions ORDER BY started_at LIMIT ?',
  )
    .bind(MAX_SUBSCRIPTIONS)
    .all<SubscriptionRow>();
  if (subscriptions.length === 0) return 0;
  const domains = [...new Set(subscriptions.map((s) => s.domain))];
  const { results: shops } = await env.DB.prepare(
    `SELECT store_id, domain, city FROM ondc_shops WHERE enabled = 1 AND domain IN (${domains.map(() => '?').join(', ')}) ORDER BY store_id LIMIT ?`,
  )
    .bind(...domains, MAX_SHOPS)
    .all<{ store_id: string; domain: string; city: string }>();
  const node = await nodeIdentity(env);
  const nowIso = new Date(nowMs).toISOString();
  let written = 0;
  for (const shop of shops) {
    const subscribers = subscriptions.filter((s) => s.domain === shop.domain && coversCity(s.city, shop.city));
    if (subscribers.length === 0) continue;
    const window = await claimWindow(env.DB, shop.store_id, Math.min(...subscribers.map((s) => s.started_at)), nowMs);
    if (!window) continue;
    const changed = await loadChangedShop(shopFor(shop.store_id), shop.domain, window);
    if (!changed) continue;
    for (const subscriber of subscribers) {
      let context: OndcContext;
      try {
        context = JSON.parse(subscriber.context) as OndcContext;
      } catch {
        continue;
      }
      const address: NodeAddress = { subscriberId: node.subscriberId, subscriberUrl: subscriber.node_url };
      const message = incrementalCatalogueMessage(new URL(subscriber.node_url).origin, [changed], nowIso);
      const body = callbackBody(context, address, nowIso, { message });
      await enqueueCallback(env.DB, callbackUrl(context.bap_uri, 'search'), JSON.stringify(body), nowMs);
      written++;
    }
    log('info', 'ondc catalogue push', { storeId: shop.store_id, items: changed.items.length, to: subscribers.length });
  }
  return written;
}
