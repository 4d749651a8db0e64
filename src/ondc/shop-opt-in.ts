/**
 * A shop's ONDC opt-in and its items' network fields, kept in the shop's object (schema v16), with the platform's
 * list of selling shops by domain and city in D1 (migration 0014) for the network's search.
 */
import type { Bindings } from '../env';
import { consumerCareSchema, ONDC_DOMAIN_CODES, type OndcDomain, type OndcOptIn } from '../domain/ondc/opt-in';
import { readNetworkFields, type ItemNetworkFields } from '../domain/ondc/item-fields';
import { readVariants, type StoredVariants } from '../domain/ondc/variants';

/** The shop's id and database (the shape of src/data's ShopData, which this layer may not import). */
export interface ShopDb {
  readonly id: string;
  readonly db: D1Database;
}

interface SettingsRow {
  enabled: number;
  domain: string;
  fssai_licence: string | null;
  consumer_care: string;
  city: string;
}

function optInFromRow(row: SettingsRow | null): OndcOptIn | null {
  if (!row || !ONDC_DOMAIN_CODES.includes(row.domain as OndcDomain)) return null;
  let care: unknown;
  try {
    care = JSON.parse(row.consumer_care);
  } catch {
    return null;
  }
  const consumerCare = consumerCareSchema.safeParse(care);
  if (!consumerCare.success) return null;
  return {
    enabled: row.enabled === 1,
    domain: row.domain as OndcDomain,
    fssai_licence: row.fssai_licence,
    consumer_care: consumerCare.data,
    city: row.city,
  };
}

export async function readOptIn(shop: ShopDb): Promise<OndcOptIn | null> {
  const row = await shop.db
    .prepare('SELECT enabled, domain, fssai_licence, consumer_care, city FROM ondc_settings')
    .first<SettingsRow>();
  return optInFromRow(row);
}

/** Saves the opt-in in the shop's object, then the platform's list the search reads. */
export async function saveOptIn(
  env: Pick<Bindings, 'DB'>,
  shop: ShopDb,
  optIn: OndcOptIn,
  nowMs: number,
): Promise<void> {
  const saved = await shop.db
    .prepare(`INSERT INTO ondc_settings (id, enabled, domain, fssai_licence, consumer_care, city, revision, updated_at) VALUES (1, ?, ?, ?, ?, ?, 1, ?)
      ON CONFLICT (id) DO UPDATE SET enabled = excluded.enabled, domain = excluded.domain, fssai_licence = excluded.fssai_licence,
      consumer_care = excluded.consumer_care, city = excluded.city, revision = ondc_settings.revision + 1, updated_at = excluded.updated_at
      RETURNING revision`)
    .bind(
      optIn.enabled ? 1 : 0,
      optIn.domain,
      optIn.fssai_licence,
      JSON.stringify(optIn.consumer_care),
      optIn.city,
      nowMs,
    )
    .first<{ revision: number }>();
  // only a newer revision overwrites: saves at once leave the list as the shop's object left the record
  await env.DB.prepare(`INSERT INTO ondc_shops (store_id, enabled, domain, city, revision, updated_at) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (store_id) DO UPDATE SET enabled = excluded.enabled, domain = excluded.domain, city = excluded.city,
      revision = excluded.revision, updated_at = excluded.updated_at
      WHERE excluded.revision > ondc_shops.revision`)
    .bind(shop.id, optIn.enabled ? 1 : 0, optIn.domain, optIn.city, Number(saved?.revision ?? 1), nowMs)
    .run();
}

/** The shops selling in `domain` in `city` (at most `limit`). */
export async function sellingShops(db: D1Database, domain: string, city: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT store_id FROM ondc_shops WHERE domain = ? AND city = ? AND enabled = 1 ORDER BY store_id LIMIT ?')
    .bind(domain, city, limit)
    .all<{ store_id: string }>();
  return results.map((r) => r.store_id);
}

export interface NetworkItemRow {
  id: string;
  cat_id: string;
  name: string;
  description: string;
  image: string;
  images: string;
  price: number;
  mrp: number | null;
  gst_percent: number | null;
  stock_qty: number | null;
  variants: string | null;
  left_out: number | null;
  fields: string | null;
}

