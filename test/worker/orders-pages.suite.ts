import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { textOf } from './helpers';
import { Buyer, createOrderShop, FAR, one } from './orders-helpers';

async function page(b: Buyer | null, path: string, form?: Record<string, string>) {
  const cookie = b ? [b.sid ? `${b.storeId}_cartSessionId=${b.sid}` : '', b.cookie].filter(Boolean).join('; ') : '';
  const init: RequestInit = form
    ? {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      }
    : { headers: cookie ? { Cookie: cookie } : {} };
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, { ...init, redirect: 'manual' }),
    env as never,
    createExecutionContext(),
  );
  const html = await res.text();
  return {
    status: res.status,
    location: res.headers.get('Location'),
    cache: res.headers.get('Cache-Control'),
    html,
    text: textOf(html),
  };
}

async function ready(rules: Record<string, unknown> = {}) {
  const shop = await createOrderShop({
    DELIVERY_CHARGE: 3000,
    EXTRA_CHARGES: [{ name: 'Packing', amount: 500 }],
    ...rules,
  });
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('rice', { selectedQuantity: 2 });
  return { shop, b, address };
}

describe('the checkout page', () => {
  it('sends a visitor who is not signed in to login, coming back to checkout', async () => {
    const shop = await createOrderShop();
    const r = await page(null, `/${shop}/checkout`);
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/${shop}/login?from=${encodeURIComponent(`/${shop}/checkout`)}`);
    expect((await page(null, `/${shop}/track/260101-AAAAAA`)).location).toMatch(/\/login\?from=/);
  });

  it('shows an empty bag as such', async () => {
    const shop = await createOrderShop();
    const b = await Buyer.signIn(shop);
    const r = await page(b, `/${shop}/checkout`);
    expect(r.status).toBe(200);
    expect(r.text).toContain('Your bag is empty');
  });

  it('renders the address, payment choices and every line of the bill, privately', async () => {
    const { shop, b } = await ready();
    await b.credit('wallet', 10000);
    const r = await page(b, `/${shop}/checkout`);
    expect(r.status).toBe(200);
    expect(r.cache).toBe('private, no-store');
    expect(r.html).toContain('data-island="checkout"');
    for (const text of [
      'Deliver to',
      'Meera Sharma',
      '1.95 km away · Delivery ₹30',
      'Cash on delivery',
      'Wallet (balance ₹100)',
      '₹100 from your wallet, the rest ₹435 in cash on delivery',
      'Udhaar (₹200 of ₹200 left)',
      'Items (2)',
      'Delivery (1.95 km)',
      'Packing',
      'Basmati Rice',
      'Place order · ₹535',
    ])
      expect(r.text).toContain(text);
  });

  it('names the reason when the chosen address is beyond the delivery radius', async () => {
    const { shop, b } = await ready();
    const far = await b.addAddress(FAR, 'Far Away');
    const r = await page(b, `/${shop}/checkout?address=${far}`);
    expect(r.text).toContain('Sorry, this shop delivers only within 10 km and your address is 15 km away.');
  });
});

describe('placing, the success page and tracking without JavaScript', () => {
  it('places from the form, shows the order placed, tracks it and cancels it', async () => {
    const { shop, b, address } = await ready();
    const placed = await page(b, `/${shop}/checkout`, {
      address_id: address,
      payment_method: 'COD',
      idempotency_key: 'form-1',
      expected_total: '53500',
      intent: 'place',
    });
    expect(placed.status).toBe(303);
    const id = /order=([^&]+)/.exec(placed.location ?? '')![1];
    const ok = await page(b, placed.location!);
    expect(ok.status).toBe(200);
    expect(ok.cache).toBe('private, no-store');
    for (const text of [
      'Thank you! Your order is placed.',
      `#${id}`,
      'Basmati Rice',
      'Cash on delivery ₹535',
      'has your order and will confirm it shortly',
      'Track your order',
    ])
      expect(ok.text).toContain(text);
    const track = await page(b, `/${shop}/track/${id}`);
    for (const text of [
      `Order #${id}`,
      'Order placed',
      'Accepted by the shop',
      'Out for delivery',
      'Delivered',
      'B-14, Lane 3',
      'Call +91 98765 00000',
      'Cancel order',
    ])
      expect(track.text).toContain(text);
    expect(track.html).toContain('data-island="order-cancel"');

    const stranger = await Buyer.signIn(shop);
    expect((await page(stranger, `/${shop}/track/${id}`)).status).toBe(404);
    expect((await page(stranger, `/${shop}/checkout/ordersuccessful?order=${id}`)).status).toBe(404);
    expect((await page(stranger, `/${shop}/track/${id}/cancel`, {})).status).toBe(404);

    const cancelled = await page(b, `/${shop}/track/${id}/cancel`, {});
    expect(cancelled).toMatchObject({ status: 303, location: `/${shop}/track/${id}` });
    const after = await page(b, `/${shop}/track/${id}`);
    expect(after.text).toContain('This order was cancelled.');
    expect(after.html).not.toContain('data-island="order-cancel"');
    const again = await page(b, `/${shop}/track/${id}/cancel`, {});
    expect(again.location).toBe(`/${shop}/track/${id}?notice=CANCEL_REFUSED`);
  });

  it('goes back to checkout with a notice when the order is refused, keeping the choices', async () => {
    const { shop, b, address } = await ready({ MINIMUM_CART_VALUE: 100000 });
    const r = await page(b, `/${shop}/checkout`, { address_id: address, payment_method: 'UDHAAR', intent: 'place' });
    expect(r.location).toBe(`/${shop}/checkout?address=${address}&pay=UDHAAR&notice=BELOW_MINIMUM`);
    const back = await page(b, r.location!);
    expect(back.text).toContain("Your bag is below the shop's minimum order.");
    expect((await one('SELECT COUNT(*) AS n FROM orders', shop)).n).toBe(0);
    const update = await page(b, `/${shop}/checkout`, {
      address_id: address,
      payment_method: 'WALLET',
      intent: 'update',
    });
    expect(update.location).toBe(`/${shop}/checkout?address=${address}&pay=WALLET`);
  });
});
