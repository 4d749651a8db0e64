/**
 * Loads what the catalogue on_search shows (src/domain/ondc/catalogue.ts builds it): the shops selling in a
 * domain and city, each shop's settings row, opt-in and items with their network fields.
 */
import { expandVariants, storeItemId, type CatalogueShop, type CatalogueWindow } from '../domain/ondc/catalogue';
import type { ShopCharges } from '../domain/ondc/quote';
import type { ShopPayments } from '../domain/ondc/payment-terms';
import { DEFAULT_PAYMENTS, paymentsSchema } from '../domain/tables/store-fields';
import { networkItems, readOptIn, sellingShops, type ShopDb } from './shop-opt-in';

/** At most this many shops answer one search (a city's first page; the network pages by provider otherwise). */
export const SHOPS_PER_SEARCH = 20;

interface StoreRow {
  name: string;
  description: string;
  image: string;
  cart_rules: string;
  about: string;
  working_hours: string;
}

function json<T>(text: string, fallback: T): T {
  try {
    const parsed: unknown = JSON.parse(text);
    return (parsed ?? fallback) as T;
  } catch {
    return fallback;
  }
}

const paise = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;

/** The shop's delivery charge (free above its threshold) and its extra charges, as the network's packing. */
function chargesOf(rules: {
  DELIVERY_CHARGE?: unknown;
  DELIVERY_FREE_ABOVE?: unknown;
  EXTRA_CHARGES?: unknown;
}): ShopCharges {
  const extras = Array.isArray(rules.EXTRA_CHARGES) ? rules.EXTRA_CHARGES : [];
  return {
    delivery: paise(rules.DELIVERY_CHARGE),
    freeAbove: typeof rules.DELIVERY_FREE_ABOVE === 'number' ? paise(rules.DELIVERY_FREE_ABOVE) : null,
    packing: extras.reduce((sum: number, e: unknown) => sum + paise((e as { amount?: unknown } | null)?.amount), 0),
  };
}

/** The shop's GSTIN: its GST registration's (PATCH /gst), else the one its about page shows, else ''. */
function gstinOf(...candidates: unknown[]): string {
  const found = candidates.find((g): g is string => typeof g === 'string' && g.trim().length > 0);
  return found ? found.trim().toUpperCase() : '';
}

/** The shop's COD rules and UPI address (the storefront's defaults when it saved none: COD on, no limit). */
function paymentsOf(saved: unknown): ShopPayments {
  const parsed = paymentsSchema.safeParse(saved);
  const p = parsed.success ? parsed.data : DEFAULT_PAYMENTS;
  return {
    codEnabled: p.COD.enabled,
    codMaxOrderValue: p.COD.maxOrderValue,
    upiVpa: p.UPI.vpa,
    payeeName: p.UPI.payeeName,
  };
}

