import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { API_ONLY, CONSOLE_FORMS, coverageOf, fillPath, WRITE_METHODS } from '../../src/domain/console/api-coverage';
import { call, expectOk, keyFor, owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { accountCall } from './auth-helpers';
import { fixture, upload } from './photos-helpers';

/**
 * Zero curl (#38 item 4): every write call of the owner OpenAPI document has a console form (on the page the map
 * names, posting to the action it names) or is listed as API-only with a reason (src/domain/console/api-coverage.ts).
 */

const ORIGIN = 'http://localhost';
type Doc = { paths: Record<string, Record<string, unknown>> };

async function writeCalls(): Promise<{ method: string; path: string }[]> {
  const doc = await (await call('GET', '/openapi.json')).json<Doc>();
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => (WRITE_METHODS as readonly string[]).includes(m))
      .map((method) => ({ method, path })),
  );
}

async function signedIn(shop: string): Promise<string> {
  const res = await SELF.fetch(`${ORIGIN}/admin/${shop}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    body: new URLSearchParams({ key: await keyFor(shop) }).toString(),
  });
  expect(res.status).toBe(303);
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0];
}

/** A shop with a row of everything a console form stands beside: an order of each payment, a customer, a coupon, a pending domain, a staff key, a hello bar. */
async function furnishedShop() {
  const shop = await createOrderShop({}, [{ code: 'TENOFF', value: 1000 }]);
  await expectOk(
    await owner('PATCH', shop, '/payments', {
      UPI: { enabled: true, vpa: 'orderlab.store@icici', payeeName: 'Order Lab' },
    }),
  );
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  const orders: string[] = [];
  for (const payment_method of ['COD', 'UPI']) {
    await b.add('rice');
    const placed = await b.place({ address_id: address, payment_method });
    expect(placed.body.status, JSON.stringify(placed.body)).toBe(1);
    orders.push(placed.body.order_id as string);
  }
  const host = `${shop}.example.in`;
  await expectOk(await owner('POST', shop, '/domains', { host }), 201);
  const key = await expectOk<{ keyId: string }>(
    await owner('POST', shop, '/keys', { label: 'Raju (packing)', role: 'orders' }),
    201,
  );
  await expectOk(await owner('PUT', shop, '/hello-bar', { text: 'Free delivery above ₹499', targetScreens: ['Home'] }));
  // a photo on the rice, for its photo forms
  expect((await upload(shop, '/items/rice/photos', fixture('wide'))).status).toBe(201);
  // what shoppers wrote, for the answer, reply and decision forms
  const asked = await accountCall('POST', '/questions', {
    cookie: b.cookie,
    storeId: shop,
    body: { ITEM_ID: 'rice', QUESTION: "Is this rice from this year's crop?" },
  });
  const requested = await accountCall('POST', '/suggestions', {
    cookie: b.cookie,
    storeId: shop,
    body: { PRODUCT_NAME: 'Kashmiri saffron 1 g', DETAILS: 'For Diwali' },
  });
  expect(
    (
      await accountCall('POST', '/reseller/apply', {
        cookie: b.cookie,
        storeId: shop,
        body: { NAME: 'Kavya Rao', PHONE: '9811022334', CITY: 'Delhi' },
      })
    ).status,
  ).toBe(200);
  const questionId = String(asked.body.question?.id ?? asked.body.id);
  const suggestionId = String(requested.body.suggestion?.id ?? requested.body.id);
  return {
    shop,
    ids: {
      itemId: 'rice',
      catId: 'staples',
      code: 'TENOFF',
      uid: b.uid,
      host,
      keyId: key.keyId,
      orderId: orders[0],
      questionId,
      suggestionId,
    },
    upiOrder: orders[1],
  };
}

/** The actions of every form on a page that posts. */
const postActions = (html: string) =>
  new Set(
    [...html.matchAll(/<form\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /method="post"/i.test(tag))
      .map((tag) => (/action="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/&amp;/g, '&')),
  );

describe('zero curl: every owner API write has a console form or a reason', () => {
  it('each write call of the OpenAPI document is in the console map or the API-only list, never both, and each entry names a call', async () => {
    const calls = await writeCalls();
    expect(calls.length).toBeGreaterThan(30);
    const uncovered = calls
      .map((w) => coverageOf(w.method, w.path))
      .filter((c) => c.kind === 'uncovered')
      .map((c) => c.call);
    expect(
      uncovered,
      'write calls with neither a console form nor an API-only reason (src/domain/console/api-coverage.ts)',
    ).toEqual([]);
    const documented = new Set(calls.map((w) => coverageOf(w.method, w.path).call));
    for (const entry of [...Object.keys(CONSOLE_FORMS), ...Object.keys(API_ONLY)])
      expect(documented.has(entry), `${entry} names no write call`).toBe(true);
    for (const entry of Object.keys(CONSOLE_FORMS))
      expect(Object.hasOwn(API_ONLY, entry), `${entry} is in both lists`).toBe(false);
    for (const reason of Object.values(API_ONLY)) expect(reason.length).toBeGreaterThan(20);
    // a call nobody mapped is caught
    expect(coverageOf('post', '/stores/{storeId}/items/{itemId}/clone').kind).toBe('uncovered');
    expect(coverageOf('delete', '/stores/{storeId}/keys/{keyId}').kind).toBe('console');
  });

  it('each console-reachable call has its form on the page the map names, signed in as the owner', async () => {
    const { shop, ids, upiOrder } = await furnishedShop();
    const cookie = await signedIn(shop);
    const pages = new Map<string, Set<string>>();
    for (const [entry, form] of Object.entries(CONSOLE_FORMS)) {
      const forIds = entry === 'POST /orders/{orderId}/payment' ? { ...ids, orderId: upiOrder } : ids;
      const page = fillPath(form.page, forIds);
      const action = fillPath(form.action, forIds);
      expect(page !== null && action !== null, `${entry}: the test has every id its page and action name`).toBe(true);
      if (!pages.has(page!)) {
        const res = await SELF.fetch(`${ORIGIN}/admin/${shop}${page}`, {
          headers: { Cookie: cookie },
          redirect: 'manual',
        });
        expect(res.status, `${entry}: /admin/${shop}${page}`).toBe(200);
        pages.set(page!, postActions(await res.text()));
      }
      expect(
        pages.get(page!)!.has(`/admin/${shop}${action}`),
        `${entry}: a form posting to /admin/${shop}${action} on /admin/${shop}${page}`,
      ).toBe(true);
    }
  });
});
