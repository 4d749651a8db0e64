import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { owner } from './admin-helpers';
import { CARE, FIELDS, catchCallbacks, pinBuyer, requestBody, signedPost } from './ondc-buyer';
import { one } from './orders-helpers';

// The catalogue on_search (#39 step 2): the opted-in shops of the asked domain and city, each with its listed items.

type Catalog = {
  'bpp/providers': Array<
    Record<string, unknown> & {
      id: string;
      items: Array<Record<string, unknown> & { id: string }>;
      locations: Array<Record<string, unknown>>;
    }
  >;
};

async function search(city: string, domain = 'ONDC:RET10'): Promise<Catalog> {
  const caught = catchCallbacks();
  const sent = await signedPost('search', requestBody('search', { context: { city, domain } }));
  expect(sent.status).toBe(200);
  expect(caught).toHaveLength(1);
  const body = JSON.parse(await caught[0].text()) as { message: { catalog: Catalog } };
  vi.restoreAllMocks();
  return body.message.catalog;
}

beforeAll(async () => {
  await pinBuyer();
  expect(
    (
      await owner('PATCH', 'dilli-kirana', '/ondc', {
        enabled: true,
        domain: 'ONDC:RET10',
        fssai_licence: '10020011000123',
        consumer_care: CARE,
        city: 'std:011',
      })
    ).status,
  ).toBe(200);
  expect((await owner('PUT', 'dilli-kirana', '/ondc/items/basmati-classic', { fields: FIELDS })).status).toBe(200);
  expect(
    (await owner('PUT', 'dilli-kirana', '/ondc/items/sona-masoori', { left_out: true, fields: FIELDS })).status,
  ).toBe(200);
  expect(
    (await owner('PUT', 'dilli-kirana', '/ondc/items/kolam-rice', { fields: { ...FIELDS, returnable: undefined } }))
      .status,
  ).toBe(200);
  expect((await owner('PUT', 'dilli-kirana', '/ondc/items/idli-rice', { fields: FIELDS })).status).toBe(200);
});
afterEach(() => vi.restoreAllMocks());

describe('on_search: the catalogue', () => {
  it('shows the opted-in shop of the city with its listed items only, prices and stock as strings', async () => {
    const catalog = await search('std:011');
    const provider = catalog['bpp/providers'].find((p) => p.id === 'dilli-kirana');
    expect(provider).toBeDefined();
    expect(provider!.descriptor).toMatchObject({ name: expect.stringContaining('Dilli') });
    expect(provider!['@ondc/org/fssai_license_no']).toBe('10020011000123');
    expect(provider!.locations[0]).toMatchObject({
      id: 'dilli-kirana-main',
      gps: '28.567700,77.243300',
      address: { city: 'std:011', area_code: '110024' },
      time: { days: '1,2,3,4,5,6,7', range: { start: '0800', end: '2130' } },
    });
    // left out (sona-masoori) and missing a field (kolam-rice) are not sent
    // (each pack is its own network item, named by its item's id and a tag)
    expect([...new Set(provider!.items.map((i) => i.id.split('~')[0]))].sort()).toEqual([
      'basmati-classic',
      'idli-rice',
    ]);
    const basmati = provider!.items.find((i) => i.id === 'basmati-classic')!;
    expect(basmati).toMatchObject({
      price: { currency: 'INR', value: '139.00', maximum_value: '160.00' },
      quantity: { available: { count: '99' }, maximum: { count: '40' } },
      category_id: 'Rice and Rice Products',
      location_id: 'dilli-kirana-main',
      '@ondc/org/returnable': false,
      '@ondc/org/cancellable': true,
      '@ondc/org/time_to_ship': 'PT45M',
      '@ondc/org/available_on_cod': true,
      '@ondc/org/contact_details_consumer_care': 'Ramesh Gupta,care@dillikirana.test,9810012345',
      '@ondc/org/statutory_reqs_packaged_commodities': {
        net_quantity_or_measure_of_commodity_in_pkg: '1 kg',
        imported_product_country_of_origin: 'IND',
      },
      tags: [
        { code: 'origin', list: [{ code: 'country', value: 'IND' }] },
        { code: 'veg_nonveg', list: [{ code: 'veg', value: 'yes' }] },
      ],
    });
    const images = (basmati.descriptor as { images: string[] }).images;
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((u) => u.startsWith('http://localhost/'))).toBe(true);
  });

  it('answers another city or domain without the shop, and drops a shop that opts out', async () => {
    expect((await search('std:022'))['bpp/providers'].map((p) => p.id)).not.toContain('dilli-kirana');
    expect((await search('std:011', 'ONDC:RET12'))['bpp/providers'].map((p) => p.id)).not.toContain('dilli-kirana');
    await owner('PATCH', 'dilli-kirana', '/ondc', { enabled: false });
    expect((await search('std:011'))['bpp/providers'].map((p) => p.id)).not.toContain('dilli-kirana');
    await owner('PATCH', 'dilli-kirana', '/ondc', { enabled: true });
    expect((await search('std:011'))['bpp/providers'].map((p) => p.id)).toContain('dilli-kirana');
  });

  it('shows a stock change at the next search', async () => {
    await owner('PATCH', 'dilli-kirana', '/items/idli-rice', { STOCK_QTY: 0 });
    const provider = (await search('std:011'))['bpp/providers'].find((p) => p.id === 'dilli-kirana')!;
    expect(provider.items.find((i) => i.id === 'idli-rice')).toMatchObject({ quantity: { available: { count: '0' } } });
  });
});