export async function loadCatalogueShop(shop: ShopDb): Promise<CatalogueShop | null> {
  const [row, optIn, items] = await Promise.all([
    shop.db
      .prepare('SELECT name, description, image, cart_rules, about, working_hours FROM stores WHERE id = ?')
      .bind(shop.id)
      .first<StoreRow>(),
    readOptIn(shop),
    networkItems(shop),
  ]);
  if (!row || !optIn?.enabled) return null;
  const rules = json<{
    LAT_LNG?: { lat?: unknown; lng?: unknown };
    MAX_DELIVERY_RADIUS?: unknown;
    STANDARD_DELIVERY_AREA?: unknown;
    DELIVERY_CHARGE?: unknown;
    DELIVERY_FREE_ABOVE?: unknown;
    EXTRA_CHARGES?: unknown;
    PAYMENTS?: unknown;
    GST?: unknown;
    GST_REGISTRATION?: { gstin?: unknown };
  }>(row.cart_rules, {});
  const about = json<{ address?: unknown; gstin?: unknown }>(row.about, {});
  const hours = json<unknown>(row.working_hours, []);
  const lat = Number(rules.LAT_LNG?.lat);
  const lng = Number(rules.LAT_LNG?.lng);
  const radius = Number(rules.MAX_DELIVERY_RADIUS ?? rules.STANDARD_DELIVERY_AREA ?? 5);
  return {
    storeId: shop.id,
    name: row.name,
    description: row.description,
    image: row.image,
    address: typeof about.address === 'string' ? about.address : '',
    gps: Number.isFinite(lat) && Number.isFinite(lng) && rules.LAT_LNG ? { lat, lng } : null,
    radiusKm: Number.isFinite(radius) && radius >= 0 ? radius : 5,
    workingHours: Array.isArray(hours)
      ? hours.filter(
          (h): h is { day: string; open: string; close: string } =>
            typeof h === 'object' &&
            h !== null &&
            typeof h.day === 'string' &&
            typeof h.open === 'string' &&
            typeof h.close === 'string',
        )
      : [],
    charges: chargesOf(rules),
    gstOn: rules.GST === true,
    gstin: gstinOf(rules.GST_REGISTRATION?.gstin, about.gstin),
    payments: paymentsOf(rules.PAYMENTS),
    optIn,
    items: items.flatMap((i) =>
      expandVariants(
        {
          id: i.id,
          catId: i.cat_id,
          name: i.name,
          description: i.description,
          image: i.image,
          images: i.images,
          price: i.price,
          mrp: i.mrp,
          gstPercent: i.gst_percent,
          stock: i.stock_qty,
          leftOut: i.left_out,
          fields: i.fields,
        },
        i.variants,
      ),
    ),
  };
}

/** One shop with only its items changed (price, stock, text) within `window`; null when none changed or it does not sell in `domain`. */
export async function loadChangedShop(
  shop: ShopDb,
  domain: string,
  window: CatalogueWindow,
): Promise<CatalogueShop | null> {
  const loaded = await loadCatalogueShop(shop).catch(() => null);
  if (!loaded || loaded.optIn.domain !== domain || loaded.items.length === 0) return null;
  const ids = [...new Set(loaded.items.map(storeItemId))];
  const chunks: string[][] = [];
  // D1 binds at most 100 values a statement
  for (let i = 0; i < ids.length; i += 90) chunks.push(ids.slice(i, i + 90));
  const answers = await shop.db.batch<{ id: string; updated_at: number }>(
    chunks.map((chunk) =>
      shop.db
        .prepare(`SELECT id, updated_at FROM items WHERE id IN (${chunk.map(() => '?').join(', ')})`)
        .bind(...chunk),
    ),
  );
  const changed = new Set(
    answers
      .flatMap((a) => a.results)
      .filter((r) => r.updated_at >= window.start && r.updated_at <= window.end)
      .map((r) => r.id),
  );
  const items = loaded.items.filter((i) => changed.has(storeItemId(i)));
  return items.length > 0 ? { ...loaded, items } : null;
}

/**
 * The shops of `domain` in every city with only their items changed (price, stock, text) within `window`: the
 * incremental catalogue. Items are read by id from each shop's own database, so no other shop's rows are seen.
 */
export async function loadChangedCatalogue(
  db: D1Database,
  shopFor: (storeId: string) => ShopDb,
  domain: string,
  window: CatalogueWindow,
): Promise<CatalogueShop[]> {
  const { results } = await db
    .prepare('SELECT store_id FROM ondc_shops WHERE domain = ? AND enabled = 1 ORDER BY store_id LIMIT ?')
    .bind(domain, SHOPS_PER_SEARCH)
    .all<{ store_id: string }>();
  const shops = await Promise.all(results.map(({ store_id }) => loadChangedShop(shopFor(store_id), domain, window)));
  return shops.filter((s): s is CatalogueShop => s !== null);
}

/** The shops of `domain` in `city` that sell on the network now (a shop that fails to load is left out, not fatal). */
export async function loadCatalogue(
  db: D1Database,
  shopFor: (storeId: string) => ShopDb,
  domain: string,
  city: string,
): Promise<CatalogueShop[]> {
  const ids = await sellingShops(db, domain, city, SHOPS_PER_SEARCH);
  const shops = await Promise.all(ids.map((id) => loadCatalogueShop(shopFor(id)).catch(() => null)));
  return shops.filter((s): s is CatalogueShop => s !== null && s.optIn.domain === domain && s.optIn.city === city);
}
