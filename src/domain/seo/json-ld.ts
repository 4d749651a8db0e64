/**
 * schema.org JSON-LD builders (pure) and the serializer that makes the JSON safe inside
 * <script type="application/ld+json">: <, >, & and the JS line separators are \u-escaped, so owner
 * text such as "</script>" or "<!--" cannot end the block or open a comment.
 */
import { decimalRupees } from '../money';
import type { Store } from '../tables/stores';
import type { Crumb } from '../catalogue/breadcrumbs';

export type JsonLd = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

/** What may not appear as itself in JSON inside a <script> element, and the escape written instead. */
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  // one pass over the text (a category's list is long), not one for each escaped character
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
}

/** '139.00' from 13900 paise: schema.org prices are in rupees with a dot. */
export const rupees = decimalRupees;

/**
 * The data in the page's language (a BCP 47 tag: en-IN, hi-IN, ta-IN): the names in it are the owner's words in
 * that language, so readers must not take them for English.
 */
export function inLanguage(data: JsonLd, tag: string): JsonLd {
  return { ...data, inLanguage: tag };
}

/** A list of the page's items (a category's), in the order shown. */
export function itemListJsonLd(name: string, items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[], absolute: (path: string) => string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(c.path),
    })),
  };
}

export interface ProductLdInput {
  name: string;
  description: string;
  sku: string;
  category: string;
  url: string;
  images: string[];
  currency: string;
  inStock: boolean;
  /** one offer per variant price, or the item's single price */
  offers: { name?: string; sku?: string; price: number }[];
  sellerName: string;
  rating?: { average: number; count: number };
}

export function productJsonLd(p: ProductLdInput): JsonLd {
  const availability = `${CONTEXT}/${p.inStock ? 'InStock' : 'OutOfStock'}`;
  const offers = p.offers.map((o) => ({
    '@type': 'Offer',
    ...(o.name ? { name: o.name } : {}),
    ...(o.sku ? { sku: o.sku } : {}),
    price: rupees(o.price),
    priceCurrency: p.currency,
    availability,
    itemCondition: `${CONTEXT}/NewCondition`,
    url: p.url,
    seller: { '@type': 'Organization', name: p.sellerName },
  }));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.sku,
    category: p.category,
    url: p.url,
    image: p.images,
    offers: offers.length === 1 ? offers[0] : offers,
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.average,
            reviewCount: p.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

const DAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The shop: LocalBusiness when it has an address (with phone, hours, geo), else Organization. */
export function storeJsonLd(store: Store, url: string, logo: string): JsonLd {
  const local = Boolean(store.ABOUT.address);
  const hours = store.WORKING_HOURS.flatMap((h) => {
    const key = h.day.slice(0, 3).toLowerCase();
    const day = Object.hasOwn(DAYS, key) ? DAYS[key] : undefined;
    return day
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `${CONTEXT}/${day}`, opens: h.open, closes: h.close }]
      : [];
  });
  const geo = store.CART_RULES.LAT_LNG;
  return {
    '@context': CONTEXT,
    '@type': local ? 'LocalBusiness' : 'Organization',
    '@id': `${url}#shop`,
    name: store.STORE_NAME,
    description: store.STORE_DESC || undefined,
    url,
    logo,
    image: logo,
    telephone: store.CUST_CARE ? `+91${store.CUST_CARE.replace(/\D/g, '').slice(-10)}` : undefined,
    email: store.ABOUT.email || undefined,
    ...(local
      ? {
          address: { '@type': 'PostalAddress', streetAddress: store.ABOUT.address, addressCountry: 'IN' },
          ...(hours.length ? { openingHoursSpecification: hours } : {}),
          ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
          currenciesAccepted: store.CURRENCY,
        }
      : {}),
  };
}

export interface BlogLdInput {
  title: string;
  description: string;
  url: string;
  image?: string;
  publishedAt: string;
  storeName: string;
  storeUrl: string;
  logo: string;
}

export function blogPostingJsonLd(b: BlogLdInput): JsonLd {
  const org = {
    '@type': 'Organization',
    name: b.storeName,
    url: b.storeUrl,
    logo: { '@type': 'ImageObject', url: b.logo },
  };
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: b.title.slice(0, 110),
    description: b.description,
    url: b.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': b.url },
    ...(b.image ? { image: [b.image] } : {}),
    datePublished: b.publishedAt,
    author: org,
    publisher: org,
  };
}
