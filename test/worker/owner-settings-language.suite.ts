import { beforeAll, describe, expect, it } from 'vitest';
import { askOwnerIn, owner, SCRIPT, type AskOptions, type LanguageAsk } from './admin-helpers';
import { createOrderShop } from './orders-helpers';
import { said, type Said } from '../../src/domain/i18n/said';
import { speak } from '../../src/render/i18n';

/**
 * The owner API's refusals about the shop's settings, content, keys, plugins, payments, domains, customers, imports
 * and access speak the caller's language by the storefront's rules (`?lang=`, the `lang` cookie, Accept-Language,
 * else the shop's own): Hindi and Tamil sentences, the same `code` and `field` as in English, and nothing changed.
 */
let shop: string;

beforeAll(async () => {
  shop = await createOrderShop();
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  expect((await owner('POST', shop, '/blog-collections', { id: 'recipes', name: 'Recipes' })).status).toBe(201);
  expect(
    (
      await owner('POST', shop, '/blogs', {
        id: 'ladoo',
        collectionId: 'recipes',
        title: 'Ladoo',
        body: 'Roast slowly.',
        publishedAt: '2026-10-20',
      })
    ).status,
  ).toBe(201);
  expect((await owner('POST', shop, '/coupons', { code: 'DIWALI50', type: 'FLAT', value: 5000 })).status).toBe(201);
  expect(
    (await owner('POST', shop, '/scripts', { id: 'banner', STATUS: true, POS: 'Body', body: 'console.log(1)' })).status,
  ).toBe(201);
}, 120_000);

type Asked = LanguageAsk;
const asks: [string, 'hi' | 'ta', Asked][] = [
  ['?lang=hi', 'hi', { query: 'lang=hi' }],
  ['the lang cookie (ta)', 'ta', { headers: { Cookie: 'lang=ta' } }],
  ['Accept-Language ta', 'ta', { headers: { 'Accept-Language': 'ta-IN,ta;q=0.9,en;q=0.5' } }],
];

const ask = (how: Asked, method: string, sub: string, o?: AskOptions) => askOwnerIn(shop, how, method, sub, o);

/** What an owner types as it is (a header, a path, a form field, a JSON body, an id) may stay in Latin letters. */
const literals = (text: string, values: string[]) =>
  values.reduce((t, v) => t.split(v).join(''), text).replace(/"[^"]*"|\/[\w/.-]+/g, '');

function expectSaid(
  lang: 'hi' | 'ta',
  reply: { http: number; body: any },
  http: number,
  code: string,
  say: Said,
  field?: string,
  values: string[] = [],
) {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  expect(reply.body).toMatchObject({ status: 0, code, rsn: speak(lang, say) });
  if (field) expect(reply.body.field).toBe(field);
  expect(reply.body.rsn).toMatch(SCRIPT[lang]);
  expect(literals(reply.body.rsn, values)).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
}

