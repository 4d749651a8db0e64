import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/domain/ondc/amounts';
import {
  areaCode,
  catalogueMessage,
  imageUrl,
  incrementalCatalogueMessage,
  incrementalWindow,
  locationTiming,
  networkCategory,
  type CatalogueShop,
} from '../../../src/domain/ondc/catalogue';

const FIELDS = {
  manufacturer: 'ITC',
  net_quantity: '5 kg',
  country_of_origin: 'IND',
  veg: false,
  returnable: true,
  cancellable: true,
  time_to_ship: 'PT1H',
  available_on_cod: false,
};
const PHOTO = '/media/shop-1/0123456789abcdef-1200x900-aabbcc';
const FASHION = {
  gender: 'female',
  brand: 'Noir',
  colour: '#1F3A93',
  size: 'M',
  fabric: 'cotton',
  size_chart: 'https://noir.example/sizes.png',
} as const;

describe('catalogue pieces', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [13900, '139.00'],
    [12345, '123.45'],
    [-250, '-2.50'],
    [100000000, '1000000.00'],
  ])('formatAmount(%i) is %s', (paise, text) => expect(formatAmount(paise)).toBe(text));

  it.each([
    ['', null],
    ['https://cdn.test/a.jpg', 'https://cdn.test/a.jpg'],
    ['/img/p/rice.svg', 'https://node.test/img/p/rice.svg'],
    [PHOTO, `https://node.test${PHOTO}/640.jpg`],
    [
      '/media/shop-1/0123456789abcdef-300x200-aabbcc',
      'https://node.test/media/shop-1/0123456789abcdef-300x200-aabbcc/240.jpg',
    ],
    ['javascript:alert(1)', null],
  ])('imageUrl(%s) is %s', (image, url) => expect(imageUrl('https://node.test', image)).toBe(url));

  it.each([
    ['ONDC:RET10', 'rice', 'Rice and Rice Products'],
    ['ONDC:RET10', 'atta-flours', 'Atta, Flours and Sooji'],
    ['ONDC:RET10', 'dals', 'Dals and Pulses'],
    ['ONDC:RET10', 'oils-ghee', 'Oil & Ghee'],
    ['ONDC:RET10', 'masale', 'Masala & Seasoning'],
    ['ONDC:RET10', 'unknown', 'Cooking and Baking Needs'],
    ['ONDC:RET12', 'kurtas', 'Kurtas & Kurtis'],
    ['ONDC:RET12', 'misc', 'Tops'],
  ])('networkCategory(%s, %s) is %s', (domain, catId, category) =>
    expect(networkCategory(domain, catId)).toBe(category),
  );

  it.each([
    [[], { days: '1,2,3,4,5,6,7', start: '0000', end: '2359' }],
    [
      [
        { day: 'Mon', open: '09:00', close: '18:00' },
        { day: 'Sat', open: '10:00', close: '20:30' },
      ],
      { days: '1,6', start: '0900', end: '2030' },
    ],
    [[{ day: 'Someday', open: '9', close: 'late' }], { days: '1,2,3,4,5,6,7', start: '0000', end: '2359' }],
  ])('locationTiming(%j)', (hours, timing) => expect(locationTiming(hours)).toEqual(timing));

  it.each([
    ['Shop 14, New Delhi 110024', '110024'],
    ['no pincode', ''],
    ['phone 9810012345', ''],
  ])('areaCode(%s) is %s', (address, code) => expect(areaCode(address)).toBe(code));
});

