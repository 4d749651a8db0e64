/**
 * The full catalogue `on_search` (retail 1.2.5), built purely from what the node loaded: each opted-in shop of the
 * asked domain and city as a provider with its location (GPS, address, timings, delivery circle), its fulfillments
 * and its listed items (prices, MRP and stock as strings; photos as URLs of the photo ladder).
 */
import { formatAmount, UNCOUNTED_STOCK } from './amounts';
import { FASHION_FIELDS, itemStanding, type ItemKind, type ItemNetworkFields } from './item-fields';
import { networkVariants, variantGroupCategory, type NetworkVariant, type StoredVariants } from './variants';
import type { OndcOptIn } from './opt-in';
import { shopStateOf } from './network-order';
import { NP_TYPE } from './tax-numbers';
import type { ShopCharges } from './quote';
import type { ShopPayments } from './payment-terms';
import { DEFAULT_PHOTO_WIDTH, PHOTO_LADDER, parsePhotoRef } from '../images/photo-ref';
import { networkCategory } from './categories';
import { networkColourName } from './fashion-values';

export { networkCategory } from './categories';

export interface CatalogueShop {
  storeId: string;
  name: string;
  description: string;
  image: string;
  /** the shop's about.address, free text */
  address: string;
  gps: { lat: number; lng: number } | null;
  /** km the shop delivers within (0: pick-up only) */
  radiusKm: number;
  workingHours: readonly { day: string; open: string; close: string }[];
  charges: ShopCharges;
  /** the shop charges GST on top of its prices (cart_rules.GST), as the storefront's checkout does */
  gstOn: boolean;
  /** the shop's GSTIN: its GST registration's, else its about page's ('' when it has none) */
  gstin: string;
  payments: ShopPayments;
  optIn: OndcOptIn;
  items: readonly CatalogueItem[];
}

export interface CatalogueItem {
  id: string;
  catId: string;
  name: string;
  description: string;
  image: string;
  images: readonly string[];
  /** paise */
  price: number;
  mrp: number | null;
  /** the GST the storefront adds on top of the price when the shop charges GST; null: none */
  gstPercent: number | null;
  /** null: not counted (always in stock) */
  stock: number | null;
  leftOut: boolean;
  fields: ItemNetworkFields;
  /** set on a network item that is one variant of a storefront item (its id is then the variant's network id) */
  variant?: NetworkVariant;
}

/** The storefront item a network item sells (a variant's own item, else the item itself). */
export const storeItemId = (item: CatalogueItem): string => item.variant?.itemId ?? item.id;

/** What decides the fields a network item needs: its category and what its variants carry (item-fields.ts). */
export function kindOf(item: CatalogueItem): ItemKind {
  const varied = item.variant?.varied ?? [];
  return { catId: item.catId, variedBy: varied.filter((a): a is 'size' | 'colour' => a !== 'measure') };
}

/** A storefront item as network items: itself, or one per variant (its price, MRP and GST the pack's own). */
export function expandVariants(item: CatalogueItem, stored: StoredVariants): CatalogueItem[] {
  const variants = networkVariants(item.id, { price: item.price, mrp: item.mrp, gstPercent: item.gstPercent }, stored);
  if (variants.length === 0) return [item];
  return variants.map((variant) => ({
    ...item,
    id: variant.id,
    name: `${item.name} (${variant.label})`,
    price: variant.price,
    mrp: variant.mrp,
    gstPercent: variant.gstPercent,
    variant,
  }));
}

/** The network item of an order line: the variant its label names, else the item itself. */
export function networkIdOfLine(items: readonly CatalogueItem[], itemId: string, label: string): string {
  return items.find((i) => i.variant?.itemId === itemId && i.variant.label === label)?.id ?? itemId;
}

