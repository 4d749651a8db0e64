import { beforeAll, describe, expect, it } from 'vitest';
import { call, keyFor, owner } from './admin-helpers';
import { sql } from './cart-helpers';
import { bumpShopVersion, get } from './helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { said, type Said } from '../../src/domain/i18n/said';
import { speak, translatorFor } from '../../src/render/i18n';

/**
 * The owner's words to the shopper and the owner API's refusals follow the language rules: the WhatsApp text of
 * an owner's move speaks the language the order was placed in (else the shop's own); the owner API says its
 * refusals by `?lang=`, the `lang` cookie, Accept-Language, else the shop's own language; the install banner's and
 * offer alerts' words come with the page in its language.
 */
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let shop: string;

beforeAll(async () => {
  shop = await createOrderShop();
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  expect((await owner('PUT', shop, '/plugins/PUSH', { ENABLED: true, VAPID_KEY: VAPID })).status).toBe(200);
}, 120_000);

async function placedOrder(storeId: string, ask: Record<string, string>): Promise<string> {
  const b = await Buyer.signIn(storeId);
  const address = await b.addAddress();
  await b.add('dal');
  const r = await b.place({ address_id: address, payment_method: 'COD' }, ask);
  expect(r.body.status, JSON.stringify(r.body)).toBe(1);
  return r.body.order_id as string;
}

/** The text of a wa.me link. */
const whatsappText = (url: string) => decodeURIComponent(new URL(url).searchParams.get('text') ?? '');

describe("the owner's WhatsApp text speaks the shopper's language", () => {
  it.each([
    ['hi', { Cookie: 'lang=hi' }],
    ['ta', { 'Accept-Language': 'ta-IN,ta;q=0.9' }],
  ] as const)('an order placed in %s: accepting it gives a WhatsApp text in that language', async (lang, ask) => {
    const id = await placedOrder(shop, ask);
    // the owner's own call asks for nothing: the text follows the order, not the owner
    const res = await owner('POST', shop, `/orders/${id}/status`, { status: 'ACCEPTED' });
    const body = await res.json<any>();
    expect(res.status, JSON.stringify(body)).toBe(200);
    const text = whatsappText(body.whatsapp_url);
    const t = translatorFor(lang).t;
    expect(text).toContain(t('whatsapp.status', { shop: 'Order Lab', id, status: t('order.status.ACCEPTED') }));
    expect(text).toMatch(SCRIPT[lang]);
    expect(text).not.toContain('Hello from');
  });

  it('an order placed in English stays English, and the owner asking in Hindi does not change it', async () => {
    const id = await placedOrder(shop, {});
    const res = await call('POST', `/stores/${shop}/orders/${id}/status?lang=hi`, {
      key: await keyFor(shop),
      body: { status: 'ACCEPTED' },
    });
    const text = whatsappText((await res.json<any>()).whatsapp_url);
    expect(text).toContain(`Hello from Order Lab. Your order ${id}: Accepted by the shop.`);
  });

  it("an order kept before the language was (none in its JSON) speaks the shop's own language", async () => {
    const tamilShop = await createOrderShop();
    const id = await placedOrder(tamilShop, { Cookie: 'lang=hi' });
    await sql(tamilShop, "UPDATE orders SET address = json_remove(address, '$.LANG') WHERE id = ?", id);
    await sql(tamilShop, `UPDATE stores SET language = 'ta', languages = '["ta","en"]' WHERE id = ?`, tamilShop);
    await bumpShopVersion(tamilShop);
    const body = await (await owner('POST', tamilShop, `/orders/${id}/status`, { status: 'ACCEPTED' })).json<any>();
    const text = whatsappText(body.whatsapp_url);
    expect(text).toMatch(SCRIPT.ta);
    expect(text).toContain(translatorFor('ta').t('order.status.ACCEPTED'));
  });
});

