import { describe, expect, it } from 'vitest';
import {
  catalogueMessage,
  expandVariants,
  networkIdOfLine,
  type CatalogueItem,
  type CatalogueShop,
} from '../../../src/domain/ondc/catalogue';
import { quoteSelect } from '../../../src/domain/ondc/quote';
import {
  MAX_VARIANTS_PER_ITEM,
  networkVariants,
  packMeasure,
  readVariants,
  variantNetworkId,
  type StoredVariants,
} from '../../../src/domain/ondc/variants';

const FIELDS = {
  manufacturer: 'Dilli Mills',
  net_quantity: 'see pack',
  country_of_origin: 'IND',
  veg: true,
  returnable: false,
  cancellable: true,
  time_to_ship: 'PT1H',
  available_on_cod: true,
};

const PACKS: StoredVariants = {
  sizes: [],
  colors: [],
  prices: [
    { key: '1kg', label: '1 kg', price: 6500, mrp: 7000 },
    { key: '5kg', label: '5 kg', price: 29900, gst: 5 },
  ],
};
const TEE: StoredVariants = {
  sizes: ['S', 'M'],
  colors: [
    { name: 'Black', hex: '#1a1a1a' },
    { name: 'Sand', hex: '#C2B280' },
  ],
  prices: [],
};

const atta: CatalogueItem = {
  id: 'chakki-atta',
  catId: 'atta',
  name: 'Chakki atta',
  description: '',
  image: '',
  images: [],
  price: 6500,
  mrp: null,
  gstPercent: 0,
  stock: 4,
  leftOut: false,
  fields: FIELDS,
};

describe('packMeasure', () => {
  it.each([
    ['500 g', { unit: 'gram', value: '500' }],
    ['1 kg', { unit: 'kilogram', value: '1' }],
    ['5kg bag', { unit: 'kilogram', value: '5' }],
    ['1.5 L', { unit: 'litre', value: '1.5' }],
    ['200 ml', { unit: 'millilitre', value: '200' }],
    ['6 pcs', { unit: 'unit', value: '6' }],
    ['Family pack', { unit: 'unit', value: '1' }],
    ['12 parsecs', { unit: 'unit', value: '1' }],
  ])('%s is %j', (label, measure) => expect(packMeasure(label)).toEqual(measure));
});

describe('readVariants', () => {
  it.each([
    ['saved packs', JSON.stringify(PACKS), PACKS],
    ['nothing saved', '{}', { sizes: [], colors: [], prices: [] }],
    ['not JSON', 'nope', { sizes: [], colors: [], prices: [] }],
    ['null', null, { sizes: [], colors: [], prices: [] }],
    [
      'a broken list is none',
      JSON.stringify({ sizes: 'M', colors: [], prices: [] }),
      { sizes: [], colors: [], prices: [] },
    ],
  ])('%s', (_, json, read) => expect(readVariants(json)).toEqual(read));
});

describe('networkVariants', () => {
  it('has none for an item without variants', () => {
    expect(networkVariants('x', atta, { sizes: [], colors: [], prices: [] })).toEqual([]);
  });

  it('makes one network item per pack, priced as the pack, with its measure', () => {
    const [one, five] = networkVariants('chakki-atta', atta, PACKS);
    expect(one).toMatchObject({ label: '1 kg', price: 6500, mrp: 7000, gstPercent: 0, measure: { unit: 'kilogram' } });
    // a pack without its own GST falls back to the item's; one with its own uses it
    expect(five).toMatchObject({ label: '5 kg', price: 29900, mrp: null, gstPercent: 5, varied: ['measure'] });
    expect(one.groupId).toBe(five.groupId);
    // the first pack (the storefront's default) keeps the item's id; the others get their own
    expect([one.id, five.id]).toEqual(['chakki-atta', variantNetworkId('chakki-atta', five.choice)]);
  });

  it('makes every size and colour, labelled as the storefront labels a bag line', () => {
    const tees = networkVariants('tee', { price: 79900, mrp: 99900, gstPercent: 5 }, TEE);
    expect(tees.map((v) => v.label)).toEqual(['S · Black', 'S · Sand', 'M · Black', 'M · Sand']);
    expect(tees.every((v) => v.price === 79900 && v.mrp === 99900)).toBe(true);
    expect(new Set(tees.map((v) => variantNetworkId('tee', v.choice))).size).toBe(4);
    expect(tees[0].varied).toEqual(['size', 'colour']);
  });

  it('keeps ids stable across reads and never longer than an order line takes', () => {
    const id = variantNetworkId('a'.repeat(64), { packKey: '1kg', size: null, colour: null });
    expect(id).toBe(variantNetworkId('a'.repeat(64), { packKey: '1kg', size: null, colour: null }));
    expect(id.length).toBeLessThanOrEqual(100);
    expect(id).toMatch(/^a{64}~[0-9a-f]{8}$/);
  });

  it(`stops at ${MAX_VARIANTS_PER_ITEM} network items an item`, () => {
    const many: StoredVariants = {
      sizes: Array.from({ length: 20 }, (_, i) => `S${i}`),
      colors: Array.from({ length: 10 }, (_, i) => ({ name: `C${i}`, hex: '#000000' })),
      prices: [],
    };
    expect(networkVariants('x', atta, many)).toHaveLength(MAX_VARIANTS_PER_ITEM);
  });
});

