import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importJWK, jwtVerify } from 'jose';
import { alertOwnerOfOrder } from '../../src/app/orders/owner-alerts';
import type { Bindings } from '../../src/env';
import { ownerEndpoints } from '../../src/data/shop/owner-push';
import { openShop } from '../../src/data/shop/shop-db';
import { keyFor } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop } from './orders-helpers';

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A throwaway VAPID key pair, as the operator would configure it (no key lives in the repository). */
async function vapid() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKey = b64url((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const d = ((await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey).d!;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  return { publicKey, d, verifyKey: await importJWK({ kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! }, 'ES256') };
}

const form = (fields: Record<string, string>, cookie = '') => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: 'http://localhost',
    ...(cookie ? { Cookie: cookie } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

afterEach(() => vi.restoreAllMocks());

describe('telling the owner of new orders', () => {
  it("the inbox registers a browser; a new order sends it an empty push signed with the operator's VAPID key; a gone browser is forgotten", async () => {
    const keys = await vapid();
    const vars = {
      ...env,
      OWNER_PUSH_PUBLIC_KEY: keys.publicKey,
      OWNER_PUSH_PRIVATE_KEY: keys.d,
      OWNER_PUSH_SUBJECT: 'mailto:ops@storefront.test',
    } as typeof env & Bindings;
    const shop = await createOrderShop();
    const signIn = await fetchWith(vars, `/admin/${shop}/sign-in`, form({ key: await keyFor(shop) }));
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    const page = await (await fetchWith(vars, `/admin/${shop}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain('data-island="owner-alerts"');
    expect(page).toContain(keys.publicKey);

    const register = (endpoint: unknown, who = cookie) =>
      fetchWith(vars, `/admin/${shop}/alerts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', Cookie: who },
        body: JSON.stringify({ endpoint }),
      });
    expect((await register('http://push.example.test/x')).status).toBe(400);
    expect((await register('https://push.example.test/send/abc', '')).status).toBe(401);
    expect((await register('https://push.example.test/send/abc')).status).toBe(200);
    expect(await ownerEndpoints(openShop(env, shop))).toEqual(['https://push.example.test/send/abc']);
    const sw = await fetchWith(vars, `/admin/${shop}/sw.js`);
    expect(sw.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await sw.text()).toContain(`openWindow("/admin/${shop}")`);

    const pushes: Request[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input as RequestInfo, init);
      if (!req.url.startsWith('https://push.example.test/')) return realFetch(input as RequestInfo, init);
      pushes.push(req);
      return new Response(null, { status: pushes.length === 1 ? 201 : 410 });
    });
    expect(await alertOwnerOfOrder(vars, openShop(env, shop), '261124-AAAAAA')).toBe(1);
    const auth = /^vapid t=([^,]+), k=(.+)$/.exec(pushes[0].headers.get('Authorization') ?? '')!;
    expect(auth[2]).toBe(keys.publicKey);
    const { payload } = await jwtVerify(auth[1], keys.verifyKey, { audience: 'https://push.example.test' });
    expect(payload.sub).toBe('mailto:ops@storefront.test');
    expect(payload.exp! - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600 + 5);
    expect(pushes[0].headers.get('TTL')).toBe('86400');
    expect(await pushes[0].text()).toBe('');
    // the push service says the browser is gone: it is dropped
    expect(await alertOwnerOfOrder(vars, openShop(env, shop), '261124-BBBBBB')).toBe(0);
    expect(await ownerEndpoints(openShop(env, shop))).toEqual([]);
    // placing an order alerts the owner after the reply
    expect((await register('https://push.example.test/send/def')).status).toBe(200);
    const b = await Buyer.signIn(shop);
    b.bindings = vars;
    const address = await b.addAddress();
    await b.add('dal');
    const before = pushes.length;
    expect((await b.place({ address_id: address, payment_method: 'COD' })).body.status).toBe(1);
    await vi.waitFor(() => expect(pushes.length).toBe(before + 1));
    expect(pushes.at(-1)!.url).toBe('https://push.example.test/send/def');
    // without the operator's key nothing is sent, and the inbox offers no alerts
    expect(await alertOwnerOfOrder(env as unknown as Bindings, openShop(env, shop), '261124-CCCCCC')).toBe(0);
    expect(await (await fetchWith(env, `/admin/${shop}`, { headers: { Cookie: cookie } })).text()).not.toContain(
      'data-island="owner-alerts"',
    );
  });

  it("the alert and the alerts island speak the console's language: a push to an owner whose console is in Hindi reads in Hindi", async () => {
    const keys = await vapid();
    const vars = { ...env, OWNER_PUSH_PUBLIC_KEY: keys.publicKey, OWNER_PUSH_PRIVATE_KEY: keys.d } as typeof env &
      Bindings;
    const shop = 'dilli-kirana'; // a demo shop in English and Hindi
    const signIn = await fetchWith(vars, `/admin/${shop}/sign-in`, form({ key: await keyFor(shop) }));
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    const inbox = await (await fetchWith(vars, `/admin/${shop}?lang=hi`, { headers: { Cookie: cookie } })).text();
    const island = inbox.slice(inbox.indexOf('data-island="owner-alerts"'));
    expect(island).toContain('नए ऑर्डर की सूचना दें');
    expect(island.slice(0, 2000)).not.toContain('Tell me of new orders');
    // the islands register the worker at sw.js?lang={the console's language}; its notification is the push's words
    const worker = (lang: string, headers: Record<string, string> = {}) =>
      fetchWith(vars, `/admin/${shop}/sw.js${lang}`, { headers }).then((r) => r.text());
    const hindi = await worker('?lang=hi');
    expect(hindi).toContain('showNotification("नया ऑर्डर"');
    expect(hindi).toContain('एक ग्राहक ने ऑर्डर दिया है।');
    expect(hindi).not.toMatch(/New order|A shopper/);
    expect(await worker('?lang=ta')).toContain('showNotification("புதிய ஆர்டர்"');
    expect(await worker('', { Cookie: 'lang=hi' })).toContain('showNotification("नया ऑर्डर"');
    expect(await worker('')).toContain(
      'showNotification("New order", {"body":"A shopper has placed an order. Tap to open your orders."',
    );
    expect(await worker('?lang=xx')).toContain('showNotification("New order"');
  });
});
