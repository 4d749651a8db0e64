// `npm run ondc:flows`: walks ONDC's retail flows against a running storefront (`npm start`; BASE, default
// http://127.0.0.1:8787) with the mock buyer app of test/ondc/buyer-app.mjs, and writes one file per flow,
// .wrangler/ondc-flows/{RET10|RET12}-{flow}.json, holding exactly the body to POST to ONDC's log validator's
// /api/validate ({ domain, version, bap_id, bpp_id, flow, payload }). With VALIDATOR set (the validator's address,
// e.g. http://127.0.0.1:3008) each file is also posted there and its answer written beside it as *.validator.json.
// Development only: it pins the buyer app with the dev_operator key and opts the demo shops in with their
// development owner keys (docs/ondc.md). ONDC_NODE (default {BASE}/ondc) is where the ONDC requests go and
// BUYER_HOST the mock buyer's name: docs/ondc.md runs them on seller.ondc.test and buyer.ondc.test for the validator.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { startBuyerApp } from '../test/ondc/buyer-app.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const BASE = (process.env.BASE || 'http://127.0.0.1:8787').replace(/\/+$/, '');
const OUT = join(root, '.wrangler', 'ondc-flows');
const NODE = (process.env.ONDC_NODE || `${BASE}/ondc`).replace(/\/+$/, '');

async function api(method, path, key, body) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', connection: 'close' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
const owner = (storeId, method, sub, body) =>
  api(method, `/admin/api/stores/${storeId}${sub}`, `dev_owner_${storeId}`, body);

const SHOPS = {
  'ONDC:RET10': {
    storeId: 'dilli-kirana',
    city: 'std:011',
    optIn: { fssai_licence: '10020011000123' },
    gstin: '07AAJPA4821K1ZU',
    // demo declarations of a packed food (the validator asks them of dairy, snacks and sweets items)
    fields: {
      veg: true,
      nutritional_info: 'Per 100 g: energy 350 kcal, protein 10 g, carbohydrate 70 g, fat 2 g',
      additives_info: 'None',
      brand_owner_fssai: '10012011000456',
    },
    // demo product codes: EANs under India's GS1 prefix 890 with their check digit (the demo items are made up)
    productCode: (i) => `1:${ean13(`8901002${String(i).padStart(5, '0')}`)}`,
    buyer: { city: 'New Delhi', state: 'Delhi', area_code: '110024', gps: '28.567700,77.253300' },
  },
  'ONDC:RET12': {
    storeId: 'noir-threads',
    city: 'std:022',
    optIn: {},
    gstin: '27AMQPK7319D1ZU',
    // the demo boutique saved no map pin: Pali Hill, Bandra West, where its about page puts it (the network needs GPS)
    gps: { lat: 19.0596, lng: 72.8295 },
    // demo attributes of a fashion item (the validator's category checks)
    // (the size chart a made-up link under RFC 2606's .example: the demo boutique has no chart of its own)
    fields: {
      gender: 'unisex',
      brand: 'Noir Threads',
      colour: '#1A1A1A',
      size: 'M',
      fabric: 'Cotton',
      size_chart: 'https://noir-threads.example/size-chart.png',
    },
    // HSN 6109: T-shirts and vests, knitted (the boutique's demo tops)
    productCode: () => '4:6109',
    buyer: { city: 'Mumbai', state: 'Maharashtra', area_code: '400050', gps: '19.059600,72.829500' },
  },
};
const FIELDS = {
  manufacturer: 'The shop, as packer',
  net_quantity: '1 unit',
  country_of_origin: 'IND',
  returnable: false,
  cancellable: true,
  time_to_ship: 'PT1H',
  available_on_cod: true,
};

