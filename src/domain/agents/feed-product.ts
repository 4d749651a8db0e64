/**
 * What the product feeds (Google Merchant Center, Agentic Commerce Protocol) say about one purchasable product:
 * an item, or one variant of it. Pure: prices come in as paise and leave as `139.00 INR`.
 *
 * A variant is what the cart tells apart (src/domain/cart/choice.ts): a pack (variant price) × a size × a colour.
 * Each gets its own entry, grouped under the item id, with the cart's line id as its id. The schema has no brand
 * and no GTIN/barcode field, so the brand is the shop's name and no GTIN is ever given.
 */
import type { Item } from '../tables/items';
import { cartLineId } from '../cart/choice';
import { isStockUntracked } from '../cart/stock';
import { stockState } from '../catalogue/pricing';
import { paths } from '../catalogue/paths';
import { MIN_IMAGE_URL_LENGTH } from '../images/image-url';
import { decimalRupees } from '../money';

/** Items a feed page holds (an item's variants stay together on its page, so a page may list more entries). */
export const FEED_PAGE_SIZE = 5_000;
/** Entries one item may expand to; combinations beyond it are left out of the feeds. */
export const MAX_VARIANTS_PER_ITEM = 100;
/** Limits both specs put on these fields (characters). */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5_000;
const BRAND_MAX = 70;
const CATEGORY_MAX = 750;
const MAX_ADDITIONAL_IMAGES = 10;

export interface FeedProduct {
  id: string;
  /** the item id when the item has variants, else null */
  groupId: string | null;
  /** the item's own name, for a variant group's title */
  groupTitle: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  /** the regular price: the MRP when it is above the selling price */
  price: string;
  /** the selling price when it is below the MRP, else null */
  salePrice: string | null;
  inStock: boolean;
  /** units in stock; null when the shop does not track the item's stock (shared by all its variants) */
  inventoryQuantity: number | null;
  category: string;
  brand: string;
  /** the pack and the size, as one size attribute ('1 kg', 'M', '1 kg / M'): what tells a group's entries apart */
  size: string | null;
  color: string | null;
}

/** The shop as the feeds need it; `url` and `image` make absolute URLs on the shop's own host. */
export interface FeedShop {
  storeId: string;
  name: string;
  currency: string;
  url: (path: string) => string;
  image: (src: string) => string;
}

/** `139.00 INR` from 13900 paise (never below 0). */
export function feedPrice(paise: number, currency: string): string {
  return `${decimalRupees(Math.max(0, paise))} ${currency}`;
}

/**
 * Owner text made safe for any feed: characters XML 1.0 forbids (C0 controls other than tab, newline and carriage
 * return, U+FFFE, U+FFFF, unpaired surrogates) are removed.
 */
export function feedText(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  );
}

function clip(text: string, max: number): string {
  const clean = feedText(text).trim();
  if (clean.length <= max) return clean;
  return Array.from(clean).slice(0, max).join('');
}

interface Pack {
  key: string | null;
  label: string | null;
  price: number;
  mrp: number | null;
}

function packsOf(item: Item): Pack[] {
  const prices = item.VARIANTS.prices;
  if (prices.length === 0) return [{ key: null, label: null, price: item.PRICE, mrp: item.MRP }];
  return prices.map((v) => ({ key: v.key, label: v.label, price: v.price, mrp: v.mrp ?? null }));
}

/** The feed entries of one item: itself, or one per variant (at most MAX_VARIANTS_PER_ITEM). */
export function feedProducts(item: Item, categoryName: string, shop: FeedShop): FeedProduct[] {
  const { sizes, colors } = item.VARIANTS;
  const hasVariants = item.VARIANTS.prices.length + sizes.length + colors.length > 0;
  const stock = stockState(item.STOCK_QTY);
  const name = clip(item.ITEM_NAME, TITLE_MAX);
  const description = clip(item.ITEM_DESC, DESCRIPTION_MAX);
  const images = item.IMAGES.filter((src) => src.length >= MIN_IMAGE_URL_LENGTH)
    .slice(0, MAX_ADDITIONAL_IMAGES)
    .map(shop.image);
  const base = {
    groupId: hasVariants ? item.ID : null,
    groupTitle: name,
    link: shop.url(paths.item(shop.storeId, item.CAT_ID, item.ID)),
    imageLink: shop.image(item.IMAGE),
    additionalImageLinks: images,
    inStock: stock.kind !== 'out',
    inventoryQuantity: isStockUntracked(item.STOCK_QTY) ? null : Math.max(0, item.STOCK_QTY),
    category: clip(categoryName, CATEGORY_MAX),
    brand: clip(shop.name, BRAND_MAX),
  };

  const out: FeedProduct[] = [];
  const seen = new Set<string>();
  for (const pack of packsOf(item)) {
    for (const size of sizes.length ? sizes : [null]) {
      for (const color of colors.length ? colors.map((c) => c.name) : [null]) {
        if (out.length >= MAX_VARIANTS_PER_ITEM) return out;
        const id = hasVariants ? cartLineId(item.ID, { size, color, variantKey: pack.key }) : item.ID;
        if (seen.has(id)) continue;
        seen.add(id);
        const [packText, sizeText, colorText] = [pack.label, size, color].map((p) => feedText(p ?? '').trim());
        const parts = [packText, sizeText, colorText].filter(Boolean);
        const title = parts.length ? clip(`${item.ITEM_NAME} (${parts.join(', ')})`, TITLE_MAX) : name;
        const discounted = pack.mrp !== null && pack.mrp > pack.price;
        out.push({
          ...base,
          id,
          title,
          description: description || title,
          price: feedPrice(discounted ? pack.mrp! : pack.price, shop.currency),
          salePrice: discounted ? feedPrice(pack.price, shop.currency) : null,
          size: [packText, sizeText].filter(Boolean).join(' / ') || null,
          color: colorText || null,
        });
      }
    }
  }
  return out;
}
