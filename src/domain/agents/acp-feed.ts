/**
 * Product feed of the Agentic Commerce Protocol (OpenAI and Stripe), as JSON.
 *
 * Follows the OpenAI Product Feed Spec as published with ACP on 2025-09-29 (developers.openai.com/commerce/specs/feed,
 * the revision with `enable_search`, `enable_checkout`, `id`, `link`, `image_link`, `item_group_id`). The 2026
 * revision renamed these (`is_eligible_search`, `item_id`, `url`, `image_url`, `group_id`, ...); not followed here.
 * The spec describes rows, not an envelope: they are wrapped as `{ "products": [...] }` with the page and the next
 * page's URL beside them. Orders are confirmed by the shopper on the shop's own site, so checkout is off. Fields the
 * catalogue does not know (gtin, mpn, material, weight, return_window) are left out rather than invented, and
 * `inventory_quantity` is left out for an item whose stock the shop does not track.
 */
import { feedText, type FeedProduct } from './feed-product';

const ACP_FEED_SPEC = 'openai-product-feed-2025-09-29';

export interface AcpSeller {
  name: string;
  /** the shop's home page */
  url: string;
  returnPolicy: string | null;
  privacyPolicy: string | null;
  terms: string | null;
}

export interface AcpPage {
  page: number;
  /** the next page's absolute URL, or null on the last page */
  next: string | null;
}

export interface AcpProduct {
  enable_search: true;
  enable_checkout: false;
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link?: string[];
  product_category: string;
  brand: string;
  condition: 'new';
  price: string;
  sale_price?: string;
  availability: 'in_stock' | 'out_of_stock';
  inventory_quantity?: number;
  item_group_id?: string;
  item_group_title?: string;
  size?: string;
  color?: string;
  seller_name: string;
  seller_url: string;
  seller_privacy_policy?: string;
  seller_tos?: string;
  return_policy?: string;
}

export interface AcpFeed extends AcpPage {
  spec: string;
  products: AcpProduct[];
}

/**
 * A policy's URL: the owner's text when it is itself a web address, else `about` (the page that shows the shop's
 * policies) when there is a policy at all, else null.
 */
export function policyLink(text: string | undefined, about: string): string | null {
  const t = feedText(text ?? '').trim();
  if (!t) return null;
  return /^https?:\/\/[^\s<>"]+$/i.test(t) ? t : about;
}

export function acpProduct(p: FeedProduct, seller: AcpSeller): AcpProduct {
  const optional = <K extends keyof AcpProduct>(key: K, value: AcpProduct[K] | null | undefined) =>
    value === null || value === undefined ? {} : { [key]: value };
  return {
    enable_search: true,
    enable_checkout: false,
    id: p.id,
    title: p.title,
    description: p.description || p.title,
    link: p.link,
    image_link: p.imageLink,
    ...optional('additional_image_link', p.additionalImageLinks.length ? p.additionalImageLinks : null),
    product_category: p.category,
    brand: p.brand,
    condition: 'new',
    price: p.price,
    ...optional('sale_price', p.salePrice),
    availability: p.inStock ? 'in_stock' : 'out_of_stock',
    ...optional('inventory_quantity', p.inventoryQuantity),
    ...optional('item_group_id', p.groupId),
    ...optional('item_group_title', p.groupId ? p.groupTitle : null),
    ...optional('size', p.size),
    ...optional('color', p.color),
    seller_name: feedText(seller.name),
    seller_url: seller.url,
    ...optional('seller_privacy_policy', seller.privacyPolicy),
    ...optional('seller_tos', seller.terms),
    ...optional('return_policy', seller.returnPolicy),
  };
}

export function acpFeed(page: AcpPage, products: FeedProduct[], seller: AcpSeller): AcpFeed {
  return {
    spec: ACP_FEED_SPEC,
    page: page.page,
    next: page.next,
    products: products.map((p) => acpProduct(p, seller)),
  };
}

/** The feed's JSON around its products, so a large page can be streamed product by product. */
export function acpFeedParts(page: AcpPage): { open: string; close: string } {
  const empty = JSON.stringify(
    acpFeed(page, [], { name: '', url: '', returnPolicy: null, privacyPolicy: null, terms: null }),
  );
  const close = ']}';
  return { open: empty.slice(0, -close.length), close };
}