type Asked = { query?: string; headers?: Record<string, string> };
const asks: [string, 'hi' | 'ta', Asked][] = [
  ['?lang=hi', 'hi', { query: 'lang=hi' }],
  ['the lang cookie (ta)', 'ta', { headers: { Cookie: 'lang=ta' } }],
  ['Accept-Language hi', 'hi', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' } }],
];

async function ownerCall(
  method: string,
  sub: string,
  ask: Asked,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const path = `/stores/${shop}${sub}${ask.query ? `${sub.includes('?') ? '&' : '?'}${ask.query}` : ''}`;
  const res = await call(method, path, {
    key: await keyFor(shop),
    body,
    headers: { ...(ask.headers ?? {}), ...headers },
  });
  return { http: res.status, body: await res.json<any>(), etag: res.headers.get('ETag') };
}

function expectSaid(lang: 'hi' | 'ta', reply: { http: number; body: any }, http: number, code: string, say: Said) {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  expect(reply.body).toMatchObject({ status: 0, code, rsn: speak(lang, say) });
  expect(reply.body.rsn).toMatch(SCRIPT[lang]);
  expect(reply.body.rsn).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
}

describe.each(asks)('owner API refusals by %s', (_how, lang, ask) => {
  it('a validation refusal (400) keeps its code and field', async () => {
    const r = await ownerCall('POST', '/items', ask, {
      ID: 'new-item',
      CAT_ID: 'staples',
      ITEM_NAME: 'New',
      PRICE: -5,
    });
    expect(r.body.field).toBe('PRICE');
    expectSaid(lang, r, 400, 'INVALID', said('problem.owner.invalid', { field: 'PRICE' }));
    const unknown = await ownerCall('POST', '/items', ask, {
      ID: 'new-item',
      CAT_ID: 'staples',
      ITEM_NAME: 'New',
      PRICE: 100,
      COLOUR: 'red',
    });
    expectSaid(lang, unknown, 400, 'UNKNOWN_FIELD', said('problem.owner.unknownField', { field: 'COLOUR' }));
  });

  it('an item or order the shop does not have (404)', async () => {
    expectSaid(
      lang,
      await ownerCall('GET', '/items/no-such-item', ask),
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchItem'),
    );
    expectSaid(
      lang,
      await ownerCall('GET', '/orders/260101-AAAAAA', ask),
      404,
      'NOT_FOUND',
      said('problem.move.noSuchOrder'),
    );
  });

  it('conflicts (409): a move out of order, a finished order, an item saved by someone else', async () => {
    const id = await placedOrder(shop, {});
    expectSaid(
      lang,
      await ownerCall('POST', `/orders/${id}/status`, ask, { status: 'SHIPPED' }),
      409,
      'NOT_ALLOWED',
      said('problem.move.nextStep', { status: said('problem.status.PLACED'), next: said('problem.status.ACCEPTED') }),
    );
    expect((await owner('POST', shop, `/orders/${id}/status`, { status: 'CANCELLED' })).status).toBe(200);
    expectSaid(
      lang,
      await ownerCall('POST', `/orders/${id}/status`, ask, { status: 'ACCEPTED' }),
      409,
      'FINAL',
      said('problem.move.final', { status: said('problem.status.CANCELLED') }),
    );
    expectSaid(
      lang,
      await ownerCall('POST', `/orders/${id}/payment`, ask, { received: true }),
      409,
      'NOT_UPI',
      said('problem.move.notUpi'),
    );

    const read = await ownerCall('GET', '/items/dal', {});
    expect(read.etag).toMatch(/^"?v\d+/);
    expect((await ownerCall('PATCH', '/items/dal', {}, { PRICE: 6100 }, { 'If-Match': read.etag! })).http).toBe(200);
    expectSaid(
      lang,
      await ownerCall('PATCH', '/items/dal', ask, { PRICE: 6200 }, { 'If-Match': read.etag! }),
      409,
      'EDIT_CONFLICT',
      said('problem.owner.editConflict'),
    );
  });
});

describe('without any ask', () => {
  it("English shop: the API's English sentences, word for word", async () => {
    expect((await ownerCall('GET', '/items/no-such-item', {})).body).toMatchObject({
      code: 'NOT_FOUND',
      rsn: 'There is no such item.',
      field: 'itemId',
    });
    const bad = await ownerCall(
      'POST',
      '/items',
      {},
      { ID: 'new-item', CAT_ID: 'staples', ITEM_NAME: 'New', PRICE: -5 },
    );
    expect(bad.body.rsn).toMatch(/^PRICE: .+\.$/);
  });

  it('a shop in Tamil: its owner hears Tamil', async () => {
    const tamilShop = await createOrderShop();
    await sql(tamilShop, `UPDATE stores SET language = 'ta', languages = '["ta","en"]' WHERE id = ?`, tamilShop);
    await bumpShopVersion(tamilShop);
    const res = await owner('GET', tamilShop, '/items/no-such-item');
    expectSaid(
      'ta',
      { http: res.status, body: await res.json<any>() },
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchItem'),
    );
  });
});

describe('the install banner and offer alerts speak the page language', () => {
  const dataOf = (html: string, name: string) => html.match(new RegExp(`<body[^>]*\\s${name}="([^"]*)"`))?.[1];
  it.each([
    ['en', /^Install Order Lab on your phone$/],
    ['hi', SCRIPT.hi],
    ['ta', SCRIPT.ta],
  ] as const)('%s', async (lang, script) => {
    const html = await (await get(`/${shop}?lang=${lang}`)).text();
    const t = translatorFor(lang).t;
    expect(dataOf(html, 'data-install-text')).toBe(t('install.prompt.text', { shop: 'Order Lab' }));
    expect(dataOf(html, 'data-install-text')).toMatch(script);
    for (const [attr, id] of [
      ['data-install-label', 'install.prompt.label'],
      ['data-install-yes', 'install.prompt.yes'],
      ['data-install-no', 'install.prompt.no'],
      ['data-push-on', 'push.alertsOn'],
      ['data-push-title', 'push.defaultTitle'],
      ['data-push-dismiss', 'push.dismiss'],
    ] as const) {
      expect(dataOf(html, attr), attr).toBe(t(id));
    }
    if (lang !== 'en') expect(dataOf(html, 'data-push-on')).toMatch(SCRIPT[lang]);
  });
});
