import { readAgentTraffic, type AgentTraffic } from './agent-traffic';
import { dayKey } from '../../domain/plugins/tracking';
import type { ShopData } from './shop-data';

/** Agent traffic is reported for this many days, today included. */
const AGENT_STATS_DAYS = 30;

/**
 * What the owner reads as stats: STORE_VIEWS (the spec's STORE_STATS/MAIN record, table store_stats, written
 * by the visit tracker) and shared-link views (?ref=item_sharing, counted per item in shared_views).
 */

export interface StoreStats {
  STORE_VIEWS: number;
  SHARED_VIEWS: number;
  TOP_SHARED_ITEMS: { itemId: string; views: number }[];
  /** requests from agents (Markdown pages, llms.txt, feeds, MCP) over the last AGENT_STATS_DAYS days */
  AGENT_REQUESTS: AgentTraffic;
}

export async function readStoreStats(shop: ShopData, now = Date.now()): Promise<StoreStats> {
  const { db } = shop;
  const [main, shared, top] = await db.batch([
    db.prepare('SELECT store_views FROM store_stats'),
    db.prepare('SELECT COALESCE(SUM(views), 0) AS n FROM shared_views'),
    db.prepare('SELECT item_id, views FROM shared_views ORDER BY views DESC, item_id LIMIT 10'),
  ]);
  const agents = await readAgentTraffic(shop, dayKey(now - (AGENT_STATS_DAYS - 1) * 86_400_000));
  const views = (main.results[0] as { store_views?: number } | undefined)?.store_views ?? 0;
  return {
    STORE_VIEWS: Number(views),
    SHARED_VIEWS: Number((shared.results[0] as { n: number }).n),
    TOP_SHARED_ITEMS: (top.results as { item_id: string; views: number }[]).map((r) => ({
      itemId: r.item_id,
      views: Number(r.views),
    })),
    AGENT_REQUESTS: agents,
  };
}
