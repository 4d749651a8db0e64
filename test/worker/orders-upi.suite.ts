import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { shopStub, openShop } from '../../src/data/shop/shop-db';
import { signHmacSha256 } from '../../src/core/hmac';
import { call, keyFor, owner } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop, one } from './orders-helpers';

const VPA = 'orderlab.store@icici';

/** A shop taking UPI (and COD up to `codMax` paise), a signed-in buyer with an address and 2 x rice (₹500) in the bag. */
async function upiShop(codMax = 0) {
  const shop = await createOrderShop();
  const set = await owner('PATCH', shop, '/payments', {
    UPI: { enabled: true, vpa: VPA, payeeName: 'Order Lab' },
    COD: { maxOrderValue: codMax },
  });
  expect(set.status).toBe(200);
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('rice', { selectedQuantity: 2 });
  return { shop, b, address };
}

async function placeUpi() {
  const { shop, b, address } = await upiShop();
  const r = await b.place({ address_id: address, payment_method: 'UPI' });
  expect(r.body.status, JSON.stringify(r.body)).toBe(1);
  return { shop, b, id: r.body.order_id as string, reply: r.body };
}

const status = async (shop: string, id: string) =>
  (await one('SELECT status FROM orders WHERE id = ?', shop, id)).status;
const stock = async (shop: string) => (await one("SELECT stock_qty FROM items WHERE id = 'rice'", shop)).stock_qty;
const confirm = async (shop: string, id: string, received: unknown, key?: string) =>
  call('POST', `/stores/${shop}/orders/${id}/payment`, { key: key ?? (await keyFor(shop)), body: { received } });

