import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { expectFailure, expectOk, owner, page, snapshot } from './admin-helpers';

const hosts = (domains: { host: string }[]) => domains.map((d) => d.host);

async function refused(storeId: string, body: unknown, field: string, code: string, http = 400) {
  const before = await snapshot(storeId);
  await expectFailure(await owner('POST', storeId, '/domains', body), http, code, field);
  expect(await snapshot(storeId)).toBe(before);
}

describe('custom domains', () => {
  // a *.localhost name is verified as soon as it is added (development); other names wait for proof of control
  // (test/worker/domain-verification.suite.ts)
  it('adding a verified domain serves the shop on it at once (the cached "no shop" answer is forgotten); removing it stops that', async () => {
    const host = 'shop.noirthreads.localhost';
    expect((await page('/', host)).status).toBe(404);
    expect(await env.KV.get(`domain:${host}`)).toBe('-');
    const { domain, domains } = await expectOk(
      await owner('POST', 'noir-threads', '/domains', { host: 'Shop.NoirThreads.localhost' }),
      201,
    );
    expect(domain).toMatchObject({ host, status: 'verified' });
    expect(hosts(domains)).toEqual([host]);
    const root = await page('/', host);
    expect(root.status).toBe(302);
    expect(root.headers.get('Location')).toBe('/noir-threads');
    const home = await page('/noir-threads', host);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`https://${host}/noir-threads`);
    expect((await expectOk(await owner('DELETE', 'noir-threads', `/domains/${host}`))).domains).toEqual([]);
    expect((await page('/noir-threads', host)).status).toBe(404);
  });

  it('a hostname serves one shop only: 409, and nothing changes in either shop', async () => {
    const other = await snapshot('dilli-kirana');
    await refused('noir-threads', { host: 'dillikirana.localhost' }, 'host', 'DOMAIN_TAKEN', 409);
    await refused('noir-threads', { host: 'DilliKirana.localhost' }, 'host', 'DOMAIN_TAKEN', 409);
    expect(await snapshot('dilli-kirana')).toBe(other);
    expect((await page('/dilli-kirana', 'dillikirana.localhost')).status).toBe(200);
  });

  it('adding a domain the shop already has changes nothing', async () => {
    const before = await snapshot('dilli-kirana');
    const { domains } = await expectOk(
      await owner('POST', 'dilli-kirana', '/domains', { host: 'dillikirana.localhost' }),
    );
    expect(hosts(domains)).toEqual(['dillikirana.localhost']);
    expect(await snapshot('dilli-kirana')).toBe(before);
  });

  it.each([
    ['https://shop.example.com'],
    ['shop.example.com:8443'],
    ['shop.example.com/path'],
    ['localhost'],
    ['127.0.0.1'],
    ['intranet'],
    ['-shop.example.com'],
    ['shop..example.com'],
    ['*.example.com'],
    ['shop.example.com.'],
    ['दुकान.example.com'],
    ['shop.example.123'],
    ['a'.repeat(64) + '.example.com'],
    ['shop_1.example.com'],
    [''],
  ])('refuses the hostname %j', async (host) => {
    await refused('members-only', { host }, 'host', 'INVALID_HOST');
  });

  it('refuses unknown fields and non-strings', async () => {
    await refused('members-only', { host: 'ok.example.com', primary: true }, 'primary', 'UNKNOWN_FIELD');
    await refused('members-only', { host: 5 }, 'host', 'INVALID');
  });

  it("cannot remove another shop's domain", async () => {
    await expectFailure(await owner('DELETE', 'noir-threads', '/domains/dillikirana.localhost'), 404, 'NOT_FOUND');
    expect(hosts((await expectOk(await owner('GET', 'dilli-kirana', '/domains'))).domains)).toEqual([
      'dillikirana.localhost',
    ]);
  });
});

describe('cache invalidation', () => {
  it("any change bumps the shop's version and forgets its domains in the KV cache", async () => {
    await page('/dilli-kirana', 'dillikirana.localhost');
    expect(await env.KV.get('domain:dillikirana.localhost')).toBe('dilli-kirana');
    const before = Number((await env.KV.get('shopver:dilli-kirana')) ?? 0);
    await expectOk(await owner('PATCH', 'dilli-kirana', '/theme', { DEFAULT_COLOR: '#115e59' }));
    expect(Number(await env.KV.get('shopver:dilli-kirana'))).toBeGreaterThan(before);
    expect(await env.KV.get('domain:dillikirana.localhost')).toBeNull();
  });

  it('a refused change bumps nothing', async () => {
    const before = await env.KV.get('shopver:members-only');
    await expectFailure(await owner('PATCH', 'members-only', '/theme', { DEFAULT_COLOR: 'blue' }), 400);
    expect(await env.KV.get('shopver:members-only')).toBe(before);
  });
});

describe('stats', () => {
  const noAgents = { total: { markdown: 0, llms: 0, feeds: 0, mcp: 0 }, days: [] };

  it('reads STORE_VIEWS and shared-link views (zero for a new shop)', async () => {
    expect((await expectOk(await owner('GET', 'members-only', '/stats'))).stats).toEqual({
      STORE_VIEWS: 0,
      SHARED_VIEWS: 0,
      TOP_SHARED_ITEMS: [],
      AGENT_REQUESTS: noAgents,
    });
    const shop = openShop(env, 'members-only');
    await shop.db.batch([
      shop.db.prepare('INSERT INTO store_stats (store_views) VALUES (41)'),
      shop.db.prepare("INSERT INTO shared_views (item_id, views) VALUES ('sugar-50kg', 3), ('atta-50kg', 5)"),
    ]);
    // another shop's views (in its own database) never count here
    await openShop(env, 'dilli-kirana')
      .db.prepare("INSERT INTO shared_views (item_id, views) VALUES ('toor-dal', 100)")
      .run();
    const { stats } = await expectOk(await owner('GET', 'members-only', '/stats'));
    expect(stats).toEqual({
      STORE_VIEWS: 41,
      SHARED_VIEWS: 8,
      TOP_SHARED_ITEMS: [
        { itemId: 'atta-50kg', views: 5 },
        { itemId: 'sugar-50kg', views: 3 },
      ],
      AGENT_REQUESTS: noAgents,
    });
  });
});