type Answer = {
  message: { order?: { quote: { price: { value: string }; breakup: Array<Record<string, unknown>> } } };
  error?: { code: string; message: string };
};

async function select(
  items: Array<{ id: string; quantity: { count: number } }>,
  provider = 'dilli-kirana',
): Promise<Answer> {
  const caught = catchCallbacks();
  const sent = await signedPost(
    'select',
    requestBody('select', {
      message: { order: { provider: { id: provider, locations: [{ id: `${provider}-main` }] }, items } },
    }),
  );
  expect(sent.status).toBe(200);
  expect(caught).toHaveLength(1);
  expect(caught[0].url).toBe('https://buyer.test/ondc/on_select');
  const answer = JSON.parse(await caught[0].text()) as Answer;
  vi.restoreAllMocks();
  return answer;
}

describe('on_select: the quote', () => {
  it('prices the lines with delivery and packing in the breakup', async () => {
    const answer = await select([{ id: 'basmati-classic', quantity: { count: 2 } }]);
    expect(answer.error).toBeUndefined();
    // 2 x 139.00 + its 5% GST 13.90 (the shop adds GST, as its checkout does) + delivery 30.00 (under 499.00) + packing 5.00
    expect(answer.message.order!.quote.price.value).toBe('326.90');
    expect(answer.message.order!.quote.breakup).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@ondc/org/item_id': 'basmati-classic',
          '@ondc/org/title_type': 'item',
          '@ondc/org/item_quantity': { count: 2 },
          price: { currency: 'INR', value: '278.00' },
        }),
        expect.objectContaining({
          '@ondc/org/item_id': 'basmati-classic',
          '@ondc/org/title_type': 'tax',
          price: { currency: 'INR', value: '13.90' },
        }),
        expect.objectContaining({ '@ondc/org/title_type': 'delivery', price: { currency: 'INR', value: '30.00' } }),
        expect.objectContaining({ '@ondc/org/title_type': 'packing', price: { currency: 'INR', value: '5.00' } }),
      ]),
    );
  });

  it('answers out of stock (40002) with the count available, and unknown or unlisted items (30004)', async () => {
    const short = await select([{ id: 'basmati-classic', quantity: { count: 41 } }]);
    expect(short.error).toMatchObject({ code: '40002' });
    expect(JSON.parse(short.error!.message)).toEqual([{ item_id: 'basmati-classic', error: '40002' }]);
    expect(short.message.order!.quote.breakup).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@ondc/org/item_id': 'basmati-classic', '@ondc/org/item_quantity': { count: 40 } }),
      ]),
    );
    const unknown = await select([
      { id: 'sona-masoori', quantity: { count: 1 } },
      { id: 'no-such-item', quantity: { count: 1 } },
    ]);
    expect(unknown.error).toMatchObject({ code: '30004' });
    expect(JSON.parse(unknown.error!.message)).toEqual([
      { item_id: 'sona-masoori', error: '30004' },
      { item_id: 'no-such-item', error: '30004' },
    ]);
  });

  it('answers a shop that does not sell on the network, and malformed lines, with a callback error', async () => {
    expect((await select([{ id: 'basmati-classic', quantity: { count: 1 } }], 'noir-threads')).error).toMatchObject({
      code: '30001',
    });
    expect((await select([{ id: 'basmati-classic', quantity: { count: 0 } }])).error).toMatchObject({ code: '30000' });
  });
});

async function init(
  items: Array<{ id: string; quantity: { count: number } }>,
  paymentType?: string,
): Promise<{ message: { order?: Record<string, unknown> }; error?: { code: string; message: string } }> {
  const caught = catchCallbacks();
  const billing = {
    name: 'Asha',
    phone: '9876543210',
    address: {
      name: 'Asha',
      building: '12',
      locality: 'Lajpat Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      country: 'IND',
      area_code: '110024',
    },
  };
  const order = {
    provider: { id: 'dilli-kirana', locations: [{ id: 'dilli-kirana-main' }] },
    items,
    billing,
    fulfillments: [{ id: '1', type: 'Delivery', end: { location: { gps: '28.56,77.24', address: billing.address } } }],
    ...(paymentType
      ? {
          payment: {
            type: paymentType,
            '@ondc/org/buyer_app_finder_fee_type': 'percent',
            '@ondc/org/buyer_app_finder_fee_amount': '3',
          },
        }
      : {}),
  };
  expect((await signedPost('init', requestBody('init', { message: { order } }))).status).toBe(200);
  expect(caught[0].url).toBe('https://buyer.test/ondc/on_init');
  const answer = JSON.parse(await caught[0].text());
  vi.restoreAllMocks();
  return answer;
}

