import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { owner } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop, one } from './orders-helpers';
import { said } from '../../src/domain/i18n/said';
import { speak } from '../../src/render/i18n';

/**
 * A business buyer's GSTIN at checkout (POST /api/v2/orders/place `buyer_gstin`, and the no-JavaScript checkout
 * form): a valid one is kept with the order's address and the tax invoice is made with it; anything else is
 * refused with a 400 in the shopper's language and no order is made. (The PDF's text with a buyer GSTIN is read
 * back by pdftotext in test/unit/render/invoice-pdf-text.test.ts and, end to end, test/e2e/hindi-journey.)
 */
const GOOD = '27AAPFU0939F1ZV';
let shop: string;

beforeAll(async () => {
  shop = await createOrderShop({ GST: true });
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  expect(
    (await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status,
  ).toBe(200);
}, 120_000);

const orders = async (uid: string) =>
  (await one<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE uid = ?', shop, uid)).n;
const storedAddress = async (id: string) =>
  JSON.parse((await one<{ address: string }>('SELECT address FROM orders WHERE id = ?', shop, id)).address);

describe('the buyer GSTIN at checkout', () => {
  it('a valid GSTIN (typed in lower case, with spaces) is kept with the order and the invoice is made with it', async () => {
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('rice');
    const r = await b.place({ address_id: address, payment_method: 'COD', buyer_gstin: ` ${GOOD.toLowerCase()} ` });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    const id = r.body.order_id as string;
    expect((await storedAddress(id)).GSTIN).toBe(GOOD);
    const pdf = await fetchWith(env, `/${shop}/track/${id}/invoice.pdf`, { headers: { Cookie: b.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
  }, 60_000);

  it('an order without one (left out, null or blank) keeps none', async () => {
    for (const buyer_gstin of [undefined, null, '   ']) {
      const b = await Buyer.signIn(shop);
      const address = await b.addAddress();
      await b.add('dal');
      const r = await b.place({
        address_id: address,
        payment_method: 'COD',
        ...(buyer_gstin === undefined ? {} : { buyer_gstin }),
      });
      expect(r.http, JSON.stringify(r.body)).toBe(200);
      expect((await storedAddress(r.body.order_id)).GSTIN).toBeUndefined();
    }
  }, 90_000);

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['a state code that is not one', '99AAPFU0939F1ZV'],
    ['too short', '27AAPFU0939F1Z'],
    ['a number', 27],
    ['an object', { gstin: GOOD }],
    ['a nested array', [[[GOOD]]]],
    ['a huge string', 'A'.repeat(5000)],
    ['an encoded GSTIN', encodeURIComponent(`${GOOD}/`)],
  ])(
    '%s is refused 400 with the Hindi sentence under ?lang=hi, and no order is made',
    async (_name, buyer_gstin) => {
      const b = await Buyer.signIn(shop);
      const address = await b.addAddress();
      await b.add('dal');
      const r = await b.request('POST', '/api/v2/orders/place?lang=hi', {
        address_id: address,
        payment_method: 'COD',
        buyer_gstin,
      });
      expect(r.http).toBe(400);
      expect(r.body).toEqual({
        status: 0,
        code: 'BAD_GSTIN',
        field: 'buyer_gstin',
        rsn: speak('hi', said('problem.checkout.badGstin')),
      });
      expect(r.body.rsn).toMatch(/[\u0900-\u097F]/);
      expect(await orders(b.uid)).toBe(0);
      // the same bag still orders once the field is corrected
      const ok = await b.place({ address_id: address, payment_method: 'COD', buyer_gstin: GOOD });
      expect(ok.http, JSON.stringify(ok.body)).toBe(200);
    },
    60_000,
  );

  it('a lone surrogate is refused 400 by the broken-text guard before anything is read, and no order is made', async () => {
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal');
    const r = await b.request('POST', '/api/v2/orders/place?lang=hi', {
      address_id: address,
      payment_method: 'COD',
      buyer_gstin: '27AAPFU0939F1Z\uD800',
    });
    expect(r.http).toBe(400);
    expect(r.body).toMatchObject({ status: 0, code: 'BAD_TEXT' });
    expect(await orders(b.uid)).toBe(0);
  }, 60_000);

  it('in English and Tamil the same refusal is said in that language', async () => {
    for (const lang of ['en', 'ta'] as const) {
      const b = await Buyer.signIn(shop);
      const address = await b.addAddress();
      await b.add('dal');
      const r = await b.place(
        { address_id: address, payment_method: 'COD', buyer_gstin: '27AAPFU0939F1ZW' },
        { 'Accept-Language': lang },
      );
      expect(r.http).toBe(400);
      expect(r.body.rsn).toBe(speak(lang, said('problem.checkout.badGstin')));
    }
  }, 60_000);

  it('the checkout form without JavaScript refuses a bad GSTIN back to checkout with its notice, and keeps a good one', async () => {
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal');
    const post = (gstin: string, key: string) =>
      fetchWith(env, `/${shop}/checkout`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Cookie: `${shop}_cartSessionId=${b.sid}; ${b.cookie}`,
          Origin: 'http://localhost',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          intent: 'place',
          address_id: address,
          payment_method: 'COD',
          idempotency_key: key,
          buyer_gstin: gstin,
        }).toString(),
      });
    const bad = await post('07AAJPA4821K1ZV', 'nojs-bad');
    expect(bad.status).toBe(303);
    expect(new URL(bad.headers.get('Location')!, 'http://localhost').searchParams.get('notice')).toBe('BAD_GSTIN');
    expect(await orders(b.uid)).toBe(0);
    const page = await fetchWith(env, `/${shop}/checkout?notice=BAD_GSTIN&lang=hi`, {
      headers: { Cookie: `${shop}_cartSessionId=${b.sid}; ${b.cookie}` },
    });
    expect(await page.text()).toContain(speak('hi', said('problem.checkout.badGstin')));
    const good = await post(GOOD, 'nojs-good');
    expect(good.status).toBe(303);
    expect(good.headers.get('Location')).toContain('/checkout/ordersuccessful?order=');
    const id = new URL(good.headers.get('Location')!, 'http://localhost').searchParams.get('order')!;
    expect((await storedAddress(id)).GSTIN).toBe(GOOD);
  }, 60_000);

  it('an anonymous caller and another shop get no order, whatever the GSTIN (never a 5xx)', async () => {
    const anon = await fetchWith(env, '/api/v2/orders/place', {
      method: 'POST',
      headers: { storeID: shop, 'Content-Type': 'application/json' },
      body: JSON.stringify({ address_id: 'x', payment_method: 'COD', buyer_gstin: GOOD }),
    });
    expect(anon.status).toBeGreaterThanOrEqual(400);
    expect(anon.status).toBeLessThan(500);
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal');
    const other = await createOrderShop({ GST: true });
    const r = await b.request(
      'POST',
      '/api/v2/orders/place',
      { address_id: address, payment_method: 'COD', buyer_gstin: GOOD },
      { storeID: other },
    );
    expect(r.http).toBeGreaterThanOrEqual(400);
    expect(r.http).toBeLessThan(500);
    expect(await orders(b.uid)).toBe(0);
  }, 60_000);
});
