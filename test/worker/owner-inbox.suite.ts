import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { keyFor, owner } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop, one } from './orders-helpers';

const form = (fields: Record<string, string>, cookie = '') => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: 'http://localhost',
    ...(cookie ? { Cookie: cookie } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

async function signedIn(shop: string): Promise<string> {
  const res = await fetchWith(env, `/admin/${shop}/sign-in`, form({ key: await keyFor(shop) }));
  expect(res.status).toBe(303);
  const set = res.headers.get('Set-Cookie') ?? '';
  expect(set).toMatch(new RegExp(`^owner_${shop}=`));
  expect(set).toMatch(/HttpOnly/i);
  expect(set).toMatch(/SameSite=Strict/i);
  return set.split(';')[0];
}

async function upiOrder() {
  const shop = await createOrderShop();
  await owner('PATCH', shop, '/payments', {
    UPI: { enabled: true, vpa: 'orderlab.store@icici', payeeName: 'Order Lab' },
  });
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('rice');
  const upi = (await b.place({ address_id: address, payment_method: 'UPI' })).body.order_id as string;
  await b.add('dal');
  const cod = (await b.place({ address_id: address, payment_method: 'COD' })).body.order_id as string;
  return { shop, b, upi, cod };
}

describe('the owner inbox', () => {
  it("asks for the owner key once, refuses a wrong or another shop's key, then keeps the owner signed in", async () => {
    const shop = await createOrderShop();
    const page = await fetchWith(env, `/admin/${shop}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="owner-sign-in"');
    for (const key of ['x'.repeat(20), await keyFor(await createOrderShop()), '']) {
      const res = await fetchWith(env, `/admin/${shop}/sign-in`, form({ key }));
      expect(res.headers.get('Location')).toBe(`/admin/${shop}?failed=1`);
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
    const cookie = await signedIn(shop);
    const inbox = await fetchWith(env, `/admin/${shop}`, { headers: { Cookie: cookie } });
    expect(await inbox.text()).toContain('data-testid="owner-inbox"');
    expect(inbox.headers.get('Cache-Control')).toMatch(/no-store/);
    expect((await fetchWith(env, '/admin/no-such-shop-here')).status).toBe(404);
  });

  it("a card shows the shopper's name and city, the total, how they pay, and the lines in the bag's order", async () => {
    const shop = await createOrderShop();
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress(undefined, 'Kavya Iyer');
    await b.add('dal');
    await b.add('rice', { selectedQuantity: 2 });
    const id = (await b.place({ address_id: address, payment_method: 'COD' })).body.order_id as string;
    const html = await (await fetchWith(env, `/admin/${shop}`, { headers: { Cookie: await signedIn(shop) } })).text();
    const card = html.slice(
      html.indexOf(`data-order="${id}"`),
      html.indexOf('</li>', html.indexOf(`data-order="${id}"`)),
    );
    expect(card).toContain('Kavya Iyer · New Delhi · ₹560 · Cash');
    expect(card).toContain('1 × Toor Dal, 2 × Basmati Rice');
  });

  it("shows unpaid and new orders first and moves them with one tap; a cross-site or another owner's form changes nothing", async () => {
    const { shop, upi, cod } = await upiOrder();
    const cookie = await signedIn(shop);
    const html = await (await fetchWith(env, `/admin/${shop}`, { headers: { Cookie: cookie } })).text();
    expect(html.indexOf('Waiting for payment')).toBeLessThan(html.indexOf('New orders'));
    expect(html).toContain(`data-order="${upi}" data-status="AWAITING_PAYMENT"`);
    expect(html).toContain(`data-order="${cod}" data-status="PLACED"`);
    expect(html).toMatch(/href="https:\/\/wa\.me\/919811022334\?text=/);

    const other = await createOrderShop();
    const stranger = await signedIn(other);
    const foreign = await fetchWith(
      env,
      `/admin/${shop}/orders/${cod}/move`,
      form({ to: 'ACCEPTED' }, stranger.replace(`owner_${other}`, `owner_${shop}`)),
    );
    expect(foreign.headers.get('Location')).toBe(`/admin/${shop}`);
    const crossSite = await fetchWith(env, `/admin/${shop}/orders/${cod}/move`, {
      ...form({ to: 'ACCEPTED' }, cookie),
      headers: { ...form({}, cookie).headers, Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const anonymous = await fetchWith(env, `/admin/${shop}/orders/${cod}/move`, form({ to: 'ACCEPTED' }));
    expect(anonymous.headers.get('Location')).toBe(`/admin/${shop}`);
    expect((await one('SELECT status FROM orders WHERE id = ?', shop, cod)).status).toBe('PLACED');

    const accepted = await fetchWith(env, `/admin/${shop}/orders/${cod}/move`, form({ to: 'ACCEPTED' }, cookie));
    expect(accepted.headers.get('Location')).toBe(`/admin/${shop}?moved=${cod}`);
    expect((await one('SELECT status FROM orders WHERE id = ?', shop, cod)).status).toBe('ACCEPTED');
    const skip = await fetchWith(env, `/admin/${shop}/orders/${cod}/move`, form({ to: 'DELIVERED' }, cookie));
    expect(skip.headers.get('Location')).toBe(`/admin/${shop}?notice=REFUSED`);
    const bogus = await fetchWith(env, `/admin/${shop}/orders/${cod}/move`, form({ to: 'TELEPORTED' }, cookie));
    expect(bogus.headers.get('Location')).toBe(`/admin/${shop}?notice=REFUSED`);

    const paid = await fetchWith(env, `/admin/${shop}/orders/${upi}/payment`, form({ received: 'true' }, cookie));
    expect(paid.headers.get('Location')).toBe(`/admin/${shop}?moved=${upi}`);
    expect((await one('SELECT status FROM orders WHERE id = ?', shop, upi)).status).toBe('PLACED');
    const notUpi = await fetchWith(env, `/admin/${shop}/orders/${cod}/payment`, form({ received: 'true' }, cookie));
    expect(notUpi.headers.get('Location')).toBe(`/admin/${shop}?notice=GONE`);

    const out = await fetchWith(env, `/admin/${shop}/sign-out`, form({}, cookie));
    expect(out.headers.get('Set-Cookie')).toMatch(new RegExp(`owner_${shop}=;`));
  });
});
