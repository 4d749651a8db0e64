import { z } from 'zod';
import { defineTable } from './table';

/**
 * The shop on the ONDC network (issue #39), each column written once (src/domain/tables/table.ts): its opt-in and
 * the details buyer apps are told, each item's network fields or leave-out, and the orders that came through the
 * network (which buyer app, its transaction, what on_confirm said). The settings row's key (id = 1, schema v19) is what the
 * repository writes beside the descriptor's cells.
 */

const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const ONDC_SETTINGS = defineTable('ondc_settings', {
  enabled: { column: 'enabled', sql: 'INTEGER NOT NULL DEFAULT 0', cell: 'bool', schema: z.boolean() },
  /** the network's domain code the shop sells in (ONDC:RET10 groceries, ...) */
  domain: { column: 'domain', sql: 'TEXT NOT NULL', schema: z.string() },
  fssai_licence: { column: 'fssai_licence', sql: 'TEXT', schema: orNull(z.string()) },
  consumer_care: { column: 'consumer_care', sql: 'TEXT NOT NULL', schema: z.string() },
  /** the network's city code (std:011) */
  city: { column: 'city', sql: 'TEXT NOT NULL', schema: z.string() },
  /** counts the owner's changes, so buyer apps' catalogues know when to fetch again */
  revision: { column: 'revision', sql: 'INTEGER NOT NULL DEFAULT 1', schema: z.number().int() },
  updated_at: { column: 'updated_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});

export const ONDC_ITEMS = defineTable('ondc_items', {
  item_id: { column: 'item_id', sql: 'TEXT NOT NULL', schema: z.string() },
  /** the owner keeps this item off the network */
  left_out: { column: 'left_out', sql: 'INTEGER NOT NULL DEFAULT 0', cell: 'bool', schema: z.boolean() },
  /** the item's network fields (manufacturer, net quantity, veg, ...) as JSON */
  fields: {
    column: 'fields',
    sql: "TEXT NOT NULL DEFAULT '{}'",
    cell: 'json',
    schema: z.record(z.string(), z.unknown()).default({}),
  },
  updated_at: { column: 'updated_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});

export const ONDC_ORDERS = defineTable('ondc_orders', {
  order_id: { column: 'order_id', sql: 'TEXT NOT NULL', schema: z.string() },
  /** the buyer app: its subscriber id and where its callbacks go */
  bap_id: { column: 'bap_id', sql: 'TEXT NOT NULL', schema: z.string() },
  bap_uri: { column: 'bap_uri', sql: 'TEXT NOT NULL', schema: z.string() },
  transaction_id: { column: 'transaction_id', sql: 'TEXT NOT NULL', schema: z.string() },
  domain: { column: 'domain', sql: 'TEXT NOT NULL', schema: z.string() },
  city: { column: 'city', sql: 'TEXT NOT NULL', schema: z.string() },
  /** the buyer app's own id of the order */
  network_order_id: { column: 'network_order_id', sql: 'TEXT NOT NULL', schema: z.string() },
  /** ON-ORDER (paid to the buyer app) or ON-FULFILLMENT (cash on delivery) */
  payment_type: { column: 'payment_type', sql: 'TEXT NOT NULL', schema: z.string() },
  /** the on_confirm message as sent, JSON */
  confirmed: { column: 'confirmed', sql: 'TEXT NOT NULL', schema: z.string() },
  cancel_reason: { column: 'cancel_reason', sql: 'TEXT', schema: orNull(z.string()) },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});
