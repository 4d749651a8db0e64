import { storeSchema } from '../src/schemas/store';
import { categorySchema, itemSchema } from '../src/schemas/catalogue';
import type { SeedShop } from './types';
import { EXTRA_WRITERS } from './extra-sql';

type Value = string | number | null | boolean;

export function literal(v: Value): string {
  if (v === null) return 'NULL';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NULL';
  return `'${v.replace(/'/g, "''")}'`;
}

/** INSERT OR IGNORE: seeding twice changes nothing, and never undoes an owner's later edits. */
function insert(table: string, row: Record<string, Value>): string {
  const cols = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => literal(row[c])).join(', ')});`;
}

/** The SQL statements that create one shop; every value passes the same schemas the Worker reads with. */
export function shopStatements(shop: SeedShop): string[] {
  const s = storeSchema.parse(shop.store);
  const out = [
    insert('stores', {
      id: s.id, name: s.STORE_NAME, description: s.STORE_DESC, image: s.STORE_IMAGE, cust_care: s.CUST_CARE,
      currency: s.CURRENCY, theme_id: s.THEME_ID_v2, default_color: s.DEFAULT_COLOR, login_mandate: s.LOGIN_MANDATE,
      is_grid_view: s.IS_GRID_VIEW, enable_wa_support: s.ENABLE_WA_SUPPORT, is_store_reported: s.IS_STORE_REPORTED,
      report_text: s.REPORT_TEXT, owner_name: s.OWNER_NAME, validated_phone: s.VALIDATED_PHONE,
      custom_texts: JSON.stringify(s.CUSTOM_TEXTS), hello_bar: s.HelloBar ? JSON.stringify(s.HelloBar) : null,
      pixels: JSON.stringify(s.PIXELS), cart_rules: JSON.stringify(s.CART_RULES), about: JSON.stringify(s.ABOUT),
      working_hours: JSON.stringify(s.WORKING_HOURS), updated_at: 0,
    }),
  ];
  for (const host of shop.domains) out.push(insert('domains', { host, store_id: s.id }));
  for (const raw of shop.categories) {
    const c = categorySchema.parse(raw);
    out.push(insert('categories', {
      store_id: s.id, id: c.CAT_ID, name: c.CAT_NAME, description: c.CAT_DESC, image: c.CAT_IMAGE,
      position: c.POSITION, is_disabled: c.IS_DISABLED, is_expanded: c.IS_EXPANDED, on_home: c.ON_HOME,
    }));
  }
  for (const raw of shop.items) {
    const i = itemSchema.parse(raw);
    out.push(insert('items', {
      store_id: s.id, id: i.ID, cat_id: i.CAT_ID, name: i.ITEM_NAME, description: i.ITEM_DESC, image: i.IMAGE,
      images: JSON.stringify(i.IMAGES), price: i.PRICE, mrp: i.MRP, gst_percent: i.GST_PERCENT, stock_qty: i.STOCK_QTY,
      variants: JSON.stringify(i.VARIANTS), position: i.POSITION, is_disabled: i.IS_DISABLED, updated_at: 0,
    }));
  }
  for (const [plugin, cfg] of Object.entries(shop.plugins)) {
    if (!cfg) continue;
    const { ENABLED, ...config } = cfg as { ENABLED: boolean };
    out.push(insert('plugins', { store_id: s.id, plugin, enabled: ENABLED, config: JSON.stringify(config) }));
  }
  for (const write of EXTRA_WRITERS) out.push(...write(shop, literal));
  return out;
}

export function seedStatements(shops: SeedShop[]): string[] {
  return shops.flatMap(shopStatements);
}
