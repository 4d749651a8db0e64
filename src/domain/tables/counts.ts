import { z } from 'zod';
import { defineTable } from './table';

/**
 * What a shop counts for itself, each column written once (src/domain/tables/table.ts): shared item views, campaign
 * views, the resizer's transformations by month, agents' requests by day and surface, orders by status and the
 * shop's page views. Their repositories add to them in SQL (`views = views + 1`).
 */

const count = { sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int() } as const;

export const SHARED_VIEWS = defineTable('shared_views', {
  item_id: { column: 'item_id', sql: 'TEXT NOT NULL', schema: z.string() },
  views: { column: 'views', ...count },
  last_viewed_at: { column: 'last_viewed_at', ...count },
});

export const CAMPAIGN_VIEWS = defineTable('campaign_views', {
  cmpn_name: { column: 'cmpn_name', sql: 'TEXT NOT NULL', schema: z.string() },
  views: { column: 'views', ...count },
  last_at: { column: 'last_at', ...count },
});

export const RESIZER_USAGE = defineTable('resizer_usage', {
  /** as 2026-11 */
  month: { column: 'month', sql: 'TEXT NOT NULL', schema: z.string() },
  transforms: { column: 'transforms', ...count },
});

export const AGENT_REQUESTS = defineTable('agent_requests', {
  day: { column: 'day', sql: 'TEXT NOT NULL', schema: z.string() },
  surface: { column: 'surface', sql: 'TEXT NOT NULL', schema: z.string() },
  requests: { column: 'requests', ...count },
});

export const ORDER_STATUS_COUNTS = defineTable('order_status_counts', {
  status: { column: 'status', sql: 'TEXT NOT NULL', schema: z.string() },
  n: { column: 'n', sql: 'INTEGER NOT NULL', schema: z.number().int() },
});

export const STORE_STATS = defineTable('store_stats', {
  store_views: { column: 'store_views', ...count },
});
