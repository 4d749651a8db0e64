import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fetchWith } from './auth-helpers';

/**
 * Values from the request never reach a header raw, never find an inherited property, and a cached page is never
 * changed in place: the three replies of 500 the outside attack found, each at its depth.
 */
const CONTROLS = ['%0d%0a', '%0d%0aSet-Cookie:%20a=b', '%00', '%0a', '%09', '%7f', '%1b'];

describe('control characters in a path segment', () => {
  it('the owner inbox sign-out answers the missing page (404) and writes no header, for every control character', {
    timeout: 60_000,
  }, async () => {
    for (const bad of CONTROLS) {
      const res = await fetchWith(env, `/admin/x${bad}y/sign-out`, {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(res.status, bad).toBe(404);
      expect(res.headers.get('Location'), bad).toBeNull();
      expect(res.headers.get('Set-Cookie'), bad).toBeNull();
    }
  });

  it('a valid shop id still signs out: the cookie is cleared and the inbox follows', { timeout: 60_000 }, async () => {
    const res = await fetchWith(env, '/admin/dilli-kirana/sign-out', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/admin/dilli-kirana');
    expect(res.headers.get('Set-Cookie')).toMatch(/^owner_dilli-kirana=;/);
  });

  it("pages, the APIs and a custom domain's redirect answer 404 (JSON on the APIs), never 500", {
    timeout: 60_000,
  }, async () => {
    for (const bad of CONTROLS) {
      for (const path of [
        `/dilli-kirana${bad}`,
        `/dilli-kirana/item/x${bad}`,
        `/dilli-kirana/search/rice${bad}`,
        `/admin/dilli-kirana${bad}`,
      ]) {
        const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
        expect(res.status, path).toBe(404);
        expect(res.headers.get('Content-Type'), path).toMatch(/text\/html/);
      }
      for (const path of [
        `/api/v2/orders/x${bad}`,
        `/admin/api/stores/dilli-kirana${bad}`,
        `/platform/api/shops/x${bad}`,
      ]) {
        const res = await SELF.fetch(`http://localhost${path}`, { headers: { Authorization: 'Bearer dev_operator' } });
        expect(res.status, path).toBe(404);
        expect(await res.json(), path).toMatchObject({ status: 0, code: 'NOT_FOUND' });
      }
      // a custom domain sends /{storeId}/... to its root: the rest of the path must not carry a header break
      const res = await SELF.fetch(`http://dillikirana.localhost/dilli-kirana/item/x${bad}`, { redirect: 'manual' });
      expect(res.status, bad).toBe(404);
    }
  });
});

describe('lookups by a request value find only their own entries', () => {
  const PROTO = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

  it('the owner inbox shows no notice for ?notice=__proto__ and its kin', { timeout: 60_000 }, async () => {
    const signIn = await fetchWith(env, '/admin/dilli-kirana/sign-in', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'key=dev_owner_dilli-kirana',
    });
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^owner_dilli-kirana=/);
    for (const notice of PROTO) {
      const res = await fetchWith(env, `/admin/dilli-kirana?notice=${notice}`, { headers: { Cookie: cookie } });
      expect(res.status, notice).toBe(200);
      expect(await res.text(), notice).not.toContain('role="alert"');
    }
    const gone = await fetchWith(env, '/admin/dilli-kirana?notice=GONE', { headers: { Cookie: cookie } });
    expect(await gone.text()).toContain('That order is no longer there.');
  });

  it('an unknown cart call named after an Object property is a JSON 404', { timeout: 60_000 }, async () => {
    for (const call of PROTO) {
      const res = await SELF.fetch(`http://localhost/api/v2/plugins/cart/${call}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', storeID: 'dilli-kirana', Origin: 'http://localhost' },
        body: '{}',
      });
      expect(res.status, call).toBeLessThan(500);
      expect(await res.json(), call).toMatchObject({ status: 0 });
    }
  });

  it('bag, checkout and tracking pages with ?notice=__proto__ and its kin render without a notice', {
    timeout: 60_000,
  }, async () => {
    for (const notice of PROTO) {
      for (const path of [
        `/dilli-kirana/bag?notice=${notice}`,
        `/dilli-kirana/checkout?notice=${notice}`,
        `/dilli-kirana/track/ORD-x?notice=${notice}`,
      ]) {
        const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
        expect(res.status, path).toBeLessThan(500);
      }
    }
  });
});

describe('a page from the edge cache', () => {
  const bag = (units: number) =>
    `dilli-kirana_cartSessionId=${crypto.randomUUID().replace(/-/g, '')}; dilli-kirana_bagUnits=${units}`;

  it('in Markdown, for every cookie state (none, bag, bag with units, signed-in), is served and never changed in place', {
    timeout: 60_000,
  }, async () => {
    const path = `http://localhost/dilli-kirana?md=${crypto.randomUUID()}`;
    const states = ['', bag(0), bag(3), `${bag(2)}; userToken=x`, 'userToken=x'];
    for (const round of [1, 2]) {
      for (const cookie of states) {
        const res = await SELF.fetch(path, {
          headers: { Accept: 'text/markdown', ...(cookie ? { Cookie: cookie } : {}) },
        });
        expect(res.status, `${round} ${cookie}`).toBe(200);
        expect(res.headers.get('Content-Type')).toMatch(/^text\/markdown/);
        expect(await res.text()).toMatch(/^# /m);
      }
    }
  });

  it("in HTML, for every cookie state, keeps answering 200 with the shopper's badge", { timeout: 60_000 }, async () => {
    const path = `http://localhost/dilli-kirana?html=${crypto.randomUUID()}`;
    for (const round of [1, 2]) {
      for (const [cookie, units] of [
        ['', null],
        [bag(0), 0],
        [bag(3), 3],
        [`${bag(2)}; userToken=x`, 2],
      ] as const) {
        const res = await SELF.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
        expect(res.status, `${round} ${cookie}`).toBe(200);
        const html = await res.text();
        if (units) expect(html, `${round} ${cookie}`).toMatch(new RegExp(`data-testid="bag-count"[^>]*>${units}<`));
      }
    }
  });
});
