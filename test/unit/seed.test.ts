import { describe, expect, it } from 'vitest';
import { categorySchema } from '../../src/domain/tables/categories';
import { itemSchema, type Item } from '../../src/domain/tables/items';
import { pluginsSchema } from '../../src/domain/tables/store-fields';
import { slugId } from '../../src/domain/tables/store-fields';
import { storeSchema } from '../../src/domain/tables/stores';
import { demoShops } from '../../seed/shops/index';
import type { SeedShop } from '../../seed/types';

const shop = (id: string): SeedShop => {
  const found = demoShops.find((s) => s.store.id === id);
  if (!found) throw new Error(`demo shop ${id} missing`);
  return found;
};
const parsed = (s: SeedShop) => ({
  store: storeSchema.parse(s.store),
  categories: s.categories.map((c) => categorySchema.parse(c)),
  items: s.items.map((i) => itemSchema.parse(i)),
});
const enabledItems = (s: SeedShop): Item[] => {
  const { categories, items } = parsed(s);
  const enabled = new Set(categories.filter((c) => !c.IS_DISABLED).map((c) => c.CAT_ID));
  return items.filter((i) => enabled.has(i.CAT_ID) && !i.IS_DISABLED);
};
const gstinShape = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
function gstinCheckDigit(first14: string): string {
  const cs = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = cs.indexOf(first14[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return cs[(36 - (sum % 36)) % 36];
}

describe('demo shops', () => {
  it('are exactly the four contract ids', () => {
    expect(demoShops.map((s) => s.store.id).sort()).toEqual([
      'dilli-kirana',
      'members-only',
      'noir-threads',
      'reported-shop',
    ]);
  });

  describe.each(demoShops.map((s) => [s.store.id, s] as const))('%s', (_id, s) => {
    it('parses with the store, category, item and plugin schemas', () => {
      expect(() => parsed(s)).not.toThrow();
      expect(() => pluginsSchema.parse(s.plugins)).not.toThrow();
    });

    it('has unique slug ids and every item in a category of its own shop', () => {
      const catIds = s.categories.map((c) => c.CAT_ID);
      const itemIds = s.items.map((i) => i.ID);
      expect(new Set(catIds).size).toBe(catIds.length);
      expect(new Set(itemIds).size).toBe(itemIds.length);
      for (const id of [s.store.id, ...catIds, ...itemIds]) expect(id).toMatch(/^[a-z0-9][a-z0-9_-]{0,63}$/);
      for (const item of s.items) expect(catIds).toContain(item.CAT_ID);
      expect(slugId.safeParse(s.store.id).success).toBe(true);
    });

    it('points images at /img/p/<id>.svg (at least 10 characters)', () => {
      expect(s.store.STORE_IMAGE).toBe(`/img/p/${s.store.id}.svg`);
      for (const c of s.categories) expect(c.CAT_IMAGE).toBe(`/img/p/${c.CAT_ID}.svg`);
      for (const i of s.items) {
        expect(i.IMAGE).toBe(`/img/p/${i.ID}.svg`);
        expect((i.IMAGE ?? '').length).toBeGreaterThanOrEqual(10);
      }
    });

    it('keeps MRP at or above price, and a variant-priced item priced at its cheapest variant', () => {
      for (const item of parsed(s).items) {
        if (item.MRP !== null) expect(item.MRP).toBeGreaterThanOrEqual(item.PRICE);
        const prices = item.VARIANTS.prices;
        for (const v of prices) if (v.mrp !== undefined) expect(v.mrp).toBeGreaterThanOrEqual(v.price);
        if (prices.length > 0) {
          expect(item.PRICE).toBe(Math.min(...prices.map((v) => v.price)));
          expect(new Set(prices.map((v) => v.key)).size).toBe(prices.length);
        }
      }
    });

    it('writes coupons, blogs and pages the owner API can store', () => {
      for (const c of s.coupons) {
        expect(c.code).toMatch(/^[A-Z0-9]{3,20}$/);
        expect(Number.isInteger(c.value) && c.value > 0).toBe(true);
        if (c.type === 'PERCENT') expect(c.value).toBeLessThanOrEqual(100);
      }
      const ids = [...s.blogs.map((b) => b.id), ...s.pages.map((p) => p.id), ...s.branches.map((b) => b.id)];
      for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9_-]{0,63}$/);
      for (const b of s.blogs) expect(Number.isNaN(Date.parse(b.publishedAt))).toBe(false);
    });
  });
});