describe.each(asks)('owner API refusals by %s', (_how, lang, how) => {
  it('settings: store details, cart rules, pixels, hello bar, payments and GST', async () => {
    expectSaid(
      lang,
      await ask(how, 'PATCH', '', { body: { STORE_NAME: 'x'.repeat(500) } }),
      400,
      'INVALID',
      said('problem.owner.invalid', { field: 'STORE_NAME' }),
      'STORE_NAME',
      ['STORE_NAME'],
    );
    expectSaid(
      lang,
      await ask(how, 'PATCH', '', { body: { THEME_ID_v2: 'berlin' } }),
      400,
      'UNKNOWN_FIELD',
      said('problem.owner.movedField', { field: 'THEME_ID_v2' }),
      'THEME_ID_v2',
      ['THEME_ID_v2'],
    );
    expectSaid(
      lang,
      await ask(how, 'PATCH', '/cart-rules', { body: { MINIMUM_CART_VALUE: -1 } }),
      400,
      'INVALID',
      said('problem.owner.invalid', { field: 'MINIMUM_CART_VALUE' }),
      'MINIMUM_CART_VALUE',
    );
    expectSaid(
      lang,
      await ask(how, 'PATCH', '/pixels', { body: { FB_PIXEL: { pixelID: 'not digits' } } }),
      400,
      'INVALID',
      said('problem.owner.invalid', { field: 'FB_PIXEL.pixelID' }),
      'FB_PIXEL.pixelID',
      ['FB_PIXEL.pixelID'],
    );
    expectSaid(
      lang,
      await ask(how, 'PATCH', '/gst', { body: { stateCode: '99' } }),
      400,
      'BAD_INPUT',
      said('problem.owner.notStateCode'),
      'stateCode',
    );
    expectSaid(
      lang,
      await ask(how, 'PATCH', '/payments', { body: { UPI: { enabled: true, vpa: 'not a vpa' } } }),
      400,
      'BAD_INPUT',
      said('problem.owner.invalid', { field: 'UPI.vpa' }),
      'UPI.vpa',
      ['UPI.vpa'],
    );
  });

  it('content: coupons, blog collections and posts', async () => {
    const coupon = said('owner.noun.coupon');
    expectSaid(
      lang,
      await ask(how, 'GET', '/coupons/NOPE'),
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchRecord', { noun: coupon }),
      'code',
    );
    expectSaid(
      lang,
      await ask(how, 'POST', '/coupons', { body: { code: 'DIWALI50', type: 'FLAT', value: 100 } }),
      409,
      'ALREADY_EXISTS',
      said('problem.owner.recordExists', { noun: coupon, key: 'DIWALI50' }),
      'code',
    );
    expectSaid(
      lang,
      await ask(how, 'DELETE', '/blog-collections/recipes'),
      409,
      'IN_USE',
      said('problem.owner.inUse', {
        noun: said('owner.noun.blogCollection'),
        key: 'recipes',
        dependents: said('owner.noun.blogs'),
      }),
      'collectionId',
      ['recipes'],
    );
    expectSaid(
      lang,
      await ask(how, 'POST', '/blogs', {
        body: { id: 'orphan', collectionId: 'nowhere', title: 'x', publishedAt: '2026-01-01' },
      }),
      400,
      'UNKNOWN_REFERENCE',
      said('problem.owner.unknownReference', {
        field: 'collectionId',
        noun: said('owner.noun.blogCollection'),
        key: 'nowhere',
      }),
      'collectionId',
      ['collectionId', 'nowhere'],
    );
    expectSaid(
      lang,
      await ask(how, 'PATCH', '/coupons/DIWALI50', { body: { value: -5 } }),
      400,
      'INVALID',
      said('problem.owner.invalid', { field: 'value' }),
      'value',
      ['value'],
    );
  });

  it('keys: an unknown key, the last owner key', async () => {
    expectSaid(
      lang,
      await ask(how, 'DELETE', '/keys/key_0000000000000000'),
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchKey'),
      'keyId',
    );
    const { keys } = await (await owner('GET', shop, '/keys')).json<any>();
    const only = keys.filter((k: { role: string }) => k.role === 'owner');
    expect(only).toHaveLength(1);
    expectSaid(
      lang,
      await ask(how, 'DELETE', `/keys/${only[0].keyId}`),
      409,
      'LAST_OWNER_KEY',
      said('problem.owner.lastOwnerKey'),
    );
  });

  it('plugins and scripts', async () => {
    expectSaid(
      lang,
      await ask(how, 'PUT', '/plugins/TAWK', { body: {} }),
      400,
      'INVALID',
      said('problem.owner.required', { field: 'ENABLED' }),
      'ENABLED',
    );
    expectSaid(
      lang,
      await ask(how, 'GET', '/scripts/nothing-here'),
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchScript'),
      'scriptId',
    );
    expectSaid(
      lang,
      await ask(how, 'POST', '/scripts', { body: { id: 'banner', STATUS: true, POS: 'Body', body: 'x' } }),
      409,
      'SCRIPT_EXISTS',
      said('problem.owner.scriptExists', { id: 'banner' }),
      'id',
      ['banner'],
    );
  });

  it('domains, customers, questions, imports', async () => {
    expectSaid(
      lang,
      await ask(how, 'DELETE', '/domains/nowhere.example.in'),
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchDomain'),
      'host',
    );
    expectSaid(
      lang,
      await ask(how, 'GET', '/customers/nobody-at-all'),
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchCustomer'),
      'uid',
    );
    expectSaid(
      lang,
      await ask(how, 'PUT', '/questions/no-such-question', { body: { answer: 'Yes' } }),
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchQuestion'),
    );
    expectSaid(
      lang,
      await ask(how, 'POST', '/import', { raw: 'a,b', headers: { 'Content-Type': 'text/plain' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      said('problem.owner.importMediaType', { json: 'Content-Type: application/json', csv: 'Content-Type: text/csv' }),
    );
    expectSaid(
      lang,
      await ask(how, 'POST', '/import', { raw: '{not json', headers: { 'Content-Type': 'application/json' } }),
      400,
      'BAD_JSON',
      said('problem.owner.badJson'),
      'body',
    );
  });

  it('access: no key, a wrong key, a staff key, a call that does not exist', async () => {
    expectSaid(
      lang,
      await ask(how, 'GET', '/keys', { key: null }),
      401,
      'AUTH_REQUIRED',
      said('problem.owner.authRequired', { header: 'Authorization: Bearer <key>' }),
      undefined,
      ['Authorization: Bearer <key>'],
    );
    expectSaid(
      lang,
      await ask(how, 'GET', '/keys', { key: 'sk_live_not_a_real_key_at_all_0000000000' }),
      401,
      'AUTH_INVALID',
      said('problem.owner.authInvalid'),
    );
    const staff = await (await owner('POST', shop, '/keys', { label: `staff ${lang}`, role: 'orders' })).json<any>();
    expectSaid(
      lang,
      await ask(how, 'GET', '/keys', { key: staff.key }),
      403,
      'FORBIDDEN_ROLE',
      said('problem.owner.roleRefused'),
    );
    expectSaid(
      lang,
      await ask(how, 'GET', '/no-such-call'),
      404,
      'NOT_FOUND',
      said('problem.owner.noSuchCall', { docs: '/admin/api/docs' }),
    );
  });
});

describe("without any ask, an English shop hears the API's English sentences word for word", () => {
  it.each([
    ['GET', '/coupons/NOPE', 404, 'There is no such coupon.'],
    [
      'DELETE',
      '/blog-collections/recipes',
      409,
      'The blog collection recipes still has blogs; move or remove them first.',
    ],
    ['DELETE', '/keys/key_0000000000000000', 404, 'This shop has no such key.'],
    ['GET', '/scripts/nothing-here', 404, 'There is no such script.'],
    ['PATCH', '/gst', 400, 'That is not a GST state code.'],
    ['GET', '/no-such-call', 404, 'There is no such owner API call. See /admin/api/docs.'],
  ] as const)('%s %s', async (method, sub, http, rsn) => {
    const r = await ask({}, method, sub, method === 'PATCH' ? { body: { stateCode: '99' } } : {});
    expect(r.http).toBe(http);
    expect(r.body.rsn).toBe(rsn);
  });

  it('a shop in Tamil: its owner hears Tamil for a settings refusal', async () => {
    const tamil = await createOrderShop();
    expect((await owner('PATCH', tamil, '', { LANGUAGE: 'ta', LANGUAGES: ['ta', 'en'] })).status).toBe(200);
    const res = await owner('GET', tamil, '/scripts/nothing-here');
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', rsn: speak('ta', said('problem.owner.noSuchScript')) });
  });

  it('a refusal changes nothing: the collection with its post and the coupon are still there', async () => {
    expect((await owner('GET', shop, '/blog-collections/recipes')).status).toBe(200);
    expect((await owner('GET', shop, '/coupons/DIWALI50')).status).toBe(200);
  });
});
