import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { textOf } from './helpers';
import { Shopper } from './cart-helpers';

const page = (path: string, sid?: string | null, storeId = 'dilli-kirana') =>
  SELF.fetch(`http://localhost${path}`, {
    redirect: 'manual',
    headers: sid ? { Cookie: `${storeId}_cartSessionId=${sid}` } : {},
  });

/** A no-JavaScript form post, as a browser on the shop's own origin sends it. */
const form = (storeId: string, fields: Record<string, string>, sid?: string | null, origin = 'http://localhost') =>
  SELF.fetch(`http://localhost/${storeId}/bag/do`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      ...(sid ? { Cookie: `${storeId}_cartSessionId=${sid}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

describe('/bag', () => {
  it('shows the empty state without a session, and makes none', async () => {
    const res = await page('/dilli-kirana/bag');
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    const text = textOf(await res.text());
    expect(text).toContain('Your bag is empty');
    expect(text).toContain('Start shopping');
  });

  it('renders the bag from the session cookie: lines, variant, prices, offers, totals, checkout', async () => {
    const s = new Shopper();
    await s.add('desi-ghee', { variantKey: '1l' });
    const res = await page('/dilli-kirana/bag', s.sid);
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain('Desi Cow Ghee');
    expect(text).toContain('1 L');
    expect(text).toContain('₹675 each');
    expect(text).toContain('FLAT50');
    expect(text).toContain('Bill details');
    expect(html).toContain(`href="/dilli-kirana/checkout"`);
    expect(html).toContain('data-island="bag-view"');
    expect(html).not.toContain(s.sid!);
    expect(html).toContain('<h1>Your bag');
  });

  it('shows the amount missing below the minimum order and no checkout link', async () => {
    const s = new Shopper();
    await s.add('masala-chaach');
    const html = await (await page('/dilli-kirana/bag', s.sid)).text();
    expect(textOf(html)).toContain('Add ₹79 more to place your order (minimum ₹99).');
    expect(html).not.toContain(`href="/dilli-kirana/checkout"`);
  });

  it('drops the cookie of a session it does not know and shows an empty bag', async () => {
    const res = await page('/dilli-kirana/bag', 'a'.repeat(32));
    expect(res.headers.get('Set-Cookie')).toMatch(/dilli-kirana_cartSessionId=;.*Max-Age=0/);
    expect(textOf(await res.text())).toContain('Your bag is empty');
  });
});

describe('the badge on the home page', () => {
  it('counts the units of the bag behind the cookie, and such a page is private', async () => {
    const s = new Shopper();
    await s.add('maida', { variantKey: '1kg', selectedQuantity: 3 });
    const res = await page('/dilli-kirana', s.sid);
    expect(res.headers.get('Cache-Control')).toContain('private');
    const html = await res.text();
    expect(html).toContain('data-bag-count="3"');
    expect(html).toMatch(/data-testid="bag-count"[^>]*>3/);
  });

  it('is 0 and cacheable for a visitor without a bag', async () => {
    const res = await page('/dilli-kirana');
    expect(res.headers.get('Cache-Control')).toContain('public');
    expect(await res.text()).toContain('data-bag-count="0"');
  });

  it('has add-to-bag forms on item cards and the Offers button when the shop has coupons', async () => {
    const html = await (await page('/dilli-kirana')).text();
    expect(html).toContain('data-island="add-to-bag"');
    expect(html).toContain('action="/dilli-kirana/bag/do"');
    expect(html).toContain('data-testid="offers-button"');
    const members = await (await page('/noir-threads')).text();
    expect(members).toContain('data-testid="offers-button"');
  });
});

describe('/manualorders', () => {
  it('lists the manual items of the bag', async () => {
    const s = new Shopper();
    await s.call('addManualItem', { manual_item: { name: 'Hari mirch 100 g', quantity: 2 } });
    const text = textOf(await (await page('/dilli-kirana/manualorders', s.sid)).text());
    expect(text).toContain('Shopping list');
    expect(text).toContain('Hari mirch 100 g');
  });
});

describe('the bag without JavaScript (POST /{storeId}/bag/do)', () => {
  it('adds an item, making the session, and goes to the bag', async () => {
    const res = await form('dilli-kirana', { call: 'addProductToCart', itemId: 'besan', variantKey: '1kg', qty: '2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/dilli-kirana/bag');
    const sid = /dilli-kirana_cartSessionId=([0-9a-f]{32})/.exec(res.headers.get('Set-Cookie') ?? '')?.[1];
    expect(sid).toBeTruthy();
    const s = new Shopper();
    s.sid = sid!;
    expect((await s.call('refreshCartCalculations')).body.cart.items[0]).toMatchObject({
      product_id: 'besan',
      product_qty: 2,
    });
  });

  it('changes quantity, applies a coupon and removes, then the shopping list', async () => {
    const s = new Shopper();
    await s.add('desi-ghee', { variantKey: '1l' });
    expect(
      (await form('dilli-kirana', { call: 'updateCart', line: 'desi-ghee__1l__', qty: '2' }, s.sid)).headers.get(
        'Location',
      ),
    ).toBe('/dilli-kirana/bag');
    await form('dilli-kirana', { call: 'addCouponToCart', code: 'flat50' }, s.sid);
    let cart = (await s.call('refreshCartCalculations')).body.cart;
    expect(cart.items[0].product_qty).toBe(2);
    expect(cart.coupon.code).toBe('FLAT50');
    await form('dilli-kirana', { call: 'removeCartItem', line: 'desi-ghee__1l__' }, s.sid);
    const added = await form(
      'dilli-kirana',
      { call: 'addManualItem', name: 'Nimbu', qty: '6', back: 'manualorders' },
      s.sid,
    );
    expect(added.headers.get('Location')).toBe('/dilli-kirana/manualorders');
    cart = (await s.call('refreshCartCalculations')).body.cart;
    expect(cart.items).toEqual([]);
    expect(cart.manual_items[0]).toMatchObject({ name: 'Nimbu', quantity: 6 });
  });

  it('sends a refusal back as a notice code, never as typed text', async () => {
    const s = new Shopper('noir-threads');
    await s.add('mul-kurta-black', { selectedSize: 'M', selectedColor: 'Jet Black' });
    const res = await form(
      'noir-threads',
      { call: 'addProductToCart', itemId: 'heavy-tee-black', size: 'L', color: 'Off White' },
      s.sid,
    );
    expect(res.headers.get('Location')).toBe('/noir-threads/bag?notice=DIFFERENT_CATALOGUE');
    const text = textOf(
      await (await page('/noir-threads/bag?notice=DIFFERENT_CATALOGUE', s.sid, 'noir-threads')).text(),
    );
    expect(text).toContain('The item you are trying to add is from different catalog.');
    expect(text).toContain('Remove the items in my bag');
    const bad = await form('dilli-kirana', { call: 'updateCart', line: 'x', qty: '<script>' });
    expect(bad.headers.get('Location')).toMatch(/^\/dilli-kirana\/bag\?notice=[A-Z_]+$/);
    const odd = textOf(await (await page('/dilli-kirana/bag?notice=%3Cscript%3Ealert(1)%3C/script%3E')).text());
    expect(odd).toContain('That did not work.');
    expect(odd).not.toContain('alert(1)');
  });

  it('refuses a cross-site form post', async () => {
    const res = await form('dilli-kirana', { call: 'clearCart' }, null, 'https://evil.example');
    expect(res.status).toBe(403);
  });
});