export interface NetworkItem extends Omit<NetworkItemRow, 'left_out' | 'fields' | 'images' | 'variants'> {
  images: string[];
  variants: StoredVariants;
  left_out: boolean;
  fields: ItemNetworkFields;
}

function imagesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/** The shop's items on sale (not disabled, not archived) with their network fields, in catalogue order. */
export async function networkItems(shop: ShopDb, onlyIds?: readonly string[]): Promise<NetworkItem[]> {
  const only = onlyIds && onlyIds.length > 0 ? ` AND i.id IN (${onlyIds.map(() => '?').join(', ')})` : '';
  const { results } = await shop.db
    .prepare(`SELECT i.id, i.cat_id, i.name, i.description, i.image, i.images, i.price, i.mrp, i.gst_percent, i.stock_qty, i.variants, o.left_out, o.fields
      FROM items i LEFT JOIN ondc_items o ON o.item_id = i.id
      WHERE i.is_disabled = 0 AND i.archived_at IS NULL${only} ORDER BY i.cat_id, i.position, i.id LIMIT 2000`)
    .bind(...(onlyIds ?? []))
    .all<NetworkItemRow>();
  return results.map((r) => ({
    ...r,
    images: imagesOf(r.images),
    variants: readVariants(r.variants),
    left_out: r.left_out === 1,
    fields: readNetworkFields(r.fields),
  }));
}

/** Replaces an item's network fields; false when the shop has no such item. */
export async function saveItemFields(
  shop: ShopDb,
  itemId: string,
  leftOut: boolean,
  fields: ItemNetworkFields,
  nowMs: number,
): Promise<boolean> {
  const result = await shop.db
    .prepare(`INSERT INTO ondc_items (item_id, left_out, fields, updated_at)
      SELECT id, ?, ?, ? FROM items WHERE id = ? AND archived_at IS NULL
      ON CONFLICT (item_id) DO UPDATE SET left_out = excluded.left_out, fields = excluded.fields, updated_at = excluded.updated_at`)
    .bind(leftOut ? 1 : 0, JSON.stringify(fields), nowMs, itemId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** The network fields an import gave (ondc_… CSV columns), each replacing the item's, in one batch. */
export async function saveImportedNetworkFields(
  shop: ShopDb,
  rows: readonly { itemId: string; left_out: boolean; fields: ItemNetworkFields }[],
  nowMs: number,
): Promise<void> {
  if (rows.length === 0) return;
  const upsert = `INSERT INTO ondc_items (item_id, left_out, fields, updated_at)
      SELECT id, ?, ?, ? FROM items WHERE id = ? AND archived_at IS NULL
      ON CONFLICT (item_id) DO UPDATE SET left_out = excluded.left_out, fields = excluded.fields, updated_at = excluded.updated_at`;
  await shop.db.batch(
    rows.map((r) => shop.db.prepare(upsert).bind(r.left_out ? 1 : 0, JSON.stringify(r.fields), nowMs, r.itemId)),
  );
}

/**
 * Every saved item network record of the shop (ondc_items), by item id, for the catalogue export's ondc_ columns;
 * null when the shop never opted in and saved none (its export then has no ondc_ columns).
 */
export async function networkRecordsForExport(
  shop: ShopDb,
): Promise<Map<string, { left_out: boolean; fields: ItemNetworkFields }> | null> {
  const [settings, records] = await shop.db.batch<{ n?: number; item_id?: string; left_out?: number; fields?: string }>(
    [
      shop.db.prepare('SELECT COUNT(*) AS n FROM ondc_settings'),
      shop.db.prepare('SELECT item_id, left_out, fields FROM ondc_items'),
    ],
  );
  if (Number(settings.results[0]?.n ?? 0) === 0 && records.results.length === 0) return null;
  return new Map(
    records.results.map((r) => [
      String(r.item_id),
      { left_out: r.left_out === 1, fields: readNetworkFields(r.fields ?? null) },
    ]),
  );
}
