import { z } from 'zod';
import { defineTable } from './table';

/**
 * The browsers a shop may send Web Push to, each column written once (src/domain/tables/table.ts): shoppers' (with
 * the keys their pushes are encrypted for; uid once signed in) and the owner's new-order alerts
 * (src/data/owner-push.ts).
 */

export const PUSH_SUBSCRIPTIONS = defineTable('push_subscriptions', {
  endpoint: { column: 'endpoint', sql: 'TEXT NOT NULL', schema: z.string() },
  p256dh: { column: 'p256dh', sql: 'TEXT NOT NULL', schema: z.string() },
  auth: { column: 'auth', sql: 'TEXT NOT NULL', schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  uid: { column: 'uid', sql: 'TEXT', schema: z.string().nullable().default(null) },
});

export const OWNER_PUSH_SUBSCRIPTIONS = defineTable('owner_push_subscriptions', {
  endpoint: { column: 'endpoint', sql: 'TEXT NOT NULL', schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});
