import { storeSchema, type Store } from '../schemas/store';
import { categorySchema, pluginsSchema, type Category, type Item, type Plugins } from '../schemas/catalogue';
import { ITEMS } from '../domain/tables/items';

/** D1 rows are a boundary: every row is parsed into its schema before use. */

/** A JSON text column, or `fallback` when it is empty or not JSON. */
export function json(text: unknown, fallback: unknown): unknown {
  if (typeof text !== 'string' || !text) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}
const bool = (v: unknown) => v === 1 || v === true;

export function storeFromRow(r: Record<string, unknown>): Store {
  return storeSchema.parse({
    id: r.id,
    STORE_NAME: r.name,
    STORE_DESC: r.description,
    STORE_IMAGE: r.image,
    CUST_CARE: r.cust_care,
    CURRENCY: r.currency,
    LOGIN_MANDATE: bool(r.login_mandate),
    DEFAULT_COLOR: r.default_color,
    CUSTOM_TEXTS: json(r.custom_texts, {}),
    IS_GRID_VIEW: bool(r.is_grid_view),
    THEME_ID_v2: r.theme_id,
    REPORT_TEXT: r.report_text,
    OWNER_NAME: r.owner_name,
    VALIDATED_PHONE: r.validated_phone,
    ENABLE_WA_SUPPORT: bool(r.enable_wa_support),
    IS_STORE_REPORTED: bool(r.is_store_reported),
    HelloBar: json(r.hello_bar, null),
    PIXELS: json(r.pixels, {}),
    CART_RULES: json(r.cart_rules, {}),
    ABOUT: json(r.about, {}),
    WORKING_HOURS: json(r.working_hours, []),
    LANGUAGE: r.language ?? 'en',
    LANGUAGES: json(r.languages, ['en']),
    I18N: json(r.i18n, {}),
  });
}

export function categoryFromRow(r: Record<string, unknown>): Category {
  return categorySchema.parse({
    CAT_ID: r.id,
    CAT_NAME: r.name,
    CAT_DESC: r.description,
    CAT_IMAGE: r.image,
    POSITION: r.position,
    IS_DISABLED: bool(r.is_disabled),
    IS_EXPANDED: bool(r.is_expanded),
    ON_HOME: bool(r.on_home),
    I18N: json(r.i18n, {}),
  });
}

/** An items row, read by the table's descriptor (src/domain/tables/items.ts). */
export const itemFromRow = (r: Record<string, unknown>): Item => ITEMS.fromRow(r);

export function pluginsFromRows(rows: Record<string, unknown>[]): Plugins {
  const raw: Record<string, unknown> = {};
  for (const r of rows) {
    raw[String(r.plugin)] = { ENABLED: bool(r.enabled), ...(json(r.config, {}) as object) };
  }
  return pluginsSchema.parse(raw);
}