describe('catalogueMessage', () => {
  const shop: CatalogueShop = {
    storeId: 'shop-1',
    name: 'Shop One',
    description: 'A shop',
    image: PHOTO,
    address: 'Anna Salai, Chennai, Tamil Nadu 600001',
    gps: { lat: 13.08, lng: 80.27 },
    radiusKm: 3,
    workingHours: [],
    charges: { delivery: 0, freeAbove: null, packing: 0 },
    gstOn: false,
    gstin: '',
    payments: { codEnabled: true, codMaxOrderValue: 0, upiVpa: '', payeeName: '' },
    optIn: {
      enabled: true,
      domain: 'ONDC:RET12',
      fssai_licence: null,
      consumer_care: { name: 'A', email: 'a@b.test', phone: '9000000000' },
      city: 'std:044',
    },
    items: [
      {
        id: 'listed',
        catId: 'kurtas',
        name: 'Kurta',
        description: '',
        image: PHOTO,
        images: [PHOTO],
        price: 49900,
        mrp: null,
        gstPercent: 5,
        stock: null,
        leftOut: false,
        fields: { ...FIELDS, ...FASHION, product_code: '4:6211' },
      },
      {
        id: 'left-out',
        catId: 'kurtas',
        name: 'Old kurta',
        description: '',
        image: '',
        images: [],
        price: 100,
        mrp: null,
        gstPercent: null,
        stock: 3,
        leftOut: true,
        fields: FIELDS,
      },
      {
        id: 'incomplete',
        catId: 'kurtas',
        name: 'Shirt',
        description: '',
        image: '',
        images: [],
        price: 100,
        mrp: null,
        gstPercent: null,
        stock: 3,
        leftOut: false,
        fields: { veg: true },
      },
    ],
  };

  it('sends only listed items, with the uncounted stock as 99 and the MRP never under the price', () => {
    const message = catalogueMessage(
      { subscriberId: 'node.test', name: 'Node', origin: 'https://node.test' },
      [shop],
      '2026-11-29T00:00:00.000Z',
    ) as {
      catalog: {
        'bpp/providers': Array<{ items: Array<Record<string, unknown>>; locations: Array<Record<string, unknown>> }>;
      };
    };
    const [provider] = message.catalog['bpp/providers'];
    expect(provider.items.map((i) => i.id)).toEqual(['listed']);
    expect(provider.items[0]).toMatchObject({
      price: { value: '499.00', maximum_value: '499.00' },
      quantity: { available: { count: '99' } },
      category_id: 'Kurtas & Kurtis',
      '@ondc/org/return_window': 'P7D',
      tags: [
        { code: 'origin', list: [{ code: 'country', value: 'IND' }] },
        {
          code: 'attribute',
          list: [
            ...Object.entries(FASHION).map(([code, value]) => ({ code, value })),
            { code: 'colour_name', value: 'blue' },
          ],
        },
      ],
      descriptor: { code: '4:6211', images: [`https://node.test${PHOTO}/640.jpg`] },
      // a network item is never newer than the on_search that carries it
      time: { timestamp: '2026-11-29T00:00:00.000Z' },
    });
    expect(provider.locations[0]).toMatchObject({
      gps: '13.080000,80.270000',
      address: { area_code: '600001', city: 'std:044', state: 'Tamil Nadu' },
      circle: { radius: { unit: 'km', value: '3' } },
    });
    const { tags } = message.catalog['bpp/providers'][0] as unknown as {
      tags: { code: string; list: { code: string; value: string }[] }[];
    };
    const valueOf = (tag: (typeof tags)[number], code: string) => tag.list.find((l) => l.code === code)?.value;
    // one serviceability per category of the listed items; timings for ordering and delivery, no pick-up offered
    expect(tags.filter((t) => t.code === 'serviceability').map((t) => valueOf(t, 'category'))).toEqual([
      'Kurtas & Kurtis',
    ]);
    expect(tags.filter((t) => t.code === 'timing').map((t) => valueOf(t, 'type'))).toEqual(['Order', 'Delivery']);
  });

  it("sends the changed items without the store's location, whose label the full catalogue already gave", () => {
    const full = catalogueMessage({ subscriberId: 'n', name: 'n', origin: 'https://node.test' }, [shop], 'T') as {
      catalog: { 'bpp/providers': Record<string, any>[] };
    };
    const inc = incrementalCatalogueMessage(
      'https://node.test',
      [shop, { ...shop, storeId: 'idle', items: [] }],
      'T',
    ) as {
      catalog: Record<string, any>;
    };
    const [provider, ...others] = inc.catalog['bpp/providers'];
    expect(others).toEqual([]);
    expect(full.catalog['bpp/providers'][0].locations[0].time.label).toBe('enable');
    expect(provider.locations).toBeUndefined();
    expect(provider.items.map((i: any) => i.location_id)).toEqual(['shop-1-main']);
    expect(inc.catalog['bpp/descriptor']).toBeUndefined();
  });

  it("sends a fashion item's attributes and a packaged food's declarations once the owner gave them", () => {
    const kurta = {
      ...shop.items[0],
      fields: { ...FIELDS, ...FASHION },
    };
    const items = (s: CatalogueShop) =>
      (
        catalogueMessage(
          { subscriberId: 'node.test', name: 'Node', origin: 'https://node.test' },
          [s],
          '2026-11-29T00:00:00.000Z',
        ) as {
          catalog: { 'bpp/providers': Array<{ items: Array<Record<string, any>> }> };
        }
      ).catalog['bpp/providers'][0].items;
    const [dressed] = items({ ...shop, items: [kurta] });
    expect(dressed.tags).toContainEqual({
      code: 'attribute',
      list: [
        { code: 'gender', value: 'female' },
        { code: 'brand', value: 'Noir' },
        { code: 'colour', value: '#1F3A93' },
        { code: 'size', value: 'M' },
        { code: 'fabric', value: 'cotton' },
        { code: 'size_chart', value: 'https://noir.example/sizes.png' },
        // an item known only by its hex colour is named by the nearest plain colour
        { code: 'colour_name', value: 'blue' },
      ],
    });
    expect(dressed['@ondc/org/statutory_reqs_prepackaged_food']).toBeUndefined();

    const grocer = {
      ...shop,
      optIn: { ...shop.optIn, domain: 'ONDC:RET10' as const, fssai_licence: '10020011000123' },
    };
    const food = {
      nutritional_info: 'Energy 450 kcal per 100 g',
      additives_info: 'INS 322',
      brand_owner_fssai: '10012011000456',
    };
    const [namkeen] = items({ ...grocer, items: [{ ...kurta, fields: { ...FIELDS, veg: true, ...food } }] });
    expect(namkeen['@ondc/org/statutory_reqs_prepackaged_food']).toEqual({
      nutritional_info: 'Energy 450 kcal per 100 g',
      additives_info: 'INS 322',
      brand_owner_FSSAI_license_no: '10012011000456',
      other_FSSAI_license_no: '10020011000123',
      importer_FSSAI_license_no: 'NA',
    });
    expect(namkeen.tags.find((t: { code: string }) => t.code === 'attribute')).toBeUndefined();
    // two of three declarations: none sent
    const [partly] = items({
      ...grocer,
      items: [{ ...kurta, fields: { ...FIELDS, veg: true, additives_info: 'None' } }],
    });
    expect(partly['@ondc/org/statutory_reqs_prepackaged_food']).toBeUndefined();
  });
});