describe('on_init: the payment terms', () => {
  it("offers prepaid through the buyer app and cash on delivery within the shop's rules", async () => {
    const prepaid = await init([{ id: 'basmati-classic', quantity: { count: 1 } }], 'ON-ORDER');
    expect(prepaid.error).toBeUndefined();
    expect(prepaid.message.order).toMatchObject({
      provider: { id: 'dilli-kirana' },
      billing: { name: 'Asha' },
      // 139.00 + 6.95 GST + 30.00 delivery + 5.00 packing
      quote: { price: { value: '180.95' } },
      // the lines as asked, with their counts
      items: [{ id: 'basmati-classic', fulfillment_id: '1', quantity: { count: 1 } }],
      payment: {
        type: 'ON-ORDER',
        '@ondc/org/buyer_app_finder_fee_amount': '3',
        '@ondc/org/settlement_details': [{ settlement_counterparty: 'seller-app' }],
      },
    });
    const cod = await init([{ id: 'basmati-classic', quantity: { count: 1 } }], 'ON-FULFILLMENT');
    expect(cod.message.order).toMatchObject({ payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP' } });
  });

  it('refuses cash on delivery for an item that is not on COD, and carries out-of-stock errors', async () => {
    await owner('PUT', 'dilli-kirana', '/ondc/items/basmati-classic', {
      fields: { ...FIELDS, available_on_cod: false },
    });
    expect((await init([{ id: 'basmati-classic', quantity: { count: 1 } }], 'ON-FULFILLMENT')).error).toMatchObject({
      code: '40000',
    });
    await owner('PUT', 'dilli-kirana', '/ondc/items/basmati-classic', { fields: FIELDS });
    expect((await init([{ id: 'basmati-classic', quantity: { count: 999 } }], 'ON-ORDER')).error).toMatchObject({
      code: '40002',
    });
  });
});

describe('variants as network items', () => {
  type Item = Record<string, any> & { id: string };
  const packsOf = async () => {
    const provider = (await search('std:011'))['bpp/providers'].find((p) => p.id === 'dilli-kirana')!;
    const packs = provider.items.filter((i) => i.parent_item_id === 'vg-basmati-classic') as Item[];
    return { provider, packs, fiveKg: packs.find((i) => i.price.value === '649.00')! };
  };

  it('lists each pack as its own item under a variant group, the first keeping the item id', async () => {
    const { provider, packs, fiveKg } = await packsOf();
    expect(packs.map((i: Item) => [i.id === 'basmati-classic', i.quantity.unitized.measure, i.price.value])).toEqual([
      [true, { unit: 'kilogram', value: '1' }, '139.00'],
      [false, { unit: 'kilogram', value: '5' }, '649.00'],
    ]);
    expect(fiveKg.id).toMatch(/^basmati-classic~[0-9a-f]{8}$/);
    // the packs share the item's stock
    expect(fiveKg.quantity.maximum).toEqual({ count: '40' });
    expect(provider.categories).toContainEqual({
      id: 'vg-basmati-classic',
      descriptor: { name: expect.stringContaining('Basmati') },
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
    });
  });

  it('quotes a pack at its own price and places that pack when the buyer app confirms it', async () => {
    const { fiveKg } = await packsOf();
    const quoted = await select([{ id: fiveKg.id, quantity: { count: 1 } }]);
    expect(quoted.error).toBeUndefined();
    // 649.00 + 5% GST 32.45 + packing 5.00 (delivery is free from 499.00)
    expect(quoted.message.order!.quote.price.value).toBe('686.45');

    const address = {
      name: 'Asha',
      building: '12',
      locality: 'Lajpat Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      country: 'IND',
      area_code: '110024',
    };
    const base = requestBody('confirm');
    const caught = catchCallbacks();
    const sent = await signedPost('confirm', {
      ...base,
      message: {
        order: {
          id: `net-variant-${crypto.randomUUID().slice(0, 8)}`,
          state: 'Created',
          provider: { id: 'dilli-kirana', locations: [{ id: 'dilli-kirana-main' }] },
          items: [{ id: fiveKg.id, fulfillment_id: '1', quantity: { count: 1 } }],
          billing: { name: 'Asha', phone: '9876543210', address },
          fulfillments: [
            {
              id: '1',
              type: 'Delivery',
              end: { location: { gps: '28.567700,77.243300', address }, contact: { phone: '9876543210' } },
            },
          ],
          payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP', status: 'NOT-PAID' },
        },
      },
    });
    expect(sent.status).toBe(200);
    const confirmed = JSON.parse(await caught[0].text()) as {
      message: { order: Record<string, any> };
      error?: unknown;
    };
    expect(confirmed.error).toBeUndefined();
    // the order holds the 5 kg pack at its price, and the network sees the pack's own id back
    expect(confirmed.message.order.items.map((i: Item) => i.id)).toEqual([fiveKg.id]);
    const line = await one<Record<string, unknown>>(
      'SELECT item_id, variant_label, unit_price FROM order_items ORDER BY rowid DESC LIMIT 1',
      'dilli-kirana',
    );
    expect(line).toEqual({ item_id: 'basmati-classic', variant_label: '5 kg', unit_price: 64900 });
  });
});
