import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, expectOk, keyFor, owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { accountCall } from './auth-helpers';

/** The console's wallet and udhaar, rewards, GST, customer limit and staff key forms (#38 item 4): no curl needed. */

const ORIGIN = 'http://localhost';

function post(path: string, fields: Record<string, string>, cookie = ''): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
const get = (path: string, cookie: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

async function signedIn(shop: string, key?: string): Promise<string> {
  const res = await post(`/admin/${shop}/sign-in`, { key: key ?? (await keyFor(shop)) });
  expect(res.status).toBe(303);
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0];
}

const rules = async (shop: string) =>
  (await expectOk<{ cartRules: Record<string, any> }>(await owner('GET', shop, '/cart-rules'))).cartRules;
const gst = async (shop: string) =>
  (await expectOk<{ gst: Record<string, unknown> | null }>(await owner('GET', shop, '/gst'))).gst;

describe('console settings forms', () => {
  it("wallet and udhaar: on or off with the shop's limit in rupees; a bad limit is refused on the page and changes nothing", async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const saved = await post(
      `/admin/${shop}/shop/wallet`,
      { 'WALLET.wallet': 'on', 'WALLET.udhaar': 'on', 'WALLET.udhaarLimit': '750.50' },
      cookie,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/admin/${shop}/shop?saved=1`);
    expect((await rules(shop)).WALLET_CONFIG).toEqual({ wallet: true, udhaar: true, udhaarLimit: 75050 });
    const page = await (await get(`/admin/${shop}/shop?saved=1`, cookie)).text();
    expect(page).toMatch(/name="WALLET.udhaarLimit"[^>]*value="750.50"/);
    const off = await post(`/admin/${shop}/shop/wallet`, { 'WALLET.wallet': 'on', 'WALLET.udhaarLimit': '' }, cookie);
    expect(off.status).toBe(303);
    expect((await rules(shop)).WALLET_CONFIG).toEqual({ wallet: true, udhaar: false, udhaarLimit: 0 });
    const bad = await post(
      `/admin/${shop}/shop/wallet`,
      { 'WALLET.udhaar': 'on', 'WALLET.udhaarLimit': 'lots' },
      cookie,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter rupees, like 40, or leave it empty.');
    expect((await rules(shop)).WALLET_CONFIG).toEqual({ wallet: true, udhaar: false, udhaarLimit: 0 });
  });

  it('rewards: what a point is worth and the most of an order points may pay; out-of-range values are refused and change nothing', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    expect(
      (
        await post(
          `/admin/${shop}/shop/rewards`,
          { 'REWARDS.enabled': 'on', 'REWARDS.pointValue': '0.25', 'REWARDS.maxShare': '20' },
          cookie,
        )
      ).status,
    ).toBe(303);
    expect((await rules(shop)).REWARDS).toEqual({ enabled: true, pointValue: 25, maxShare: 20, earnPer: 10000 });
    const page = await (await get(`/admin/${shop}/shop`, cookie)).text();
    expect(page).toMatch(/name="REWARDS.pointValue"[^>]*value="0.25"/);
    expect(page).toContain('1 point for every ₹100');
    for (const [fields, words] of [
      [
        { 'REWARDS.enabled': 'on', 'REWARDS.pointValue': '0.25', 'REWARDS.maxShare': '150' },
        'Enter a whole percent from 1 to 100',
      ],
      [
        { 'REWARDS.enabled': 'on', 'REWARDS.pointValue': '', 'REWARDS.maxShare': '20' },
        'Enter what one point is worth',
      ],
      [{ 'REWARDS.enabled': 'on', 'REWARDS.pointValue': '\ud800', 'REWARDS.maxShare': '2.5' }, 'Enter a whole percent'],
    ] as const) {
      const bad = await post(`/admin/${shop}/shop/rewards`, fields, cookie);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain(words);
    }
    expect((await rules(shop)).REWARDS).toEqual({ enabled: true, pointValue: 25, maxShare: 20, earnPer: 10000 });
    // switched off with the fields emptied: the values stay for next time
    expect(
      (await post(`/admin/${shop}/shop/rewards`, { 'REWARDS.pointValue': '', 'REWARDS.maxShare': '' }, cookie)).status,
    ).toBe(303);
    expect((await rules(shop)).REWARDS).toEqual({ enabled: false, pointValue: 25, maxShare: 20, earnPer: 10000 });
  });

  it("rewards: the earn rate (rupees of a delivered order a point) is the owner's to set; a delivered order earns by it; out of range is refused", async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    expect(
      (
        await post(
          `/admin/${shop}/shop/rewards`,
          { 'REWARDS.enabled': 'on', 'REWARDS.pointValue': '1', 'REWARDS.maxShare': '20', 'REWARDS.earnPer': '25' },
          cookie,
        )
      ).status,
    ).toBe(303);
    expect((await rules(shop)).REWARDS).toEqual({ enabled: true, pointValue: 100, maxShare: 20, earnPer: 2500 });
    const page = await (await get(`/admin/${shop}/shop`, cookie)).text();
    expect(page).toContain('1 point for every ₹25 of a delivered order');
    for (const earn of ['0.5', '100001', 'lots']) {
      const bad = await post(
        `/admin/${shop}/shop/rewards`,
        { 'REWARDS.enabled': 'on', 'REWARDS.pointValue': '1', 'REWARDS.maxShare': '20', 'REWARDS.earnPer': earn },
        cookie,
      );
      expect(bad.status, earn).toBe(400);
      expect(await bad.text()).toContain('Enter rupees from 1 to 1,00,000');
    }
    expect((await rules(shop)).REWARDS?.earnPer).toBe(2500);

    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal');
    await b.add('dal');
    const placed = await b.place({ address_id: address, payment_method: 'COD' });
    const id = placed.body.order_id as string;
    for (const status of ['ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED'])
      await expectOk(await owner('POST', shop, `/orders/${id}/status`, { status }));
    const total = (await expectOk<{ order: { total: number } }>(await owner('GET', shop, `/orders/${id}`))).order.total;
    const rewards = await accountCall('GET', '/rewards', { cookie: b.cookie, storeId: shop });
    expect(rewards.body.earned).toBe(Math.floor(total / 2500));
    expect(rewards.body.earned).toBeGreaterThan(Math.floor(total / 10000));
  });

  it('GST: the shop names its own invoice series; the numbers run on from INV, each invoice keeps its own, and GSTR-1 lists both runs', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const gstForm = {
      gstin: '07AAJPA4821K1ZU',
      stateCode: '',
      legalName: 'Order Lab Stores',
      address: 'B-14, Lajpat Nagar',
    };
    expect((await post(`/admin/${shop}/shop/gst`, gstForm, cookie)).status).toBe(303);
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    const invoiceNumber = async (id: string) => {
      const pdf = await get(`/${shop}/track/${id}/invoice.pdf`, cookie);
      expect(pdf.status).toBe(200);
      return /filename="([^"]+)\.pdf"/.exec(pdf.headers.get('Content-Disposition') ?? '')![1];
    };
    const orderIds: string[] = [];
    const invoiceOf = async () => {
      await b.add('dal');
      orderIds.push((await b.place({ address_id: address, payment_method: 'COD' })).body.order_id as string);
      return invoiceNumber(orderIds.at(-1)!);
    };
    const first = await invoiceOf();
    expect(first).toMatch(/^INV_\d\d-\d\d_000001$/);

    expect((await post(`/admin/${shop}/shop/gst`, { ...gstForm, invoiceSeries: 'dk' }, cookie)).status).toBe(303);
    expect((await gst(shop))?.invoiceSeries).toBe('DK');
    expect(await (await get(`/admin/${shop}/shop`, cookie)).text()).toMatch(/name="invoiceSeries"[^>]*value="DK"/);
    const second = await invoiceOf();
    expect(second).toBe(first.replace('INV_', 'DK_').replace(/1$/, '2'));
    await invoiceOf();
    // an invoice already made keeps its number
    expect(await invoiceNumber(orderIds[0])).toBe(first);

    for (const bad of ['DKSH', 'D-K', '\ud800']) {
      const refused = await post(`/admin/${shop}/shop/gst`, { ...gstForm, invoiceSeries: bad }, cookie);
      expect(refused.status, bad).toBe(400);
    }
    expect((await gst(shop))?.invoiceSeries).toBe('DK');
    const now = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const report = await (await owner('GET', shop, `/reports/gstr1.csv?month=${now}`)).text();
    expect(report).toMatch(/Invoices for outward supply,INV\/\d\d-\d\d\/000001,INV\/\d\d-\d\d\/000001,1,0/);
    expect(report).toMatch(/Invoices for outward supply,DK\/\d\d-\d\d\/000002,DK\/\d\d-\d\d\/000003,2,0/);
    // empty: back to INV, the numbers still running on
    expect((await post(`/admin/${shop}/shop/gst`, { ...gstForm, invoiceSeries: '' }, cookie)).status).toBe(303);
    expect((await gst(shop))?.invoiceSeries).toBeUndefined();
    expect(await invoiceOf()).toMatch(/^INV_\d\d-\d\d_000004$/);
  }, 60_000); // invoice PDFs: the first one in an isolate loads pdf-lib and its fonts (20 s at load 22)

  it('GST: the GSTIN (its state taken from it), legal name and the composition scheme; a wrong check digit is refused and changes nothing', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const first = await post(
      `/admin/${shop}/shop/gst`,
      {
        gstin: '07aajpa4821k1zu',
        stateCode: '',
        legalName: 'Order Lab Stores',
        address: 'B-14, Lajpat Nagar',
        compositionScheme: 'on',
      },
      cookie,
    );
    expect(first.status, /field-error[^>]*>([^<]*)/.exec(await first.clone().text())?.[1]).toBe(303);
    expect(await gst(shop)).toEqual({
      gstin: '07AAJPA4821K1ZU',
      stateCode: '07',
      legalName: 'Order Lab Stores',
      address: 'B-14, Lajpat Nagar',
      compositionScheme: true,
    });
    const page = await (await get(`/admin/${shop}/shop`, cookie)).text();
    expect(page).toMatch(/name="gstin"[^>]*value="07AAJPA4821K1ZU"/);
    expect(page).toContain('INV/26-27/000001');
    const badDigit = await post(`/admin/${shop}/shop/gst`, { gstin: '07AAJPA4821K1ZX', legalName: 'Else' }, cookie);
    expect(badDigit.status).toBe(400);
    expect(await badDigit.text()).toMatch(/id="f-gstin-error"[^>]*>[^<]+</);
    const wrongState = await post(`/admin/${shop}/shop/gst`, { gstin: '07AAJPA4821K1ZU', stateCode: '27' }, cookie);
    expect(wrongState.status).toBe(400);
    expect(await wrongState.text()).toContain('registered in state 07, not 27');
    expect((await gst(shop))?.legalName).toBe('Order Lab Stores');
    // unregistered: no GSTIN, a state; the scheme off
    expect(
      (await post(`/admin/${shop}/shop/gst`, { gstin: '', stateCode: '29', legalName: '', address: '' }, cookie))
        .status,
    ).toBe(303);
    expect(await gst(shop)).toMatchObject({ gstin: '', stateCode: '29', compositionScheme: false });
  });

  it("a customer's own udhaar limit from the customers page; empty gives the shop's limit back; bad input is refused", async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const b = await Buyer.signIn(shop);
    await b.addAddress();
    const limit = async () =>
      (await expectOk<{ customer: { udhaarLimit: number | null } }>(await owner('GET', shop, `/customers/${b.uid}`)))
        .customer.udhaarLimit;
    const set = await post(`/admin/${shop}/customers/${b.uid}/limit`, { UDHAAR_LIMIT: '1200' }, cookie);
    expect(set.status).toBe(303);
    expect(set.headers.get('Location')).toContain(`/admin/${shop}/customers?`);
    expect(await limit()).toBe(120000);
    const page = await (await get(`/admin/${shop}/customers`, cookie)).text();
    expect(page).toMatch(new RegExp(`id="limit-${b.uid}"[^>]*value="1200"`));
    const bad = await post(`/admin/${shop}/customers/${b.uid}/limit`, { UDHAAR_LIMIT: '-5' }, cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter rupees, like 40, or leave it empty.');
    const huge = await post(`/admin/${shop}/customers/${b.uid}/limit`, { UDHAAR_LIMIT: '99999999999' }, cookie);
    expect(huge.status).toBe(400);
    expect(await limit()).toBe(120000);
    expect((await post(`/admin/${shop}/customers/nobody-here/limit`, { UDHAAR_LIMIT: '10' }, cookie)).status).toBe(404);
    expect((await post(`/admin/${shop}/customers/${b.uid}/limit`, { UDHAAR_LIMIT: '' }, cookie)).status).toBe(303);
    expect(await limit()).toBeNull();
  });

  it('staff keys: made with a role and shown once, it works against the owner API with its role, and revoking stops it', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const made = await post(`/admin/${shop}/shop/keys`, { label: 'Raju (packing)', role: 'orders' }, cookie);
    expect(made.status).toBe(201);
    expect(made.headers.get('Cache-Control')).toContain('no-store');
    const html = await made.text();
    const key = /data-testid="new-key-value">([^<]+)</.exec(html)?.[1] ?? '';
    expect(key).toMatch(/^sfo_[A-Za-z0-9_-]{43}$/);
    // never again: not on the shop page, only its first characters in the list
    const later = await (await get(`/admin/${shop}/shop`, cookie)).text();
    expect(later).not.toContain(key);
    expect(later).toContain('Raju (packing)');
    const keyId = /data-key-id="(key_[0-9a-f]{16})" data-role="orders"/.exec(later)?.[1] ?? '';
    expect(keyId).not.toBe('');
    // the key has the orders role in the owner API
    expect((await call('GET', `/stores/${shop}/orders`, { key })).status).toBe(200);
    expect((await call('PATCH', `/stores/${shop}/cart-rules`, { key, body: { MINIMUM_CART_VALUE: 100 } })).status).toBe(
      403,
    );
    // bad input: no label, an unknown role
    const noLabel = await post(`/admin/${shop}/shop/keys`, { label: '  ', role: 'orders' }, cookie);
    expect(noLabel.status).toBe(400);
    expect(await noLabel.text()).toMatch(/id="f-label-error"/);
    expect((await post(`/admin/${shop}/shop/keys`, { label: 'Boss', role: 'admin' }, cookie)).status).toBe(400);
    expect((await expectOk<{ keys: unknown[] }>(await owner('GET', shop, '/keys'))).keys).toHaveLength(2);
    // revoke: the key stops working at once
    const revoked = await post(`/admin/${shop}/shop/keys/${keyId}/revoke`, {}, cookie);
    expect(revoked.status).toBe(303);
    expect((await call('GET', `/stores/${shop}/orders`, { key })).status).toBe(401);
    expect((await post(`/admin/${shop}/shop/keys/${keyId}/revoke`, {}, cookie)).status).toBe(404);
    // the shop's last owner key stays
    const ownerKeyId =
      /data-key-id="(key_[0-9a-f]{16})" data-role="owner"/.exec(
        await (await get(`/admin/${shop}/shop`, cookie)).text(),
      )?.[1] ?? '';
    const last = await post(`/admin/${shop}/shop/keys/${ownerKeyId}/revoke`, {}, cookie);
    expect(last.status).toBe(409);
    expect((await call('GET', `/stores/${shop}/orders`, { key: await keyFor(shop) })).status).toBe(200);
  });

  it("only the shop's owner changes settings or keys: a staff (orders) key, another shop's owner and nobody are refused and change nothing", async () => {
    const shop = await createOrderShop();
    const other = await createOrderShop();
    const staff = await expectOk<{ key: string }>(
      await owner('POST', shop, '/keys', { label: 'Packer', role: 'orders' }),
      201,
    );
    const staffCookie = await signedIn(shop, staff.key);
    const otherCookie = (await signedIn(other)).replace(other, shop);
    const before = await rules(shop);
    const writes: [string, Record<string, string>][] = [
      [`/admin/${shop}/shop/wallet`, { 'WALLET.wallet': 'on', 'WALLET.udhaarLimit': '99' }],
      [`/admin/${shop}/shop/rewards`, { 'REWARDS.enabled': 'on', 'REWARDS.pointValue': '1', 'REWARDS.maxShare': '50' }],
      [`/admin/${shop}/shop/gst`, { gstin: '07AAJPA4821K1ZU' }],
      [`/admin/${shop}/shop/keys`, { label: 'Sneaky', role: 'owner' }],
    ];
    for (const [path, fields] of writes) {
      expect((await post(path, fields, staffCookie)).status, `staff ${path}`).toBe(403);
      expect((await post(path, fields, otherCookie)).status, `other shop ${path}`).toBe(401);
      expect((await post(path, fields)).status, `anonymous ${path}`).toBe(401);
    }
    expect((await get(`/admin/${shop}/shop`, staffCookie)).status).toBe(403);
    expect(await rules(shop)).toEqual(before);
    expect(await gst(shop)).toBeNull();
    expect((await expectOk<{ keys: unknown[] }>(await owner('GET', shop, '/keys'))).keys).toHaveLength(2);
  });
});
