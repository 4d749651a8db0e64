import { storeSchema } from '../src/schemas/store';
import { devOwnerKeyStatements } from '../src/data/owner-seed';
import { shopperRows } from './shopper-activity';
import type { SeedShop } from './types';

/**
 * What the platform writes before an owner can use the owner API: the shop row with the fields only the
 * platform sets (name at sign-up, validated phone, fraud report), the development owner key, and the demo
 * shoppers' questions and reviews. Everything else is seeded through the owner API (seed/through-owner-api.ts).
 * INSERT OR IGNORE: provisioning twice changes nothing.
 */

type Value = string | number | null | boolean;

export function literal(v: Value): string {
  if (v === null) return 'NULL';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NULL';
  return `'${v.replace(/'/g, "''")}'`;
}

function insert(table: string, row: Record<string, Value>): string {
  const cols = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => literal(row[c])).join(', ')});`;
}

export function provisionStatements(shop: SeedShop): string[] {
  const s = storeSchema.parse(shop.store);
  return [
    insert('stores', {
      id: s.id, name: s.STORE_NAME, validated_phone: s.VALIDATED_PHONE, is_store_reported: s.IS_STORE_REPORTED, report_text: s.REPORT_TEXT, updated_at: 0,
    }),
    ...devOwnerKeyStatements(shop),
    ...shopperRows(shop).map(({ table, row }) => insert(table, row)),
  ];
}

export function provisionAll(shops: SeedShop[]): string[] {
  return shops.flatMap(provisionStatements);
}