describe('dilli-kirana', () => {
  const s = shop('dilli-kirana');
  const { store, categories, items } = parsed(s);

  it('is a default-theme grocery with WhatsApp support, GST and the custom domain', () => {
    expect(store.THEME_ID_v2).toBe('default');
    expect(store.ENABLE_WA_SUPPORT).toBe(true);
    expect(store.CART_RULES.GST).toBe(true);
    expect(store.CUST_CARE).toMatch(/^[6-9]\d{9}$/);
    expect(s.domains).toEqual(['dillikirana.localhost']);
    expect(store.HelloBar?.targetScreens).toEqual(expect.arrayContaining(['Home', 'Bag']));
    expect(store.CART_RULES).toMatchObject({
      MINIMUM_CART_VALUE: 9900,
      DELIVERY_CHARGE: 3000,
      DELIVERY_FREE_ABOVE: 49900,
      EXTRA_CHARGE_PER_KM: 1000,
      STANDARD_DELIVERY_AREA: 3,
      MAX_DELIVERY_RADIUS: 10,
      WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 200000 },
    });
    expect(store.WORKING_HOURS).toHaveLength(7);
  });

  it('shows a format-valid Delhi GSTIN and a 14-digit FSSAI number', () => {
    const gstin = store.ABOUT.gstin ?? '';
    expect(gstin).toMatch(gstinShape);
    expect(gstin.slice(0, 2)).toBe('07');
    expect(gstin[14]).toBe(gstinCheckDigit(gstin.slice(0, 14)));
    expect(store.ABOUT.fssai).toMatch(/^\d{14}$/);
  });

  it('sells at least 60 items in at least 6 (here 7) enabled categories, plus one hidden category', () => {
    const enabled = categories.filter((c) => !c.IS_DISABLED);
    expect(enabled.length).toBeGreaterThanOrEqual(7);
    expect(enabledItems(s).length).toBeGreaterThanOrEqual(60);
    const disabled = categories.filter((c) => c.IS_DISABLED);
    expect(disabled).toHaveLength(1);
    expect(items.filter((i) => i.CAT_ID === disabled[0].CAT_ID)).toHaveLength(2);
  });

  it('tracks stock: some sold out, some nearly, some untracked', () => {
    expect(items.filter((i) => i.STOCK_QTY === 0).length).toBeGreaterThanOrEqual(3);
    expect(items.some((i) => i.STOCK_QTY !== null && i.STOCK_QTY > 0 && i.STOCK_QTY <= 3)).toBe(true);
    expect(items.some((i) => i.STOCK_QTY === null)).toBe(true);
    expect(items.filter((i) => i.STOCK_QTY !== null).length).toBeGreaterThan(items.length / 2);
  });

  it('has weight variants with their own price and GST', () => {
    const withVariants = items.filter((i) => i.VARIANTS.prices.length > 1);
    expect(withVariants.length).toBeGreaterThanOrEqual(20);
    for (const i of withVariants) for (const v of i.VARIANTS.prices) expect(v.gst).toBe(i.GST_PERCENT);
    expect(withVariants.some((i) => i.VARIANTS.prices.some((v) => v.key === '5kg'))).toBe(true);
  });

  it('uses realistic GST rates', () => {
    for (const i of items) expect([0, 5, 12, 18]).toContain(i.GST_PERCENT);
    expect(new Set(items.map((i) => i.GST_PERCENT)).size).toBe(4);
  });

  it('offers coupons, blogs in two collections, pages and branches', () => {
    expect(s.coupons.length).toBeGreaterThanOrEqual(3);
    expect(s.coupons.some((c) => c.usageLimit === 1)).toBe(true);
    expect(s.coupons.some((c) => c.type === 'PERCENT' && c.maxDiscount !== undefined)).toBe(true);
    expect(s.blogs).toHaveLength(3);
    expect(new Set(s.blogs.map((b) => b.collectionId)).size).toBe(2);
    expect(s.pages.map((p) => p.id).sort()).toEqual(['about-us', 'shipping-policy']);
    expect(s.branches).toHaveLength(2);
  });
});

