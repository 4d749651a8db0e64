import type { ShopWriter } from './extra-sql';

/** The shop's coupons (migration 0002). INSERT OR IGNORE: seeding again never undoes an owner's edits. */
export const writeCoupons: ShopWriter = (shop, literal) =>
  shop.coupons.map((c, position) => {
    const row: Record<string, string | number | null> = {
      store_id: shop.store.id,
      code: c.code.trim().toUpperCase(),
      type: c.type,
      value: c.value,
      description: c.description,
      min_cart_value: c.minCartValue ?? null,
      max_discount: c.maxDiscount ?? null,
      usage_limit: c.usageLimit ?? null,
      per_user_limit: c.perUserLimit ?? null,
      position,
    };
    const cols = Object.keys(row);
    return `INSERT OR IGNORE INTO coupons (${cols.join(', ')}) VALUES (${cols.map((k) => literal(row[k])).join(', ')});`;
  });
