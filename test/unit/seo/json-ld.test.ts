import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  productJsonLd,
  rupees,
  serializeJsonLd,
  storeJsonLd,
} from '../../../src/domain/seo/json-ld';
import { storeSchema } from '../../../src/domain/tables/stores';

describe('serializeJsonLd', () => {
  it('escapes <, >, & and line separators so the JSON cannot end its script element', () => {
    const out = serializeJsonLd({ name: '</script><!-- & \u2028\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ name: '</script><!-- & \u2028\u2029' });
  });
});

describe('JSON-LD builders', () => {
  it('writes prices in rupees with two decimals', () => {
    expect(rupees(13900)).toBe('139.00');
    expect(rupees(999)).toBe('9.99');
  });

  it('builds a Product with one offer per variant, currency, availability and rating', () => {
    const p = productJsonLd({
      name: 'Besan',
      description: 'd',
      sku: 'besan',
      category: 'Atta',
      url: 'https://x/s/a/besan',
      images: ['https://x/i.svg'],
      currency: 'INR',
      inStock: false,
      offers: [
        { name: '500 g', sku: 'besan-500g', price: 5800 },
        { name: '1 kg', price: 11200 },
      ],
      sellerName: 'Shop',
      rating: { average: 4.5, count: 2 },
    });
    expect(p['@type']).toBe('Product');
    expect(p.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        name: '500 g',
        sku: 'besan-500g',
        price: '58.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/OutOfStock',
      }),
      expect.objectContaining({ name: '1 kg', price: '112.00' }),
    ]);
    expect(p.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it('uses a single Offer object and no rating when there is one price and no reviews', () => {
    const p = productJsonLd({
      name: 'T',
      description: '',
      sku: 't',
      category: 'c',
      url: 'u',
      images: [],
      currency: 'INR',
      inStock: true,
      offers: [{ price: 69900 }],
      sellerName: 'S',
      rating: { average: 0, count: 0 },
    });
    expect(p.offers).toMatchObject({ price: '699.00', availability: 'https://schema.org/InStock' });
    expect(p.aggregateRating).toBeUndefined();
  });

  it('builds a BreadcrumbList with absolute URLs in order', () => {
    const b = breadcrumbJsonLd(
      [
        { name: 'Shop', path: '/s' },
        { name: 'Cat', path: '/s/c' },
      ],
      (p) => `https://shop.example${p}`,
    );
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Shop', item: 'https://shop.example/s' },
      { '@type': 'ListItem', position: 2, name: 'Cat', item: 'https://shop.example/s/c' },
    ]);
  });

  it('describes a shop with an address as a LocalBusiness, else as an Organization', () => {
    const store = storeSchema.parse({
      id: 's',
      STORE_NAME: 'Shop',
      CUST_CARE: '98765 01234',
      ABOUT: { address: '1 Main Rd, Delhi', email: 'a@b.c' },
      WORKING_HOURS: [
        { day: 'Mon', open: '09:00', close: '18:00' },
        { day: 'Funday', open: '1', close: '2' },
      ],
      CART_RULES: { LAT_LNG: { lat: 28.5, lng: 77.2 } },
    });
    const local = storeJsonLd(store, 'https://x/s', 'https://x/logo.svg');
    expect(local).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: '+919876501234',
      email: 'a@b.c',
      geo: { latitude: 28.5, longitude: 77.2 },
    });
    expect(local.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '18:00' },
    ]);
    const org = storeJsonLd(storeSchema.parse({ id: 's', STORE_NAME: 'Shop' }), 'https://x/s', 'l');
    expect(org['@type']).toBe('Organization');
    expect(org.address).toBeUndefined();
  });

  it('builds a BlogPosting with the shop as author and publisher', () => {
    const b = blogPostingJsonLd({
      title: 'T'.repeat(200),
      description: 'd',
      url: 'https://x/p',
      publishedAt: '2025-07-04',
      storeName: 'Shop',
      storeUrl: 'https://x/s',
      logo: 'https://x/l.svg',
    });
    expect(b).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2025-07-04',
      author: { name: 'Shop' },
      publisher: { logo: { url: 'https://x/l.svg' } },
    });
    expect((b.headline as string).length).toBe(110);
  });
});
