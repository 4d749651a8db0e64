import { z } from 'zod';
import { defineTable } from './table';

/**
 * What an owner adds to the storefront beside the catalogue, each column written once (src/domain/tables/table.ts):
 * plugins (one row per plugin, its settings as JSON: the plugin's own schema checks them, src/app/owner/schemas) and
 * custom scripts.
 */

export const PLUGINS = defineTable('plugins', {
  plugin: { column: 'plugin', sql: 'TEXT NOT NULL', schema: z.string() },
  enabled: { column: 'enabled', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.boolean(), cell: 'bool' },
  config: {
    column: 'config',
    sql: "TEXT NOT NULL DEFAULT '{}'",
    schema: z.record(z.string(), z.unknown()),
    cell: 'json',
  },
});

export const CUSTOM_SCRIPTS = defineTable('custom_scripts', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  /** 1: on */
  status: { column: 'status', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int() },
  /** where on the page: 'Head' or 'Body' */
  pos: { column: 'pos', sql: "TEXT NOT NULL DEFAULT 'Body'", schema: z.string() },
  body: { column: 'body', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
});