describe('the owner sets UPI and cash on delivery', () => {
  it('saves UPI and COD, warns about a personal-looking VPA, refuses a bad one and changes nothing', async () => {
    const shop = await createOrderShop();
    const personal = await (
      await owner('PATCH', shop, '/payments', { UPI: { enabled: true, vpa: '9876543210@ybl', payeeName: 'Ravi' } })
    ).json<any>();
    expect(personal).toMatchObject({
      status: 1,
      payments: { UPI: { enabled: true, vpa: '9876543210@ybl' }, COD: { enabled: true, maxOrderValue: 0 } },
    });
    expect(personal.warnings[0]).toMatch(/looks like a personal one/);
    const business = await (
      await owner('PATCH', shop, '/payments', {
        UPI: { vpa: ' OrderLab.Store@ICICI ' },
        COD: { maxOrderValue: 200000 },
      })
    ).json<any>();
    expect(business).toMatchObject({
      status: 1,
      warnings: [],
      payments: { UPI: { enabled: true, vpa: VPA, payeeName: 'Ravi' }, COD: { maxOrderValue: 200000 } },
    });
    for (const [body, field] of [
      [{ UPI: { vpa: 'not a vpa' } }, 'UPI.vpa'],
      [{ UPI: { payeeName: '' } }, 'UPI.payeeName'],
      [{ COD: { maxOrderValue: -1 } }, 'COD.maxOrderValue'],
      [{ COD: { maxOrderValue: 1.5 } }, 'COD.maxOrderValue'],
      [{ UPI: { enabled: 'yes' } }, 'UPI.enabled'],
      [{}, null],
      [{ CARD: {} }, null],
    ] as const) {
      const res = await owner('PATCH', shop, '/payments', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const reply = await res.json<any>();
      expect(reply.status).toBe(0);
      if (field) expect(reply.field).toBe(field);
    }
    expect((await (await owner('GET', shop, '/payments')).json<any>()).payments).toEqual(business.payments);
    // another shop's key and no key
    const other = await createOrderShop();
    expect(
      (await call('PATCH', `/stores/${shop}/payments`, { key: await keyFor(other), body: { COD: { enabled: false } } }))
        .status,
    ).toBe(404);
    expect((await call('PATCH', `/stores/${shop}/payments`, { body: { COD: { enabled: false } } })).status).toBe(401);
  });

  it("checkout hides COD above the owner's maximum and offers UPI", async () => {
    const { b, address } = await upiShop(40000);
    const q = await b.request('POST', '/api/v2/orders/quote', { address_id: address });
    expect(q.body.payment_methods).toEqual(['UPI', 'WALLET', 'UDHAAR']);
    const cod = await b.place({ address_id: address, payment_method: 'COD' });
    expect(cod.http).toBe(409);
    expect(cod.body).toMatchObject({ status: 0, code: 'COD_LIMIT' });
    expect(cod.body.rsn).toContain('₹400');
  });
});

describe('paying by UPI', () => {
  it('placing answers the exact upi://pay link and a tracking link; the order waits as AWAITING_PAYMENT with its stock held', async () => {
    const { shop, id, reply } = await placeUpi();
    expect(reply.order_status).toBe('AWAITING_PAYMENT');
    expect(reply.upi.uri).toBe(`upi://pay?pa=${VPA}&pn=Order%20Lab&am=500.00&cu=INR&tn=Order%20${id}&tr=${id}`);
    expect(reply.track_url).toMatch(new RegExp(`^http://localhost/${shop}/track/${id}\\?t=[A-Za-z0-9_-]{24}$`));
    expect(
      await one(
        'SELECT status, payment_method, paid_upi, cash_due, payment_due_at - created_at AS window FROM orders WHERE id = ?',
        shop,
        id,
      ),
    ).toEqual({ status: 'AWAITING_PAYMENT', payment_method: 'UPI', paid_upi: 50000, cash_due: 0, window: 30 * 60_000 });
    expect(await stock(shop)).toBe(8);
  });

  it("the UTR: 12 digits or a 400 that changes nothing; once; then the owner confirms (another shop's key cannot)", async () => {
    const { shop, b, id } = await placeUpi();
    for (const utr of [
      '12345',
      '41234567890a',
      4123456789012,
      '',
      null,
      '\ud800'.repeat(12),
      { $gt: '' },
      'x'.repeat(10_000),
    ]) {
      const r = await b.request('POST', `/api/v2/orders/${id}/utr`, { utr });
      expect(r.http, String(utr).slice(0, 20)).toBe(400);
      // lone surrogates never reach the handler: the API refuses broken text first
      expect(r.body).toMatchObject({
        status: 0,
        code: typeof utr === 'string' && utr.startsWith('\ud800') ? 'BAD_TEXT' : 'BAD_UTR',
      });
    }
    expect((await b.request('POST', `/api/v2/orders/${id}/utr`, { utr: '1'.repeat(100_000) })).http).toBe(413);
    expect(await status(shop, id)).toBe('AWAITING_PAYMENT');
    const other = await Buyer.signIn(shop);
    expect((await other.request('POST', `/api/v2/orders/${id}/utr`, { utr: '412345678901' })).http).toBe(404);
    const sent = await b.request('POST', `/api/v2/orders/${id}/utr`, { utr: '4123 4567 8901' });
    expect(sent.body).toMatchObject({
      status: 1,
      order: { status: 'PAYMENT_SUBMITTED', payment: { utr: '412345678901' } },
    });
    const twice = await b.request('POST', `/api/v2/orders/${id}/utr`, { utr: '412345678902' });
    expect(twice.http).toBe(409);
    expect(twice.body.rsn).toBe('The UPI reference for this order was already sent; the shop is checking it.');
    const stranger = await createOrderShop();
    expect((await confirm(shop, id, true, await keyFor(stranger))).status).toBe(404);
    expect((await confirm(shop, id, 'yes')).status).toBe(400);
    expect(await status(shop, id)).toBe('PAYMENT_SUBMITTED');
    // not received: back to waiting with a fresh deadline, the shopper may send another reference
    const back = await (await confirm(shop, id, false)).json<any>();
    expect(back).toMatchObject({ status: 1, order: { status: 'AWAITING_PAYMENT', payment: { utr: null } } });
    expect(back.whatsapp_url).toMatch(/^https:\/\/wa\.me\/919811022334\?text=/);
    expect((await b.request('POST', `/api/v2/orders/${id}/utr`, { utr: '412345678903' })).body.order.status).toBe(
      'PAYMENT_SUBMITTED',
    );
    const paid = await (await confirm(shop, id, true)).json<any>();
    expect(paid.order.status).toBe('PLACED');
    expect(decodeURIComponent(paid.whatsapp_url)).toContain(`Your order ${id}: Order placed.`);
    expect((await confirm(shop, id, true)).status).toBe(409);
    expect((await owner('POST', shop, `/orders/${id}/status`, { status: 'ACCEPTED' })).status).toBe(200);
  });

  it('an unpaid order cannot be accepted before its payment is confirmed', async () => {
    const { shop, id } = await placeUpi();
    const r = await owner('POST', shop, `/orders/${id}/status`, { status: 'ACCEPTED' });
    expect(r.status).toBe(409);
    expect((await r.json<any>()).rsn).toMatch(/Confirm the UPI payment first/);
  });

  it("an order still unpaid after 30 minutes is cancelled by the shop's alarm and gives its stock back", async () => {
    const { shop, b, id } = await placeUpi();
    expect(await stock(shop)).toBe(8);
    await openShop(env, shop)
      .db.prepare('UPDATE orders SET payment_due_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, id)
      .run();
    expect(await runDurableObjectAlarm(shopStub(env, shop))).toBe(true);
    expect(await status(shop, id)).toBe('CANCELLED');
    expect(await stock(shop)).toBe(10);
    expect(
      await one("SELECT actor, note FROM order_events WHERE order_id = ? AND status = 'CANCELLED'", shop, id),
    ).toEqual({ actor: 'system', note: 'The UPI payment did not arrive in time, so the order was cancelled.' });
    expect((await b.request('POST', `/api/v2/orders/${id}/utr`, { utr: '412345678901' })).http).toBe(409);
  });

  it('a UTR sent after the deadline, before the alarm rang, is refused as expired and the stock comes back', async () => {
    const { shop, b, id } = await placeUpi();
    await openShop(env, shop)
      .db.prepare('UPDATE orders SET payment_due_at = ? WHERE id = ?')
      .bind(Date.now() - 1000, id)
      .run();
    const r = await b.request('POST', `/api/v2/orders/${id}/utr`, { utr: '412345678901' });
    expect(r.http).toBe(409);
    expect(r.body.code).toBe('PAYMENT_EXPIRED');
    expect(await status(shop, id)).toBe('CANCELLED');
    expect(await stock(shop)).toBe(10);
  });
});

describe("a payment provider's webhook", () => {
  const SECRET = 'whsec_test_0123456789abcdef';
  const vars = { ...env, PAYMENT_WEBHOOK_SECRETS: JSON.stringify({ testpay: SECRET }) } as typeof env;
  const hook = async (body: unknown, opts: { provider?: string; secret?: string; signature?: string } = {}) => {
    const raw = JSON.stringify(body);
    const signature = opts.signature ?? `sha256=${await signHmacSha256(opts.secret ?? SECRET, raw)}`;
    const res = await fetchWith(vars, `/api/v2/payments/webhook/${opts.provider ?? 'testpay'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Webhook-Signature': signature },
      body: raw,
    });
    return { http: res.status, body: await res.json<any>() };
  };

  it('confirms with a valid signature and the exact amount, once; refuses forgeries and mismatches, changing nothing', async () => {
    const { shop, id } = await placeUpi();
    const paid = { store_id: shop, order_id: id, amount: 50000, status: 'SUCCESS', utr: '412345678901' };
    expect(await hook(paid, { secret: 'someone-elses-secret-000' })).toMatchObject({
      http: 401,
      body: { status: 0, code: 'BAD_SIGNATURE' },
    });
    expect(await hook(paid, { signature: 'sha256=' + '0'.repeat(64) })).toMatchObject({ http: 401 });
    expect(await hook(paid, { signature: '' })).toMatchObject({ http: 401 });
    expect(await hook(paid, { provider: 'nobody' })).toMatchObject({ http: 404, body: { code: 'UNKNOWN_PROVIDER' } });
    expect(await hook({ ...paid, amount: 49999 })).toMatchObject({ http: 409, body: { code: 'AMOUNT_MISMATCH' } });
    expect(await hook({ ...paid, order_id: '261124-ZZZZZZ' })).toMatchObject({ http: 404 });
    expect(await hook({ ...paid, store_id: 'no-such-shop-here' })).toMatchObject({ http: 404 });
    expect(await hook({ ...paid, amount: 'lots' })).toMatchObject({ http: 400, body: { field: 'amount' } });
    expect(await hook({ ...paid, status: 'FAILED' })).toMatchObject({
      http: 200,
      body: { order_status: 'AWAITING_PAYMENT' },
    });
    expect(await status(shop, id)).toBe('AWAITING_PAYMENT');
    expect(await hook(paid)).toMatchObject({ http: 200, body: { status: 1, order_status: 'PLACED' } });
    expect(await hook(paid)).toMatchObject({ http: 200, body: { duplicate: true } });
    expect(
      (
        await one(
          "SELECT actor, note FROM order_events WHERE order_id = ? AND status = 'PLACED' AND actor = 'system'",
          shop,
          id,
        )
      ).note,
    ).toBe('Paid by UPI (reference 412345678901), confirmed by testpay.');
    // without the binding there are no providers at all
    const res = await fetchWith(env, '/api/v2/payments/webhook/testpay', {
      method: 'POST',
      headers: { 'X-Webhook-Signature': 'sha256=00' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});

describe('tracking links', () => {
  it('open the status and items on any phone without signing in, never the address or phone; a wrong token or shop is 404', async () => {
    const { shop, id, reply } = await placeUpi();
    const url = new URL(reply.track_url);
    expect(url.pathname).toBe(`/${shop}/track/${id}`);
    const res = await fetchWith(env, `${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="public-track"');
    expect(html).toContain('Basmati Rice');
    expect(html).toContain('Waiting for your UPI payment');
    for (const secret of ['B-14, Lane 3', '9811022334', '98110 22334', 'Meera']) expect(html).not.toContain(secret);
    expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
    const wrong = `${url.pathname}?t=${'A'.repeat(24)}`;
    expect((await fetchWith(env, wrong)).status).toBe(404);
    const other = await createOrderShop();
    expect((await fetchWith(env, `/${other}/track/${id}${url.search}`)).status).toBe(404);
    // without a token it is the signed-in page: anonymous visitors go to sign in
    expect((await fetchWith(env, url.pathname)).status).toBe(302);
  });
});

describe('GST invoices', () => {
  async function invoiceShop() {
    const shop = await createOrderShop({ GST: true });
    await openShop(env, shop).db.prepare("UPDATE items SET hsn = '1006' WHERE id = 'rice'").run();
    expect(
      (await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status,
    ).toBe(200);
    const b = await Buyer.signIn(shop);
    return { shop, b, address: await b.addAddress() };
  }
  const order = async (b: Buyer, address: string) => {
    await b.add('rice');
    const r = await b.place({ address_id: address, payment_method: 'COD' });
    expect(r.body.status, JSON.stringify(r.body)).toBe(1);
    return r.body.order_id as string;
  };
  const titleOf = async (res: Response) => (await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getTitle();

  it("the shopper and the owner get the PDF; another shopper, another shop's key and anonymous visitors do not", async () => {
    const { shop, b, address } = await invoiceShop();
    const id = await order(b, address);
    const path = `/${shop}/track/${id}/invoice.pdf`;
    const mine = await b.request('GET', path);
    expect(mine.http).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('application/pdf');
    const res = await fetchWith(env, path, { headers: { Cookie: b.cookie } });
    expect(await titleOf(res)).toMatch(/^Tax Invoice INV\/\d{2}-\d{2}\/000001$/);
    const byOwner = await fetchWith(env, path, { headers: { Authorization: `Bearer ${await keyFor(shop)}` } });
    expect(byOwner.status).toBe(200);
    const other = await Buyer.signIn(shop);
    expect((await other.request('GET', path)).http).toBe(404);
    expect(
      (await fetchWith(env, path, { headers: { Authorization: `Bearer ${await keyFor(await createOrderShop())}` } }))
        .status,
    ).toBe(404);
    expect((await fetchWith(env, path)).status).toBe(404);
  });

  it('numbers are gapless per financial year and start again at 1 on 1 April (IST)', async () => {
    const { shop, b, address } = await invoiceShop();
    const ids = [await order(b, address), await order(b, address), await order(b, address)];
    const at = (iso: string) => Date.parse(`${iso}+05:30`);
    const dates = [at('2027-03-31T22:00:00'), at('2027-03-31T23:59:00'), at('2027-04-01T00:05:00')];
    for (const [i, id] of ids.entries()) {
      await openShop(env, shop).db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').bind(dates[i], id).run();
    }
    const titles = [];
    for (const id of ids)
      titles.push(
        await titleOf(await fetchWith(env, `/${shop}/track/${id}/invoice.pdf`, { headers: { Cookie: b.cookie } })),
      );
    expect(titles).toEqual([
      'Tax Invoice INV/26-27/000001',
      'Tax Invoice INV/26-27/000002',
      'Tax Invoice INV/27-28/000001',
    ]);
    // asking again gives the same number
    expect(
      await titleOf(await fetchWith(env, `/${shop}/track/${ids[0]}/invoice.pdf`, { headers: { Cookie: b.cookie } })),
    ).toBe(titles[0]);
  });

  it('an unpaid UPI order has no invoice yet; a shop without a GST registration has none', async () => {
    const { shop, b, id } = await placeUpi();
    await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU' });
    expect((await b.request('GET', `/${shop}/track/${id}/invoice.pdf`)).http).toBe(409);
    const plain = await createOrderShop();
    const c = await Buyer.signIn(plain);
    const address = await c.addAddress();
    await c.add('dal');
    const placed = await c.place({ address_id: address, payment_method: 'COD' });
    expect((await c.request('GET', `/${plain}/track/${placed.body.order_id}/invoice.pdf`)).http).toBe(404);
  });

  it('an order cancelled before its invoice never takes a number; one cancelled after gets a credit note against it', async () => {
    const { shop, b, address } = await invoiceShop();
    const early = await order(b, address);
    expect((await b.request('POST', `/api/v2/orders/${early}/cancel`)).body.status).toBe(1);
    const refused = await b.request('GET', `/${shop}/track/${early}/invoice.pdf`);
    expect(refused.http).toBe(409);
    expect((await one('SELECT COUNT(*) AS n FROM invoices', shop)).n).toBe(0);
    const late = await order(b, address);
    const invoice = await titleOf(
      await fetchWith(env, `/${shop}/track/${late}/invoice.pdf`, { headers: { Cookie: b.cookie } }),
    );
    expect(invoice).toMatch(/^Tax Invoice INV\/\d{2}-\d{2}\/000001$/);
    expect((await b.request('POST', `/api/v2/orders/${late}/cancel`)).body.status).toBe(1);
    const path = `/${shop}/track/${late}/invoice.pdf`;
    const note = await titleOf(await fetchWith(env, path, { headers: { Cookie: b.cookie } }));
    expect(note).toMatch(/^Credit Note CRN\/\d{2}-\d{2}\/000001$/);
    expect(await titleOf(await fetchWith(env, path, { headers: { Cookie: b.cookie } }))).toBe(note);
    // the invoice series goes on from where it was: the cancelled order took nothing
    const next = await order(b, address);
    expect(
      await titleOf(await fetchWith(env, `/${shop}/track/${next}/invoice.pdf`, { headers: { Cookie: b.cookie } })),
    ).toMatch(/\/000002$/);
  });

  it('an item named in Hindi is set in Noto Sans Devanagari, the fonts bundled with the Worker, and stays one small page', async () => {
    const { shop, b, address } = await invoiceShop();
    await openShop(env, shop).db.prepare("UPDATE items SET name = 'क्षीर बासमती चावल' WHERE id = 'rice'").run();
    const id = await order(b, address);
    const res = await fetchWith(env, `/${shop}/track/${id}/invoice.pdf`, { headers: { Cookie: b.cookie } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => (o instanceof PDFDict ? o.get(PDFName.of('BaseFont'))?.toString() : undefined))
      .filter((f): f is string => Boolean(f));
    expect(fonts.some((f) => f.includes('NotoSansDevanagari'))).toBe(true);
    expect(fonts.some((f) => f.includes('NotoSans-Regular'))).toBe(true);
  });

  it('refuses a GSTIN with a wrong check character or a state that does not match', async () => {
    const shop = await createOrderShop();
    expect((await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZX' })).status).toBe(400);
    expect((await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', stateCode: '27' })).status).toBe(400);
    expect((await owner('PATCH', shop, '/gst', { stateCode: '99' })).status).toBe(400);
    expect((await owner('PATCH', shop, '/gst', { compositionScheme: true })).status).toBe(400);
    expect((await (await owner('GET', shop, '/gst')).json<any>()).gst).toBeNull();
  });
});

describe('refused deliveries', () => {
  it('after two RETURNED orders the shopper no longer gets cash on delivery', async () => {
    const { shop, b, address } = await upiShop();
    for (let n = 0; n < 2; n++) {
      await b.add('dal');
      const r = await b.place({ address_id: address, payment_method: 'COD' });
      for (const s of ['ACCEPTED', 'PACKED', 'SHIPPED', 'RETURNED'])
        expect((await owner('POST', shop, `/orders/${r.body.order_id}/status`, { status: s })).status).toBe(200);
    }
    await b.add('dal');
    const refused = await b.place({ address_id: address, payment_method: 'COD' });
    expect(refused.http).toBe(409);
    expect(refused.body.code).toBe('COD_REFUSED');
    expect((await b.place({ address_id: address, payment_method: 'UPI' })).body.status).toBe(1);
  });
});