describe('incrementalWindow', () => {
  const NOW = Date.parse('2026-11-29T10:00:00.000Z');
  const inc = (list: { code: string; value: unknown }[]) => ({ intent: { tags: [{ code: 'catalog_inc', list }] } });
  it.each([
    [
      'a window: what changed in it',
      inc([
        { code: 'start_time', value: '2026-11-29T09:00:00.000Z' },
        { code: 'end_time', value: '2026-11-29T09:30:00.000Z' },
      ]),
      { start: Date.parse('2026-11-29T09:00:00.000Z'), end: Date.parse('2026-11-29T09:30:00.000Z') },
    ],
    [
      'an end in the future stops now',
      inc([
        { code: 'start_time', value: '2026-11-29T09:00:00.000Z' },
        { code: 'end_time', value: '2026-11-30T00:00:00.000Z' },
      ]),
      { start: Date.parse('2026-11-29T09:00:00.000Z'), end: NOW },
    ],
    ['no tags: a full search', { intent: {} }, null],
    ['push mode (start/stop) is not offered', inc([{ code: 'mode', value: 'start' }]), null],
    [
      'an end before the start',
      inc([
        { code: 'start_time', value: '2026-11-29T09:30:00.000Z' },
        { code: 'end_time', value: '2026-11-29T09:00:00.000Z' },
      ]),
      null,
    ],
    [
      'longer than a day',
      inc([
        { code: 'start_time', value: '2026-11-27T09:00:00.000Z' },
        { code: 'end_time', value: '2026-11-29T09:00:00.000Z' },
      ]),
      null,
    ],
    [
      'not times',
      inc([
        { code: 'start_time', value: 5 },
        { code: 'end_time', value: 'soon' },
      ]),
      null,
    ],
    ['junk tags', { intent: { tags: [null, 'x', { code: 'catalog_inc', list: 'no' }] } }, null],
  ])('%s', (_, message, window) => expect(incrementalWindow(message as Record<string, unknown>, NOW)).toEqual(window));
});