/** An image as an absolute URL: an uploaded photo as its ladder's JPEG (640 px or the largest rung it has). */
export function imageUrl(origin: string, image: string): string | null {
  if (!image) return null;
  if (/^https?:\/\//.test(image)) return image;
  if (!image.startsWith('/')) return null;
  const photo = parsePhotoRef(image);
  if (!photo) return `${origin}${image}`;
  const width =
    [...PHOTO_LADDER].reverse().find((w) => w <= Math.min(photo.width, DEFAULT_PHOTO_WIDTH)) ?? PHOTO_LADDER[0];
  return `${origin}${image}/${width}.jpg`;
}

const DAY_NUMBERS: Record<string, string> = { mon: '1', tue: '2', wed: '3', thu: '4', fri: '5', sat: '6', sun: '7' };

/** Opening time as the network writes it: days "1,2,...", range "0900"-"2100" (the widest of the shop's hours). */
export function locationTiming(hours: CatalogueShop['workingHours']): { days: string; start: string; end: string } {
  const clock = (t: string) =>
    t
      .replace(/[^0-9]/g, '')
      .padStart(4, '0')
      .slice(0, 4);
  const valid = hours.filter(
    (h) =>
      /^\d{1,2}:\d{2}$/.test(h.open) && /^\d{1,2}:\d{2}$/.test(h.close) && DAY_NUMBERS[h.day.slice(0, 3).toLowerCase()],
  );
  if (valid.length === 0) return { days: '1,2,3,4,5,6,7', start: '0000', end: '2359' };
  const days = [...new Set(valid.map((h) => DAY_NUMBERS[h.day.slice(0, 3).toLowerCase()]))].sort().join(',');
  return {
    days,
    start: valid.map((h) => clock(h.open)).sort()[0],
    end: valid
      .map((h) => clock(h.close))
      .sort()
      .at(-1)!,
  };
}

/** A 6-digit pincode in the address, else '' (the network asks for area_code). */
export function areaCode(address: string): string {
  return /\b[1-9]\d{5}\b/.exec(address)?.[0] ?? '';
}

function availableCount(stock: number | null): string {
  return String(stock === null ? UNCOUNTED_STOCK : Math.max(0, Math.min(stock, UNCOUNTED_STOCK)));
}

function itemTags(fields: ItemNetworkFields, domain: string, variant?: NetworkVariant): Record<string, unknown>[] {
  const tags: Record<string, unknown>[] = [];
  // a variant's own size and colour stand for the item's (the attributes its variant group varies)
  const own = {
    ...fields,
    ...(variant?.choice.size ? { size: variant.choice.size } : {}),
    ...(variant?.choice.colour ? { colour: variant.choice.colour.hex.toUpperCase() } : {}),
  };
  if (fields.country_of_origin)
    tags.push({ code: 'origin', list: [{ code: 'country', value: fields.country_of_origin }] });
  if (fields.veg !== undefined && (domain === 'ONDC:RET10' || domain === 'ONDC:RET11')) {
    tags.push({ code: 'veg_nonveg', list: [{ code: fields.veg ? 'veg' : 'non_veg', value: 'yes' }] });
  }
  // fashion's attributes, those the owner gave, in the network's order
  const attributes: { code: string; value: unknown }[] = FASHION_FIELDS.filter((f) => own[f] !== undefined).map(
    (f) => ({ code: f, value: own[f] }),
  );
  // colour_name in the network's lower-case letters; the storefront keeps the owner's spelling
  const colourName = networkColourName(variant?.choice.colour?.name, own.colour);
  if (own.colour !== undefined && colourName) attributes.push({ code: 'colour_name', value: colourName });
  if (attributes.length) tags.push({ code: 'attribute', list: attributes });
  return tags;
}

/**
 * A prepackaged food's declarations, once the owner gave all three: the brand owner's licence, the shop's own as the
 * other licence, and the importer's only for an imported product ('NA' for one made in India).
 */
function prepackagedFood(fields: ItemNetworkFields, shopLicence: string | null): Record<string, unknown> {
  if (!fields.nutritional_info || !fields.additives_info || !fields.brand_owner_fssai) return {};
  const imported = fields.country_of_origin !== undefined && fields.country_of_origin !== 'IND';
  return {
    '@ondc/org/statutory_reqs_prepackaged_food': {
      nutritional_info: fields.nutritional_info,
      additives_info: fields.additives_info,
      brand_owner_FSSAI_license_no: fields.brand_owner_fssai,
      other_FSSAI_license_no: shopLicence ?? fields.brand_owner_fssai,
      importer_FSSAI_license_no: imported ? fields.brand_owner_fssai : 'NA',
    },
  };
}

export function catalogueItem(
  shop: CatalogueShop,
  item: CatalogueItem,
  origin: string,
  locationId: string,
  nowIso: string,
): Record<string, unknown> {
  const { fields } = item;
  const domain = shop.optIn.domain;
  const images = [item.image, ...item.images].map((u) => imageUrl(origin, u)).filter((u): u is string => u !== null);
  const care = shop.optIn.consumer_care;
  return {
    id: item.id,
    ...(item.variant ? { parent_item_id: item.variant.groupId } : {}),
    time: { label: 'enable', timestamp: nowIso },
    descriptor: {
      name: item.name,
      // the owner's product code; else 5 ("other" among 1 EAN, 2 ISBN, 3 GTIN, 4 HSN): the shop's own item id
      code: fields.product_code ?? `5:${item.id}`,
      symbol: images[0] ?? '',
      short_desc: item.description.slice(0, 120) || item.name,
      long_desc: item.description || item.name,
      images: [...new Set(images)].slice(0, 8),
    },
    quantity: {
      unitized: { measure: item.variant?.measure ?? { unit: 'unit', value: '1' } },
      // retail 1.2.5: available says only in stock ("99") or not ("0"); maximum is how many one order may take
      available: { count: item.stock === null || item.stock > 0 ? String(UNCOUNTED_STOCK) : '0' },
      maximum: { count: availableCount(item.stock) },
    },
    price: {
      currency: 'INR',
      value: formatAmount(item.price),
      maximum_value: formatAmount(Math.max(item.mrp ?? item.price, item.price)),
    },
    category_id: networkCategory(domain, item.catId),
    fulfillment_id: '1',
    location_id: locationId,
    '@ondc/org/returnable': fields.returnable ?? false,
    '@ondc/org/cancellable': fields.cancellable ?? false,
    '@ondc/org/return_window': fields.returnable ? 'P7D' : 'PT0S',
    '@ondc/org/seller_pickup_return': false,
    '@ondc/org/time_to_ship': fields.time_to_ship ?? 'PT1H',
    '@ondc/org/available_on_cod': fields.available_on_cod ?? false,
    '@ondc/org/contact_details_consumer_care': `${care.name},${care.email},${care.phone}`,
    ...(fields.manufacturer
      ? {
          '@ondc/org/statutory_reqs_packaged_commodities': {
            manufacturer_or_packer_name: fields.manufacturer,
            manufacturer_or_packer_address: fields.manufacturer,
            common_or_generic_name_of_commodity: item.name,
            net_quantity_or_measure_of_commodity_in_pkg: fields.net_quantity ?? '',
            month_year_of_manufacture_packing_import: 'Please refer to the pack',
            imported_product_country_of_origin: fields.country_of_origin ?? 'IND',
          },
        }
      : {}),
    ...prepackagedFood(fields, shop.optIn.fssai_licence),
    tags: itemTags(fields, domain, item.variant),
  };
}

/** A variant group's name: the item's own, without the variant's label. */
function groupName(item: CatalogueItem): string {
  const suffix = item.variant ? ` (${item.variant.label})` : '';
  return suffix && item.name.endsWith(suffix) ? item.name.slice(0, -suffix.length) : item.name;
}

/** One shop as a provider: its listed items only (not left out, nothing missing for the domain). */
export function catalogueProvider(shop: CatalogueShop, origin: string, nowIso: string): Record<string, unknown> {
  const locationId = `${shop.storeId}-main`;
  const gps = shop.gps ? `${shop.gps.lat.toFixed(6)},${shop.gps.lng.toFixed(6)}` : '';
  const timing = locationTiming(shop.workingHours);
  const logo = imageUrl(origin, shop.image) ?? '';
  const listed = shop.items.filter((i) => itemStanding(shop.optIn.domain, i.leftOut, i.fields, kindOf(i)).listed);
  const groups = new Map(
    listed.flatMap((i) =>
      i.variant
        ? [[i.variant.groupId, variantGroupCategory(i.variant.groupId, groupName(i), i.variant.varied)] as const]
        : [],
    ),
  );
  const care = shop.optIn.consumer_care;
  const radius = String(shop.radiusKm);
  return {
    id: shop.storeId,
    time: { label: 'enable', timestamp: nowIso },
    fulfillments: [{ id: '1', type: 'Delivery', contact: { phone: care.phone, email: care.email } }],
    descriptor: {
      name: shop.name,
      symbol: logo,
      short_desc: shop.description.slice(0, 120) || shop.name,
      long_desc: shop.description || shop.name,
      images: logo ? [logo] : [],
    },
    '@ondc/org/fssai_license_no': shop.optIn.fssai_licence ?? undefined,
    ttl: 'P1D',
    locations: [
      {
        id: locationId,
        gps,
        address: {
          locality: shop.address,
          street: shop.address,
          city: shop.optIn.city,
          area_code: areaCode(shop.address),
          state: shopStateOf(shop.address, shop.gstin),
        },
        time: {
          label: 'enable',
          timestamp: nowIso,
          days: timing.days,
          schedule: { holidays: [] },
          range: { start: timing.start, end: timing.end },
        },
        circle: { gps, radius: { unit: 'km', value: radius } },
      },
    ],
    // retail 1.2.5: one variant_group category per item sold in variants, named by its variants' parent_item_id
    categories: [...groups.values()],
    items: listed.map((item) => catalogueItem(shop, item, origin, locationId, nowIso)),
    tags: [
      // no Self-Pickup timing: the storefront has no pick-up, so the node does not offer one (docs/ondc.md)
      ...(['Order', 'Delivery'] as const).map((type) => ({
        code: 'timing',
        list: [
          { code: 'type', value: type },
          { code: 'location', value: locationId },
          { code: 'day_from', value: timing.days.split(',')[0] },
          { code: 'day_to', value: timing.days.split(',').at(-1)! },
          { code: 'time_from', value: timing.start },
          { code: 'time_to', value: timing.end },
        ],
      })),
      // one serviceability per network category the listed items are in (the same circle for each)
      ...[...new Set(listed.map((i) => networkCategory(shop.optIn.domain, i.catId)))].map((category) => ({
        code: 'serviceability',
        list: [
          { code: 'location', value: locationId },
          { code: 'category', value: category },
          { code: 'type', value: '10' },
          { code: 'val', value: radius },
          { code: 'unit', value: 'km' },
        ],
      })),
    ],
  };
}

export interface CatalogueNode {
  subscriberId: string;
  name: string;
  /** where the node's pages and photos are served: the https origin in production */
  origin: string;
}

/** The on_search message: every shop that sells in the asked domain and city, each with its listed items. */
export function catalogueMessage(
  node: CatalogueNode,
  shops: readonly CatalogueShop[],
  nowIso: string,
): Record<string, unknown> {
  return {
    catalog: {
      'bpp/fulfillments': [{ id: '1', type: 'Delivery' }],
      'bpp/descriptor': {
        name: node.name,
        symbol: `${node.origin}/favicon.ico`,
        short_desc: node.name,
        long_desc: node.name,
        images: [`${node.origin}/favicon.ico`],
        tags: [{ code: 'bpp_terms', list: [{ code: 'np_type', value: NP_TYPE }] }],
      },
      'bpp/providers': shops.map((shop) => catalogueProvider(shop, node.origin, nowIso)),
    },
  };
}

/** The window of an incremental catalogue search (retail 1.2.5 `catalog_inc` with start_time and end_time), ms. */
export interface CatalogueWindow {
  start: number;
  end: number;
}

/**
 * The window a search asks for in `message.intent.tags` catalog_inc (start_time, end_time; RFC 3339), at most a day
 * long and not ending after `nowMs`; null when the search is a full one. `mode` start/stop (push) is not offered.
 */
export function incrementalWindow(message: Record<string, unknown>, nowMs: number): CatalogueWindow | null {
  const tags = (message.intent as { tags?: unknown } | undefined)?.tags;
  if (!Array.isArray(tags)) return null;
  const inc = tags.find(
    (t) => typeof t === 'object' && t !== null && (t as { code?: unknown }).code === 'catalog_inc',
  ) as { list?: unknown } | undefined;
  const list = Array.isArray(inc?.list) ? (inc.list as { code?: unknown; value?: unknown }[]) : [];
  const at = (code: string) => {
    const value = list.find((l) => l && l.code === code)?.value;
    return typeof value === 'string' && value.length <= 40 ? Date.parse(value) : Number.NaN;
  };
  const start = at('start_time');
  const end = Math.min(at('end_time'), nowMs);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || end - start > 86_400_000) return null;
  return { start, end };
}

/**
 * The incremental on_search: only the providers with items changed in the window, each with only those items; no
 * node descriptor or fulfillments (the full catalogue carried them), and no locations: retail 1.2.5 sends a location
 * in an incremental catalogue only when the store itself changed (its time label disabled or enabled again), which the
 * storefront does not track, and ONDC's validator refuses one whose label equals the full catalogue's. The items
 * still name the full catalogue's location.
 */
export function incrementalCatalogueMessage(
  origin: string,
  shops: readonly CatalogueShop[],
  nowIso: string,
): Record<string, unknown> {
  return {
    catalog: {
      'bpp/providers': shops
        .filter((s) => s.items.length > 0)
        .map((shop) =>
          Object.fromEntries(
            Object.entries(catalogueProvider(shop, origin, nowIso)).filter(([k]) => k !== 'locations'),
          ),
        ),
    },
  };
}