describe('variants in the catalogue', () => {
  const shop: CatalogueShop = {
    storeId: 'dilli-kirana',
    name: 'Dilli Kirana',
    description: '',
    image: '',
    address: 'Lajpat Nagar, New Delhi 110024',
    gps: { lat: 28.56, lng: 77.24 },
    radiusKm: 3,
    workingHours: [],
    charges: { delivery: 0, freeAbove: null, packing: 0 },
    gstOn: true,
    gstin: '',
    payments: { codEnabled: true, codMaxOrderValue: 0, upiVpa: '', payeeName: '' },
    optIn: {
      enabled: true,
      domain: 'ONDC:RET10',
      fssai_licence: '10020011000123',
      consumer_care: { name: 'A', email: 'a@b.test', phone: '9000000000' },
      city: 'std:011',
    },
    items: [...expandVariants(atta, PACKS), { ...atta, id: 'plain-rice', catId: 'rice', name: 'Rice' }],
  };
  const provider = (
    catalogueMessage({ subscriberId: 'n', name: 'n', origin: 'https://node.test' }, [shop], '2026-11-29T00:00:00Z') as {
      catalog: { 'bpp/providers': Record<string, any>[] };
    }
  ).catalog['bpp/providers'][0];

  it('sends each pack as an item with parent_item_id naming its variant group', () => {
    const packs = provider.items.filter((i: { parent_item_id?: string }) => i.parent_item_id);
    expect(packs.map((i: any) => [i.descriptor.name, i.price.value, i.quantity.unitized.measure])).toEqual([
      ['Chakki atta (1 kg)', '65.00', { unit: 'kilogram', value: '1' }],
      ['Chakki atta (5 kg)', '299.00', { unit: 'kilogram', value: '5' }],
    ]);
    expect(provider.categories).toEqual([
      {
        id: packs[0].parent_item_id,
        descriptor: { name: 'Chakki atta' },
        tags: [
          { code: 'type', list: [{ code: 'type', value: 'variant_group' }] },
          {
            code: 'attr',
            list: [
              { code: 'name', value: 'item.quantity.unitized.measure' },
              { code: 'seq', value: '1' },
            ],
          },
        ],
      },
    ]);
    // an item without variants is sent as itself
    expect(provider.items.find((i: any) => i.id === 'plain-rice').parent_item_id).toBeUndefined();
  });

  it('gives a fashion variant its own size and colour in the attribute tag', () => {
    const tee = {
      ...atta,
      id: 'tee',
      catId: 'tees',
      fields: {
        ...FIELDS,
        gender: 'unisex' as const,
        brand: 'Noir',
        fabric: 'cotton' as const,
        size_chart: 'https://noir.example/sizes.png',
      },
    };
    const boutique = {
      ...shop,
      optIn: { ...shop.optIn, domain: 'ONDC:RET12' as const },
      items: expandVariants(tee, TEE),
    };
    const p = (
      catalogueMessage({ subscriberId: 'n', name: 'n', origin: 'https://node.test' }, [boutique], 'T') as {
        catalog: { 'bpp/providers': Record<string, any>[] };
      }
    ).catalog['bpp/providers'][0];
    // listed without a size or colour of the owner's: its variants carry them
    expect(p.items).toHaveLength(4);
    expect(p.items[1].tags.find((t: any) => t.code === 'attribute').list).toEqual([
      { code: 'gender', value: 'unisex' },
      { code: 'brand', value: 'Noir' },
      { code: 'colour', value: '#C2B280' },
      { code: 'size', value: 'S' },
      { code: 'fabric', value: 'cotton' },
      { code: 'size_chart', value: 'https://noir.example/sizes.png' },
      // the network's colour_name is lower case; the storefront's label keeps "Sand"
      { code: 'colour_name', value: 'sand' },
    ]);
    expect(p.categories[0].tags.filter((t: any) => t.code === 'attr').map((t: any) => t.list[0].value)).toEqual([
      'item.tags.attribute.size',
      'item.tags.attribute.colour',
    ]);
  });

  it("names an order line's network item by the variant its label says", () => {
    const five = shop.items[1];
    expect(networkIdOfLine(shop.items, 'chakki-atta', '5 kg')).toBe(five.id);
    expect(networkIdOfLine(shop.items, 'plain-rice', '')).toBe('plain-rice');
    expect(networkIdOfLine(shop.items, 'chakki-atta', '50 kg')).toBe('chakki-atta');
  });

  it('quotes the pack asked for at its own price and GST, with its parent_item_id', () => {
    const five = shop.items[1];
    const quote = quoteSelect({
      providerId: shop.storeId,
      locationId: 'dilli-kirana-main',
      shopName: shop.name,
      lines: [{ id: five.id, count: 2 }],
      items: new Map([
        [
          five.id,
          {
            name: five.name,
            price: five.price,
            gstPercent: five.gstPercent,
            stock: five.stock,
            listed: true,
            parentId: five.variant?.groupId,
          },
        ],
      ]),
      charges: shop.charges,
      gstOn: true,
      timeToShip: 'PT1H',
    });
    expect(quote.error).toBeNull();
    // 2 x 299.00 and 5% GST on top
    expect(quote.total).toBe(2 * 29900 + 2990);
    expect(quote.order.items).toEqual([{ id: five.id, fulfillment_id: '1', parent_item_id: five.variant?.groupId }]);
  });
});