describe('noir-threads', () => {
  const s = shop('noir-threads');
  const { store, categories, items } = parsed(s);

  it('is a berlin-theme single-catalogue shop with Tawk chat and catalogue search', () => {
    expect(store.THEME_ID_v2).toBe('berlin');
    expect(store.DEFAULT_COLOR).toBe('#000000');
    expect(store.CART_RULES).toMatchObject({
      ONLY_SINGLE_CATALOG: true,
      GST: true,
      DELIVERY_CHARGE: 4900,
      DELIVERY_FREE_ABOVE: 99900,
    });
    const plugins = pluginsSchema.parse(s.plugins);
    expect(plugins.TAWK.ENABLED).toBe(true);
    expect(plugins.TAWK.TAWK_ID.length).toBeGreaterThan(5);
    expect(plugins.CATALOG_SEARCH).toEqual({ ENABLED: true, LABEL: 'Search the collection' });
    expect(s.domains).toEqual([]);
  });

  it('sells at least 30 items in at least 4 categories, each with sizes and colours', () => {
    expect(categories.filter((c) => !c.IS_DISABLED).length).toBeGreaterThanOrEqual(4);
    expect(enabledItems(s).length).toBeGreaterThanOrEqual(30);
    for (const i of items) {
      expect(i.VARIANTS.sizes.length).toBeGreaterThanOrEqual(4);
      expect(i.VARIANTS.colors.length).toBeGreaterThanOrEqual(1);
    }
    expect(items.some((i) => i.STOCK_QTY === 0)).toBe(true);
  });

  it('charges apparel GST: 5% up to ₹1,000, 12% above', () => {
    for (const i of items) expect(i.GST_PERCENT).toBe(i.PRICE <= 100000 ? 5 : 12);
  });

  it('has coupons, a blog and a page', () => {
    expect(s.coupons.length).toBeGreaterThanOrEqual(2);
    expect(s.blogs).toHaveLength(1);
    expect(s.pages).toHaveLength(1);
  });
});

describe('members-only', () => {
  it('asks shoppers to sign in first', () => {
    const { store, categories, items } = parsed(shop('members-only'));
    expect(store.LOGIN_MANDATE).toBe(true);
    expect(categories).toHaveLength(2);
    expect(items.length).toBeGreaterThanOrEqual(6);
  });
});

describe('reported-shop', () => {
  it('is reported, with the report text, owner name and validated phone', () => {
    const { store, categories, items } = parsed(shop('reported-shop'));
    expect(store.IS_STORE_REPORTED).toBe(true);
    expect(store.REPORT_TEXT).toMatch(/prepaid orders/);
    expect(store.REPORT_TEXT).toMatch(/under review/);
    expect(store.OWNER_NAME.length).toBeGreaterThan(0);
    expect(store.VALIDATED_PHONE).toMatch(/^\d{10}$/);
    expect(categories).toHaveLength(1);
    expect(items).toHaveLength(3);
  });
});

describe('demo shops in Indian languages', () => {
  it.each([
    ['dilli-kirana', 'hi', /[\u0900-\u097F]/],
    ['noir-threads', 'ta', /[\u0B80-\u0BFF]/],
  ] as const)('%s offers %s with every item and category translated', (id, lang, script) => {
    const { store, categories, items } = parsed(shop(id));
    expect(store.LANGUAGES).toEqual(['en', lang]);
    expect(store.I18N[lang]?.STORE_DESC).toMatch(script);
    expect(store.I18N[lang]?.HELLO_BAR).toMatch(script);
    expect(categories.filter((c) => !script.test(c.I18N[lang]?.CAT_NAME ?? '')).map((c) => c.CAT_ID)).toEqual([]);
    expect(items.filter((i) => !script.test(i.I18N[lang]?.ITEM_NAME ?? '')).map((i) => i.ID)).toEqual([]);
  });
});
