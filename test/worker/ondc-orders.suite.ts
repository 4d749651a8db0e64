import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyFor, owner } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { drainOutbox } from '../../src/ondc/outbox';
import { signedInvoiceUrl } from '../../src/app/orders/invoice-link';
import { catchCallbacks, pinBuyer, requestBody, signedPost } from './ondc-buyer';
import { all, Buyer, createOrderShop, one } from './orders-helpers';

// Orders through the network (#39 step 3): confirm places the order through the storefront's own use case; status,
// track and cancel read and move it; stock stays right when the network and the storefront order at once.

const FIELDS = {
  manufacturer: 'Order Lab Foods, Delhi',
  net_quantity: '1 kg',
  country_of_origin: 'IND',
  veg: true,
  returnable: false,
  cancellable: true,
  time_to_ship: 'PT45M',
  available_on_cod: true,
};

async function networkShop(rules: Record<string, unknown> = {}): Promise<string> {
  const id = await createOrderShop({
    ...rules,
    PAYMENTS: {
      UPI: { enabled: true, vpa: 'orderlab@upi', payeeName: 'Order Lab' },
      COD: { enabled: true, maxOrderValue: 0 },
    },
  });
  const opted = await owner('PATCH', id, '/ondc', {
    enabled: true,
    domain: 'ONDC:RET10',
    fssai_licence: '10020011000123',
    consumer_care: { name: 'Order Lab', email: 'care@orderlab.test', phone: '9876500000' },
    city: 'std:011',
  });
  expect(opted.status).toBe(200);
  for (const item of ['rice', 'ghee', 'dal'])
    expect((await owner('PUT', id, `/ondc/items/${item}`, { fields: FIELDS })).status).toBe(200);
  return id;
}

const END = {
  location: {
    gps: '28.567700,77.263300',
    address: {
      name: 'Meera Sharma',
      building: 'B-14, Lane 3',
      locality: 'Lajpat Nagar',
      city: 'New Delhi',
      state: 'Delhi',
      country: 'IND',
      area_code: '110024',
    },
  },
  contact: { phone: '9811022334', email: 'meera@example.test' },
};

function confirmBody(
  storeId: string,
  items: { id: string; count: number }[],
  o: { payment?: string; txn?: string; end?: unknown; orderId?: string } = {},
) {
  const base = requestBody('confirm');
  return {
    context: { ...(base.context as object), ...(o.txn ? { transaction_id: o.txn } : {}) },
    message: {
      order: {
        id: o.orderId ?? `net-${crypto.randomUUID().slice(0, 12)}`,
        state: 'Created',
        provider: { id: storeId, locations: [{ id: `${storeId}-main` }] },
        items: items.map((i) => ({ id: i.id, fulfillment_id: '1', quantity: { count: i.count } })),
        billing: { name: 'Meera Sharma', phone: '9811022334', address: END.location.address },
        fulfillments: [{ id: '1', type: 'Delivery', end: o.end ?? END }],
        payment: { type: o.payment ?? 'ON-ORDER', collected_by: 'BAP', status: 'PAID' },
      },
    },
  };
}

type Callback = {
  context: { action: string; transaction_id: string };
  message: { order?: Record<string, any>; tracking?: Record<string, any> };
  error?: { code: string; message: string };
};

async function bodies(caught: Request[]): Promise<Callback[]> {
  return Promise.all(caught.map(async (r) => JSON.parse(await r.clone().text()) as Callback));
}

/** Sends one action and answers its callback (the one with the request's transaction). */
async function exchange(action: string, body: { context: object }): Promise<Callback> {
  const caught = catchCallbacks();
  const sent = await signedPost(action, body);
  expect(sent.status).toBe(200);
  expect(sent.json).toEqual({ message: { ack: { status: 'ACK' } } });
  const txn = (body.context as { transaction_id: string }).transaction_id;
  const found = (await bodies(caught)).find(
    (b) => b.context.action === `on_${action}` && b.context.transaction_id === txn,
  );
  vi.restoreAllMocks();
  expect(found).toBeDefined();
  return found!;
}