function ean13(first12) {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** Opts the demo shop in and fills the network fields of its first items, so they are listed. */
async function prepareShop(domain) {
  const s = SHOPS[domain];
  await owner(s.storeId, 'PATCH', '/ondc', {
    enabled: true,
    domain,
    city: s.city,
    consumer_care: { name: 'Customer care', email: `care@${s.storeId}.example`, phone: '9810012345' },
    ...s.optIn,
  });
  const payments = await owner(s.storeId, 'GET', '/payments');
  if (!payments.payments?.UPI?.enabled)
    await owner(s.storeId, 'PATCH', '/payments', {
      UPI: { enabled: true, vpa: `${s.storeId.replace(/-/g, '')}@okaxis`, payeeName: s.storeId },
    });
  const rules = await owner(s.storeId, 'GET', '/cart-rules');
  if (s.gps && !rules.cartRules?.LAT_LNG) await owner(s.storeId, 'PATCH', '/cart-rules', { LAT_LNG: s.gps });
  // the GST registration the shop's about page already shows (its invoices and the network's bpp_terms use it)
  const gst = await owner(s.storeId, 'GET', '/gst');
  if (!gst.gst?.gstin)
    await owner(s.storeId, 'PATCH', '/gst', { gstin: s.gstin, legalName: s.storeId, address: 'As on the about page' });
  const { items } = await owner(s.storeId, 'GET', '/ondc');
  for (const [i, item] of items.slice(0, 12).entries())
    await owner(s.storeId, 'PUT', `/ondc/items/${item.id}`, {
      fields: { ...FIELDS, ...s.fields, product_code: s.productCode(i) },
    });
}

function endOf(domain) {
  const b = SHOPS[domain].buyer;
  return {
    location: {
      gps: b.gps,
      address: {
        name: 'Meera Sharma',
        building: 'B-14, Lane 3',
        locality: 'Main Market',
        city: b.city,
        state: b.state,
        country: 'IND',
        area_code: b.area_code,
      },
    },
    contact: { phone: '9811022334', email: 'meera@example.com' },
  };
}
const billingOf = (domain) => {
  const now = new Date().toISOString();
  return {
    name: 'Meera Sharma',
    address: endOf(domain).location.address,
    phone: '9811022334',
    email: 'meera@example.com',
    created_at: now,
    updated_at: now,
  };
};

/** One flow's exchange: each request and its callback under the validator's key names. */
class Flow {
  constructor(buyer, domain, bppId) {
    this.buyer = buyer;
    this.domain = domain;
    this.bppId = bppId;
    this.transactionId = randomUUID();
    this.payload = {};
  }
  context(action, city = SHOPS[this.domain].city) {
    return this.buyer.context(action, {
      domain: this.domain,
      city,
      transactionId: this.transactionId,
      bppId: this.bppId,
      bppUri: NODE,
    });
  }
  /** Sends `action`, waits for its callback, keeps both (under `key` and `on_{key}`). */
  async exchange(action, message, key = action, pick, city) {
    const context = this.context(action, city);
    const body = { context, message: typeof message === 'function' ? message(context) : message };
    const after = this.buyer.received.length;
    const sent = await this.buyer.send(NODE, body);
    if (sent.reply?.message?.ack?.status !== 'ACK') throw new Error(`${action}: ${JSON.stringify(sent.reply)}`);
    this.payload[key] = body;
    const answer = await this.buyer.callback(`on_${action}`, this.transactionId, { pick, after });
    this.payload[`on_${key}`] = answer;
    return answer;
  }
}

const FINDER_FEE = { '@ondc/org/buyer_app_finder_fee_type': 'percent', '@ondc/org/buyer_app_finder_fee_amount': '3' };

async function searchAndPick(flow, wanted) {
  const onSearch = await flow.exchange(
    'search',
    { intent: { fulfillment: { type: 'Delivery' }, payment: FINDER_FEE } },
    'search',
  );
  const storeId = SHOPS[flow.domain].storeId;
  const provider = onSearch.message.catalog['bpp/providers'].find((p) => p.id === storeId);
  if (!provider) throw new Error(`${storeId} is not in the ${flow.domain} catalogue`);
  // a pack-priced item shows the item's own price (0 when only its packs are priced): not orderable yet
  const items = provider.items
    .filter((i) => Number(i.quantity.available.count) >= 5 && Number(i.price.value) > 0)
    .slice(0, wanted);
  if (items.length < wanted) throw new Error(`${storeId} lists fewer than ${wanted} items with stock`);
  return { provider, items };
}

const orderBase = (flow, provider, lines, withFulfillment = false) => ({
  provider: { id: provider.id, locations: [{ id: provider.locations[0].id }] },
  items: lines.map((l) => ({
    id: l.id,
    location_id: provider.locations[0].id,
    quantity: { count: l.count },
    ...(withFulfillment ? { fulfillment_id: '1' } : {}),
  })),
});

/** search, select, init, confirm: answers the confirmed order. */
async function placeThrough(flow, payment, { outOfStockFirst = false } = {}) {
  const { provider, items } = await searchAndPick(flow, 2);
  const lines = items.map((i) => ({ id: i.id, count: 1 }));
  const end = endOf(flow.domain);
  if (outOfStockFirst) {
    const tooMany = [{ id: items[0].id, count: Number(items[0].quantity.available.count) + 5 }, lines[1]];
    await flow.exchange(
      'select',
      {
        order: {
          ...orderBase(flow, provider, tooMany),
          fulfillments: [
            { end: { location: { gps: end.location.gps, address: { area_code: end.location.address.area_code } } } },
          ],
        },
      },
      'select_out_of_stock',
    );
  }
  await flow.exchange('select', {
    order: {
      ...orderBase(flow, provider, lines),
      fulfillments: [
        { end: { location: { gps: end.location.gps, address: { area_code: end.location.address.area_code } } } },
      ],
    },
  });
  const billing = billingOf(flow.domain);
  const endWithPerson = { ...end, person: { name: billing.name } };
  const onInit = await flow.exchange('init', {
    order: {
      ...orderBase(flow, provider, lines, true),
      billing,
      fulfillments: [{ id: '1', type: 'Delivery', end: endWithPerson }],
      payment: { type: payment, ...FINDER_FEE },
    },
  });
  const initOrder = onInit.message.order;
  // the buyer app creates its order at the confirm: order.created_at is the confirm's own timestamp
  const onConfirm = await flow.exchange('confirm', ({ timestamp }) => ({
    order: {
      id: `O${Date.now()}`,
      state: 'Created',
      ...orderBase(flow, provider, lines, true),
      billing,
      fulfillments: [{ id: '1', type: 'Delivery', tracking: false, end: endWithPerson }],
      quote: initOrder.quote,
      tags: [
        // the seller's terms as on_init gave them, and the buyer app's own
        ...(initOrder.tags ?? []),
        {
          code: 'bap_terms',
          list: [
            { code: 'accept_bpp_terms', value: 'Y' },
            { code: 'tax_number', value: '07AAACB1234C1ZV' },
          ],
        },
      ],
      payment: {
        ...initOrder.payment,
        // the buyer app collects a prepaid order itself; cash on delivery is the seller's to collect
        collected_by: payment === 'ON-ORDER' ? 'BAP' : 'BPP',
        status: payment === 'ON-ORDER' ? 'PAID' : 'NOT-PAID',
        // cash on delivery: the seller collects, and settles the buyer app's fee to the buyer app's account
        ...(payment === 'ON-FULFILLMENT'
          ? {
              '@ondc/org/settlement_details': [
                {
                  settlement_counterparty: 'buyer-app',
                  settlement_phase: 'sale-amount',
                  settlement_type: 'upi',
                  beneficiary_name: 'Mock buyer app',
                  upi_address: 'mockbuyer@okaxis',
                },
              ],
            }
          : {}),
        params: {
          currency: 'INR',
          amount: initOrder.quote.price.value,
          ...(payment === 'ON-ORDER' ? { transaction_id: randomUUID() } : {}),
        },
      },
      created_at: timestamp,
      updated_at: timestamp,
    },
  }));
  if (onConfirm.error) throw new Error(`on_confirm refused: ${JSON.stringify(onConfirm.error)}`);
  return onConfirm.message.order;
}

/** The owner walks the order to delivery in the console's steps; each move reaches the buyer app as on_status. */
async function deliver(flow, order) {
  const storeId = SHOPS[flow.domain].storeId;
  // the shop's own id of the order the network knows by order.id: the shop's newest (the flows run one at a time)
  const shopOrderId = (await owner(storeId, 'GET', '/orders?limit=1')).orders[0].order_id;
  const fulfilment = (b) => b.message?.order?.fulfillments?.[0]?.state?.descriptor?.code;
  // accepted, the order is pending its packing: the buyer app's status asks for it (on_status_pending)
  let after = flow.buyer.received.length;
  await owner(storeId, 'POST', `/orders/${shopOrderId}/status`, { status: 'ACCEPTED' });
  await flow.buyer.callback('on_status', flow.transactionId, { after, pick: (b) => fulfilment(b) === 'Pending' });
  await flow.exchange('status', { order_id: order.id }, 'status', (b) => fulfilment(b) === 'Pending');
  flow.payload.on_status_pending = flow.payload.on_status;
  delete flow.payload.status;
  delete flow.payload.on_status;
  const moves = [
    ['PACKED', 'on_status_packed', 'Packed'],
    ['SHIPPED', 'on_status_picked', 'Order-picked-up'],
    ['DELIVERED', 'on_status_delivered', 'Order-delivered'],
  ];
  for (const [status, key, state] of moves) {
    after = flow.buyer.received.length;
    await owner(storeId, 'POST', `/orders/${shopOrderId}/status`, { status });
    flow.payload[key] = await flow.buyer.callback('on_status', flow.transactionId, {
      after,
      pick: (b) => fulfilment(b) === state,
    });
    if (status === 'SHIPPED') await flow.exchange('track', { order_id: order.id });
  }
}

/**
 * Flow 1: the full catalogue, then the owner changes an item's stock and the buyer app asks for what changed since
 * (an incremental search, every city: `*`), which carries only that item.
 */
async function fullThenIncrementalCatalogue(flow) {
  const { items } = await searchAndPick(flow, 1);
  const since = new Date(Date.now() - 1000).toISOString();
  const storeId = SHOPS[flow.domain].storeId;
  const { item } = await owner(storeId, 'GET', `/items/${items[0].id}`);
  await owner(storeId, 'PATCH', `/items/${items[0].id}`, { STOCK_QTY: Math.max(0, item.STOCK_QTY - 1) });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await flow.exchange(
    'search',
    ({ timestamp }) => ({
      intent: {
        payment: FINDER_FEE,
        tags: [
          {
            code: 'catalog_inc',
            list: [
              { code: 'start_time', value: since },
              { code: 'end_time', value: timestamp },
            ],
          },
        ],
      },
    }),
    'search_inc_refresh',
    undefined,
    '*',
  );
}

const FLOWS = [
  { domain: 'ONDC:RET10', flow: '1', run: fullThenIncrementalCatalogue },
  { domain: 'ONDC:RET10', flow: '2', run: async (f) => deliver(f, await placeThrough(f, 'ON-ORDER')) },
  { domain: 'ONDC:RET10', flow: '012', run: async (f) => deliver(f, await placeThrough(f, 'ON-FULFILLMENT')) },
  {
    domain: 'ONDC:RET10',
    flow: '3',
    run: async (f) => deliver(f, await placeThrough(f, 'ON-ORDER', { outOfStockFirst: true })),
  },
  {
    domain: 'ONDC:RET10',
    flow: '4',
    run: async (f) => {
      const order = await placeThrough(f, 'ON-ORDER');
      await f.exchange('cancel', {
        order_id: order.id,
        cancellation_reason_id: '010',
        descriptor: { name: 'fulfillment', short_desc: order.fulfillments?.[0]?.id ?? '1' },
      });
    },
  },
  { domain: 'ONDC:RET12', flow: '2', run: async (f) => deliver(f, await placeThrough(f, 'ON-ORDER')) },
];

/** The search of every flow goes under the validator's full-catalogue names. */
function renameForValidator(payload) {
  const { search, on_search, ...rest } = payload;
  return { search_full_catalog_refresh: search, on_search_full_catalog_refresh: on_search, ...rest };
}

const buyer = await startBuyerApp(process.env.BUYER_HOST ? { host: process.env.BUYER_HOST } : {});
try {
  await api('PUT', `/platform/api/ondc/participants/${buyer.subscriberId}`, 'dev_operator', {
    unique_key_id: buyer.uniqueKeyId,
    signing_public_key: buyer.publicKey,
    subscriber_url: buyer.uri,
  });
  const { ondc } = await api('GET', '/platform/api/ondc', 'dev_operator');
  for (const domain of Object.keys(SHOPS)) await prepareShop(domain);
  mkdirSync(OUT, { recursive: true });
  let failed = 0;
  for (const f of FLOWS) {
    const name = `${f.domain.slice(5)}-${f.flow}`;
    const flow = new Flow(buyer, f.domain, ondc.subscriber_id);
    try {
      await f.run(flow);
    } catch (err) {
      failed++;
      console.error(`${name}: ${err.message} (the file holds what was exchanged before)`);
    }
    const body = {
      domain: f.domain,
      version: '1.2.5',
      bap_id: buyer.subscriberId,
      bpp_id: ondc.subscriber_id,
      flow: f.flow,
      payload: renameForValidator(flow.payload),
    };
    const file = join(OUT, `${name}.json`);
    writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
    console.log(`${name}: ${Object.keys(body.payload).join(', ')} -> ${file}`);
    if (process.env.VALIDATOR) {
      const res = await fetch(`${process.env.VALIDATOR.replace(/\/+$/, '')}/api/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await res.json();
      writeFileSync(join(OUT, `${name}.validator.json`), `${JSON.stringify(answer, null, 2)}\n`);
      console.log(`  validator: success=${answer.success ?? answer.response?.success}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await buyer.close();
}