const stockOf = async (storeId: string, item: string) =>
  (await one<{ s: number }>('SELECT stock_qty AS s FROM items WHERE id = ?', storeId, item)).s;

let shop = '';
beforeAll(async () => {
  await pinBuyer();
  shop = await networkShop();
});
afterEach(() => vi.restoreAllMocks());

describe('ONDC orders', () => {
  it('confirms a prepaid order into the shop, then answers status and track, and cancels it for the buyer app', async () => {
    const body = confirmBody(shop, [{ id: 'rice', count: 2 }], { orderId: 'net-prepaid-1' });
    const confirmed = await exchange('confirm', body);
    expect(confirmed.error).toBeUndefined();
    const order = confirmed.message.order!;
    expect(order).toMatchObject({
      id: 'net-prepaid-1',
      state: 'Created',
      provider: { id: shop },
      items: [{ id: 'rice', quantity: { count: 2 } }],
      fulfillments: [{ id: '1', type: 'Delivery', state: { descriptor: { code: 'Pending' } }, end: END }],
      payment: { type: 'ON-ORDER', collected_by: 'BAP', status: 'PAID', params: { amount: '500.00' } },
      quote: { price: { currency: 'INR', value: '500.00' } },
    });
    const placed = await one<any>(
      'SELECT o.id, o.status, o.payment_method, o.total, o.uid FROM orders o JOIN ondc_orders n ON n.order_id = o.id WHERE n.network_order_id = ?',
      shop,
      'net-prepaid-1',
    );
    expect(placed).toMatchObject({ status: 'PLACED', payment_method: 'UPI', total: 50000 });
    expect(await stockOf(shop, 'rice')).toBe(8);
    // the owner's inbox names the buyer app it came through; a storefront order there names none
    const signIn = await fetchWith(env, `/admin/${shop}/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: new URLSearchParams({ key: await keyFor(shop) }).toString(),
    });
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    const inbox = await (await fetchWith(env, `/admin/${shop}`, { headers: { Cookie: cookie } })).text();
    expect(inbox).toContain('ONDC · buyer.test');
    expect(inbox).toContain('Ordered through the ONDC network from buyer.test');
    expect(inbox.match(/ONDC · buyer\.test/g)).toHaveLength(1);

    // the buyer app asks about it by its own order id
    const status = await exchange('status', requestBody('status', { message: { order_id: 'net-prepaid-1' } }) as never);
    expect(status.message.order).toMatchObject({ id: 'net-prepaid-1', state: 'Created' });
    // the owner accepts it: the buyer app is told at once (unsolicited on_status), and the next status says so
    const told = catchCallbacks();
    expect((await owner('POST', shop, `/orders/${placed.id}/status`, { status: 'ACCEPTED' })).status).toBe(200);
    await vi.waitFor(async () => {
      const unsolicited = (await bodies(told)).find((b) => b.context.action === 'on_status');
      expect(unsolicited).toMatchObject({
        context: { transaction_id: body.context.transaction_id, bap_id: 'buyer.test', bpp_id: 'localhost' },
        message: { order: { id: 'net-prepaid-1', state: 'Accepted' } },
      });
    });
    expect(told[0].headers.get('Authorization')).toMatch(/^Signature keyId="localhost\|/);
    vi.restoreAllMocks();
    const accepted = await exchange(
      'status',
      requestBody('status', { message: { order_id: 'net-prepaid-1' } }) as never,
    );
    expect(accepted.message.order).toMatchObject({ state: 'Accepted' });
    const track = await exchange('track', requestBody('track', { message: { order_id: 'net-prepaid-1' } }) as never);
    expect(track.message.tracking).toMatchObject({ status: 'inactive' });
    expect(track.message.tracking!.url).toContain(placed.id);

    // a cancel needs a buyer reason code; a wrong one changes nothing
    const wrong = await exchange(
      'cancel',
      requestBody('cancel', { message: { order_id: 'net-prepaid-1', cancellation_reason_id: '999' } }) as never,
    );
    expect(wrong.error).toMatchObject({ code: '30000' });
    expect((await one<any>('SELECT status FROM orders WHERE id = ?', shop, placed.id)).status).toBe('ACCEPTED');
    // accepted: too late for the shopper's own cancel rules, so the buyer app is told why
    const late = await exchange(
      'cancel',
      requestBody('cancel', { message: { order_id: 'net-prepaid-1', cancellation_reason_id: '010' } }) as never,
    );
    expect(late.error).toMatchObject({ code: '50001' });
    expect(late.message.order).toMatchObject({ state: 'Accepted' });
  });

  it('cancels a new cash-on-delivery order for the buyer app and gives its stock back', async () => {
    const before = await stockOf(shop, 'rice');
    const body = confirmBody(shop, [{ id: 'rice', count: 1 }], { payment: 'ON-FULFILLMENT' });
    const confirmed = await exchange('confirm', body);
    expect(confirmed.message.order).toMatchObject({
      state: 'Created',
      payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP', status: 'NOT-PAID' },
    });
    expect(await stockOf(shop, 'rice')).toBe(before - 1);
    const networkId = confirmed.message.order!.id as string;
    const cancelled = await exchange(
      'cancel',
      requestBody('cancel', { message: { order_id: networkId, cancellation_reason_id: '010' } }) as never,
    );
    expect(cancelled.error).toBeUndefined();
    expect(cancelled.message.order).toMatchObject({
      state: 'Cancelled',
      cancellation: { cancelled_by: 'buyer.test', reason: { id: '010' } },
      // retail 1.2.5: the Delivery fulfillment says who asked and its state before; a Cancel one gives the bill back
      fulfillments: [
        {
          type: 'Delivery',
          state: { descriptor: { code: 'Cancelled' } },
          tags: [
            {
              code: 'cancel_request',
              list: [
                { code: 'reason_id', value: '010' },
                { code: 'initiated_by', value: 'buyer.test' },
              ],
            },
            {
              code: 'precancel_state',
              // dated as on_confirm dated the order, so the buyer app can match the two
              list: [
                { code: 'fulfillment_state', value: 'Pending' },
                { code: 'updated_at', value: confirmed.message.order!.updated_at },
              ],
            },
          ],
        },
        { id: 'C1', type: 'Cancel', state: { descriptor: { code: 'Cancelled' } } },
      ],
      items: [
        { id: 'rice', fulfillment_id: '1', quantity: { count: 0 } },
        { id: 'rice', fulfillment_id: 'C1', quantity: { count: 1 } },
      ],
      quote: { price: { value: '0.00' } },
    });
    expect(await stockOf(shop, 'rice')).toBe(before);
  });

  it("the console inbox's move button tells the buyer app too (unsolicited on_status)", async () => {
    const confirmed = await exchange(
      'confirm',
      confirmBody(shop, [{ id: 'dal', count: 1 }], { payment: 'ON-FULFILLMENT' }),
    );
    const networkId = confirmed.message.order!.id as string;
    const [{ order_id: orderId }] = await all(
      'SELECT order_id FROM ondc_orders WHERE network_order_id = ?',
      shop,
      networkId,
    );
    const form = (fields: Record<string, string>, cookie = '') => ({
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
    const signIn = await fetchWith(env, `/admin/${shop}/sign-in`, form({ key: await keyFor(shop) }));
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    const told = catchCallbacks();
    const moved = await fetchWith(env, `/admin/${shop}/orders/${orderId}/move`, form({ to: 'ACCEPTED' }, cookie));
    expect(moved.headers.get('Location')).toBe(`/admin/${shop}?moved=${orderId}`);
    await vi.waitFor(async () => {
      const unsolicited = (await bodies(told)).find((b) => b.context.action === 'on_status');
      expect(unsolicited?.message.order).toMatchObject({ id: networkId, state: 'Accepted' });
    });
    vi.restoreAllMocks();
  });

  it('answers a confirm sent again for the same transaction with the same order, not a second one', async () => {
    const txn = `txn-again-${crypto.randomUUID()}`;
    const first = await exchange('confirm', confirmBody(shop, [{ id: 'dal', count: 1 }], { txn }));
    const again = await exchange('confirm', confirmBody(shop, [{ id: 'dal', count: 1 }], { txn }));
    expect(again.message.order!.id).toBe(first.message.order!.id);
    const rows = await all('SELECT order_id FROM ondc_orders WHERE transaction_id = ?', shop, txn);
    expect(rows).toHaveLength(1);
    // the owner rejects it: the buyer app gets on_cancel, cancelled by the seller with reason 005
    const told = catchCallbacks();
    const rejected = await owner('POST', shop, `/orders/${rows[0].order_id}/status`, { status: 'REJECTED' });
    expect(rejected.status).toBe(200);
    await vi.waitFor(async () => {
      const unsolicited = (await bodies(told)).find((b) => b.context.action === 'on_cancel');
      expect(unsolicited?.message.order).toMatchObject({
        state: 'Cancelled',
        cancellation: { cancelled_by: shop, reason: { id: '005' } },
      });
    });
  });

  it('refuses in the callback what it cannot place, and places nothing', async () => {
    const count = async () => (await one<{ n: number }>('SELECT COUNT(*) AS n FROM orders', shop)).n;
    const before = await count();
    const short = await exchange('confirm', confirmBody(shop, [{ id: 'ghee', count: 3 }]));
    expect(short.error).toMatchObject({ code: '40002' });
    const unknown = await exchange('confirm', confirmBody(shop, [{ id: 'tea', count: 1 }]));
    expect(unknown.error).toMatchObject({ code: '30004' });
    const noAddress = await exchange('confirm', confirmBody(shop, [{ id: 'dal', count: 1 }], { end: { contact: {} } }));
    expect(noAddress.error).toMatchObject({ code: '30000', message: expect.stringContaining('area_code') });
    const badPayment = await exchange('confirm', confirmBody(shop, [{ id: 'dal', count: 1 }], { payment: 'LATER' }));
    expect(badPayment.error).toMatchObject({ code: '30000' });
    const nobody = await exchange(
      'status',
      requestBody('status', { message: { order_id: 'never-confirmed' } }) as never,
    );
    expect(nobody.error).toMatchObject({ code: '40000' });
    expect(await count()).toBe(before);
  });

  it('never answers 5xx to junk inside a signed confirm, status, cancel or track (fuzz), and places nothing', async () => {
    catchCallbacks();
    const count = async () => (await one<{ n: number }>('SELECT COUNT(*) AS n FROM orders', shop)).n;
    const before = await count();
    let deep: unknown = 'x';
    for (let i = 0; i < 60; i++) deep = { order: deep };
    const orders: unknown[] = [
      null,
      'order',
      [],
      { provider: { id: shop }, items: 'rice' },
      { provider: { id: shop }, items: [{ id: 'rice', quantity: { count: '2' } }] },
      { provider: { id: shop }, items: [{ id: 'rice', quantity: { count: 1 } }], fulfillments: 'x', billing: [] },
      {
        provider: { id: shop },
        items: [{ id: 'rice', quantity: { count: 1 } }],
        fulfillments: [{ end: { location: 5 } }],
      },
      {
        provider: { id: shop },
        items: [{ id: 'rice', quantity: { count: 1 } }],
        fulfillments: [
          { end: { ...END, location: { ...END.location, address: { ...END.location.address, name: '\ud800' } } } },
        ],
        payment: 'ON-ORDER',
      },
      { provider: { id: shop }, items: [{ id: 'rice%2F..', quantity: { count: 1 } }], fulfillments: [{ end: END }] },
      { provider: { id: shop }, items: [{ id: 'rice', quantity: { count: 1e9 } }], fulfillments: [{ end: END }] },
      deep,
    ];
    for (const order of orders) {
      const sent = await signedPost('confirm', { ...requestBody('confirm'), message: { order } });
      expect(sent.status).toBeLessThan(500);
    }
    for (const [action, message] of [
      ['status', { order_id: { $ne: 1 } }],
      ['status', { order_id: '\ud800' }],
      ['track', { order_id: 'x'.repeat(5000) }],
      ['cancel', { order_id: 'net-prepaid-1', cancellation_reason_id: ['010'] }],
      ['cancel', { order_id: null, cancellation_reason_id: '010' }],
      ['status', deep],
    ] as const) {
      const sent = await signedPost(action, requestBody(action, { message: message as Record<string, unknown> }));
      expect(sent.status).toBeLessThan(500);
      expect(typeof sent.json).toBe('object');
    }
    expect(await count()).toBe(before);
  });

  it("answers support with the shop's consumer care, keeps ratings, and takes settlement updates but not part cancels", async () => {
    const body = confirmBody(shop, [{ id: 'dal', count: 1 }], { orderId: 'net-after-sale' });
    expect((await exchange('confirm', body)).error).toBeUndefined();
    const txn = { transaction_id: body.context.transaction_id };
    const ask = (action: string, message: Record<string, unknown>) =>
      exchange(action, requestBody(action, { context: txn, message }) as never);

    const care = await ask('support', { support: { ref_id: 'net-after-sale' } });
    expect(care.error).toBeUndefined();
    expect((care.message as any).support).toMatchObject({
      ref_id: 'net-after-sale',
      phone: '9876500000',
      email: 'care@orderlab.test',
    });
    expect((await ask('support', { support: { ref_id: 'net-nobody' } })).error).toMatchObject({ code: '40000' });

    const ratingsOf = async () =>
      (
        await one<{ r: string | null }>(
          "SELECT json_extract(confirmed, '$.ratings') AS r FROM ondc_orders WHERE network_order_id = ?",
          shop,
          'net-after-sale',
        )
      ).r;
    const bad = await ask('rating', { ratings: [{ rating_category: 'Order', id: 'net-after-sale', value: '9' }] });
    expect(bad.error).toMatchObject({ code: '30000', message: 'ratings[0].value must be "1" to "5".' });
    expect(await ratingsOf()).toBeNull();
    // two ratings at once: both kept
    const heard = catchCallbacks();
    const sent = await Promise.all(
      [
        { rating_category: 'Order', id: 'net-after-sale', value: '4' },
        { rating_category: 'Item', id: 'dal', value: '5' },
      ].map((rating) => signedPost('rating', requestBody('rating', { context: txn, message: { ratings: [rating] } }))),
    );
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    await vi.waitFor(async () => {
      const acks = (await bodies(heard)).filter((b) => b.context.action === 'on_rating');
      expect(acks.map((b) => b.message)).toEqual([
        { feedback_ack: true, rating_ack: true },
        { feedback_ack: true, rating_ack: true },
      ]);
    });
    vi.restoreAllMocks();
    expect(JSON.parse((await ratingsOf())!)).toEqual({ 'Order:net-after-sale': 4, 'Item:dal': 5 });
    const elsewhere = await ask('rating', { ratings: [{ rating_category: 'Order', id: 'net-nobody', value: '3' }] });
    expect(elsewhere.error).toMatchObject({ code: '40000' });

    const settlement = [
      {
        settlement_counterparty: 'seller-app',
        settlement_phase: 'sale-amount',
        settlement_type: 'upi',
        settlement_amount: '120.00',
        settlement_timestamp: new Date().toISOString(),
      },
    ];
    const paid = await ask('update', {
      update_target: 'payment',
      order: { id: 'net-after-sale', fulfillments: [], payment: { '@ondc/org/settlement_details': settlement } },
    });
    expect(paid.error).toBeUndefined();
    expect(paid.message.order!.payment['@ondc/org/settlement_details']).toEqual(settlement);
    const partCancel = await ask('update', {
      update_target: 'item',
      order: {
        id: 'net-after-sale',
        fulfillments: [{ type: 'Cancel' }],
        items: [{ id: 'dal', quantity: { count: 0 } }],
      },
    });
    expect(partCancel.error).toMatchObject({ code: '40000' });
    expect(partCancel.message.order).toMatchObject({ id: 'net-after-sale', state: 'Created' });
    const placed = await one<any>(
      'SELECT o.status FROM orders o JOIN ondc_orders n ON n.order_id = o.id WHERE n.network_order_id = ?',
      shop,
      'net-after-sale',
    );
    expect(placed.status).toBe('PLACED');
    expect((await ask('update', { update_target: 'everything', order: {} })).error).toMatchObject({ code: '30000' });

    // junk inside signed rating, support and update: never 5xx, always JSON
    let deep: unknown = 'x';
    for (let i = 0; i < 60; i++) deep = { ratings: deep };
    for (const [action, message] of [
      ['rating', { ratings: 'five' }],
      ['rating', { ratings: [{ rating_category: 'Order', id: '"].x', value: '5' }] }],
      ['rating', { ratings: Array.from({ length: 500 }, () => ({ rating_category: 'Item', id: 'dal', value: '5' })) }],
      ['rating', deep],
      ['support', { support: { ref_id: { $ne: 1 } } }],
      ['support', { support: '\ud800' }],
      ['update', { update_target: 'payment', order: { payment: { '@ondc/org/settlement_details': 'x' } } }],
      ['update', { update_target: ['item'], order: deep }],
    ] as const) {
      catchCallbacks();
      const sent = await signedPost(action, requestBody(action, { context: txn, message: message as never }));
      expect(sent.status).toBeLessThan(500);
      expect(typeof sent.json).toBe('object');
    }
  });

  it("on_status carries the invoice link once the order is picked up; it opens that order's invoice only, until it expires", async () => {
    const gstShop = await networkShop({ GST: true });
    expect(
      (await owner('PATCH', gstShop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status,
    ).toBe(200);
    const ids: string[] = [];
    for (const orderId of ['net-doc-1', 'net-doc-2']) {
      expect(
        (await exchange('confirm', confirmBody(gstShop, [{ id: 'rice', count: 1 }], { orderId }))).error,
      ).toBeUndefined();
      ids.push(
        (
          await one<{ id: string }>(
            'SELECT order_id AS id FROM ondc_orders WHERE network_order_id = ?',
            gstShop,
            orderId,
          )
        ).id,
      );
    }
    const moveAndHear = async (status: string) => {
      const told = catchCallbacks();
      expect((await owner('POST', gstShop, `/orders/${ids[0]}/status`, { status })).status).toBe(200);
      let heard: Callback | undefined;
      await vi.waitFor(async () => {
        heard = (await bodies(told)).find((b) => b.context.action === 'on_status');
        expect(heard).toBeDefined();
      });
      vi.restoreAllMocks();
      return heard!.message.order!;
    };
    await moveAndHear('ACCEPTED');
    expect((await moveAndHear('PACKED')).documents).toBeUndefined();
    const picked = await moveAndHear('SHIPPED');
    expect(picked.documents).toEqual([{ url: expect.stringMatching(/^http:\/\/localhost\//), label: 'Invoice' }]);
    const link = new URL(picked.documents[0].url);
    expect(link.pathname).toBe(`/${gstShop}/track/${ids[0]}/invoice.pdf`);

    // no session, no owner key: the link alone opens the PDF
    const pdf = await fetchWith(env, `${link.pathname}${link.search}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    // a wrong signature, the other order, another shop, an expired link, junk: nothing
    const sig = link.searchParams.get('sig')!;
    const wrongSig = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    const expired = new URL(
      (await signedInvoiceUrl(env, 'http://localhost', gstShop, ids[0], Date.now() - 31 * 86400_000))!,
    );
    for (const path of [
      `${link.pathname}?exp=${link.searchParams.get('exp')}&sig=${wrongSig}`,
      `${link.pathname}?exp=${Number(link.searchParams.get('exp')) + 1}&sig=${sig}`,
      `/${gstShop}/track/${ids[1]}/invoice.pdf${link.search}`,
      `/${shop}/track/${ids[0]}/invoice.pdf${link.search}`,
      `${expired.pathname}${expired.search}`,
      `${link.pathname}?exp=abc&sig=${sig}`,
      `${link.pathname}?exp=1&sig=${'A'.repeat(5000)}`,
      `${link.pathname}?sig=%ED%A0%80`,
      link.pathname,
    ]) {
      const res = await fetchWith(env, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type')).not.toBe('application/pdf');
    }
    // the buyer app's own status asks carry the link too
    const status = await exchange('status', requestBody('status', { message: { order_id: 'net-doc-1' } }) as never);
    expect(status.message.order!.documents[0].url).toContain(`/${gstShop}/track/${ids[0]}/invoice.pdf?exp=`);
  });

  it('never sells more than the stock when 20 network confirms and 20 storefront orders race for the last 10 units', async () => {
    const racing = await networkShop();
    // the storefront's 20 shoppers, each with one unit of rice in the bag and an address
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const b = await Buyer.signIn(racing);
        const address = await b.addAddress();
        await b.add('rice', { selectedQuantity: 1 });
        return { b, address };
      }),
    );
    expect(await stockOf(racing, 'rice')).toBe(10);
    catchCallbacks();
    const network = Array.from({ length: 20 }, () => confirmBody(racing, [{ id: 'rice', count: 1 }]));
    const [sent, shopReplies] = await Promise.all([
      Promise.all(network.map((body) => signedPost('confirm', body))),
      Promise.all(shoppers.map(({ b, address }) => b.place({ address_id: address, payment_method: 'COD' }))),
    ]);
    for (const s of sent) expect(s.status).toBe(200);
    // every answer is in the outbox before its ACK (what was sent already, or will be on the next drain)
    const txns = new Set(network.map((b) => (b.context as { transaction_id: string }).transaction_id));
    const { results } = await env.DB.prepare(
      "SELECT body FROM ondc_outbox WHERE url = 'https://buyer.test/ondc/on_confirm'",
    ).all<{ body: string }>();
    const onConfirm = new Map<string, Callback>();
    for (const row of results) {
      const c = JSON.parse(row.body) as Callback;
      if (txns.has(c.context.transaction_id)) onConfirm.set(c.context.transaction_id, c);
    }
    expect(onConfirm.size).toBe(20);
    const networkWins = [...onConfirm.values()].filter((c) => !c.error).length;
    for (const c of onConfirm.values()) if (c.error) expect(c.error.code).toBe('40002');
    const shopWins = shopReplies.filter((r) => r.body.status === 1).length;
    for (const r of shopReplies.filter((x) => x.body.status !== 1)) {
      expect(r.http).toBeGreaterThanOrEqual(400);
      expect(r.http).toBeLessThan(500);
      expect(r.body).toMatchObject({ status: 0, rsn: expect.any(String) });
    }
    expect(networkWins + shopWins).toBe(10);
    expect(await stockOf(racing, 'rice')).toBe(0);
    const sold = await one<{ n: number }>(
      "SELECT COALESCE(SUM(i.qty), 0) AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.item_id = 'rice' AND o.status NOT IN ('CANCELLED', 'REJECTED')",
      racing,
    );
    expect(sold.n).toBe(10);
    const networkOrders = await one<{ n: number }>('SELECT COUNT(*) AS n FROM ondc_orders', racing);
    expect(networkOrders.n).toBe(networkWins);
    // a callback whose try lost the race is retried: due now, the next drains deliver every one
    await env.DB.prepare('UPDATE ondc_outbox SET next_attempt_at = 0 WHERE delivered_at IS NULL').run();
    const pending = async () =>
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM ondc_outbox WHERE delivered_at IS NULL').first<{
          n: number;
        }>()
      )?.n ?? 0;
    for (let round = 0; round < 10 && (await pending()) > 0; round++) await drainOutbox(env);
    expect(await pending()).toBe(0);
  });
});
