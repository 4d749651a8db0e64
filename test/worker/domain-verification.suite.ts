import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/worker';
import { DOH_URL, setDomainProofFetcher } from '../../src/data/platform/domain-proof';
import { call, expectFailure, expectOk, keyFor, owner, page } from './admin-helpers';
import { said } from '../../src/domain/i18n/said';
import { speak } from '../../src/render/i18n';

/**
 * Custom domains must be proven before they serve a shop. The network is never touched: the proof lookups
 * (DNS-over-HTTPS and the token file) go to a fake internet, which each test fills in.
 */
const DAY = 24 * 60 * 60 * 1000;

interface FakeInternet {
  /** TXT data per DNS name, as DoH JSON gives it (quoted) */
  txt: Map<string, string[]>;
  /** response per URL */
  files: Map<string, () => Response>;
  /** DoH answers this instead (e.g. SERVFAIL), or throws when 'throw' */
  dohFailure: { Status: number } | 'throw' | null;
  requests: string[];
}

let net: FakeInternet;

beforeEach(() => {
  net = { txt: new Map(), files: new Map(), dohFailure: null, requests: [] };
  setDomainProofFetcher(async (input, init) => {
    const url = String(input);
    net.requests.push(url);
    if (url.startsWith(`${DOH_URL}?`)) {
      expect(new Headers(init?.headers).get('Accept')).toBe('application/dns-json');
      const q = new URL(url).searchParams;
      expect(q.get('type')).toBe('TXT');
      if (net.dohFailure === 'throw') throw new TypeError('network down');
      if (net.dohFailure) return Response.json({ ...net.dohFailure, Question: [{ name: q.get('name'), type: 16 }] });
      const data = net.txt.get(q.get('name')!);
      if (!data)
        return Response.json(
          { Status: 3, Question: [{ name: q.get('name'), type: 16 }] },
          { headers: { 'Content-Type': 'application/dns-json' } },
        );
      return Response.json({
        Status: 0,
        Answer: data.map((d) => ({ name: q.get('name'), type: 16, TTL: 300, data: d })),
      });
    }
    const file = net.files.get(url);
    return file ? file() : new Response('Not Found', { status: 404 });
  });
});

afterEach(() => setDomainProofFetcher(null));

type Domain = {
  host: string;
  status: 'pending' | 'verified';
  token: string;
  createdAt: number;
  verifiedAt: number | null;
  expiresAt: number | null;
  instructions: any;
};

async function claim(storeId: string, host: string, http = 201): Promise<Domain> {
  const body = await expectOk<{ domain: Domain; domains: Domain[] }>(
    await owner('POST', storeId, '/domains', { host }),
    http,
  );
  expect(body.domains.map((d) => d.host)).toContain(body.domain.host);
  return body.domain;
}

const verify = (storeId: string, host: string) => owner('POST', storeId, `/domains/${host}/verify`);

async function listed(storeId: string): Promise<Domain[]> {
  return (await expectOk<{ domains: Domain[] }>(await owner('GET', storeId, '/domains'))).domains;
}

async function expectNotServed(host: string, storeId: string): Promise<void> {
  for (const path of ['/', `/${storeId}`, '/.well-known/storefront-verification.txt']) {
    const res = await page(path, host);
    expect(res.status, `${host}${path}`).toBe(404);
    expect(await res.text()).toBe('Not Found: this host serves no shop.');
  }
}

async function expectServed(host: string, storeId: string): Promise<void> {
  const root = await page('/', host);
  expect(root.status).toBe(302);
  expect(root.headers.get('Location')).toBe(`/${storeId}`);
  const home = await page(`/${storeId}`, host);
  expect(home.status).toBe(200);
}

/** The shop's canonical links on the platform host name the custom domain only when it is verified. */
async function canonicalOf(storeId: string): Promise<string | null> {
  const html = await (await page(`/${storeId}`)).text();
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

const row = (host: string) =>
  env.DB.prepare('SELECT * FROM domains WHERE host = ?').bind(host).first<Record<string, unknown>>();
const ageClaim = (host: string, days: number) =>
  env.DB.prepare('UPDATE domains SET created_at = created_at - ? WHERE host = ?')
    .bind(Math.round(days * DAY), host)
    .run();

describe('a new domain is pending until its owner proves control', () => {
  it('pending: not served (404), then the TXT record appears, verify, and the shop is served there at once', async () => {
    const host = 'shop.noir-dns.example';
    const before = Date.now();
    const domain = await claim('noir-threads', 'Shop.Noir-DNS.example');
    expect(domain).toMatchObject({ host, status: 'pending', verifiedAt: null });
    expect(domain.token).toMatch(/^storefront-verification=[0-9a-f]{32}$/);
    expect(domain.createdAt).toBeGreaterThanOrEqual(before);
    expect(domain.expiresAt).toBe(domain.createdAt + 7 * DAY);
    expect(domain.instructions.dns).toEqual({ type: 'TXT', name: `_storefront.${host}`, value: domain.token });
    expect(domain.instructions.http).toEqual({
      url: `http://${host}/.well-known/storefront-verification.txt`,
      body: domain.token,
    });
    expect(domain.instructions.text).toContain(domain.token);
    expect(await row(host)).toMatchObject({ store_id: 'noir-threads', status: 'pending', token: domain.token });

    await expectNotServed(host, 'noir-threads');
    expect(await canonicalOf('noir-threads')).toBe('http://localhost/noir-threads');
    expect((await listed('noir-threads')).find((d) => d.host === host)).toEqual(domain);

    // nothing there yet: still pending, and why
    const early = await expectOk(await verify('noir-threads', host));
    expect(early).toMatchObject({ verified: false, method: null, domain: { status: 'pending' } });
    expect(early.reason).toContain(`There is no TXT record at _storefront.${host}`);
    expect(early.checks.dns).toContain('no TXT record');
    expect(early.checks.http).toContain('answered HTTP 404');
    await expectNotServed(host, 'noir-threads');

    // the owner adds the record (long TXT values come split in quoted strings)
    net.txt.set(`_storefront.${host}`, ['"v=spf1 -all"', `"${domain.token.slice(0, 30)}" "${domain.token.slice(30)}"`]);
    const done = await expectOk(await verify('noir-threads', host));
    expect(done).toMatchObject({
      verified: true,
      method: 'dns',
      reason: null,
      domain: { host, status: 'verified', expiresAt: null, instructions: null },
    });
    expect(done.domain.verifiedAt).toBeGreaterThanOrEqual(before);
    expect(await row(host)).toMatchObject({ status: 'verified' });

    // served at once: the cached "no shop" answer was dropped
    await expectServed(host, 'noir-threads');
    expect(await canonicalOf('noir-threads')).toBe(`https://${host}/noir-threads`);
    expect((await listed('noir-threads')).find((d) => d.host === host)).toMatchObject({
      status: 'verified',
      token: domain.token,
      expiresAt: null,
    });

    // verifying again looks nothing up and changes nothing
    const lookups = net.requests.length;
    expect(await expectOk(await verify('noir-threads', host))).toMatchObject({
      verified: true,
      domain: { status: 'verified' },
    });
    expect(net.requests.length).toBe(lookups);

    // claiming it again is a no-op (200)
    expect(await claim('noir-threads', host, 200)).toMatchObject({ status: 'verified' });

    await expectOk(await owner('DELETE', 'noir-threads', `/domains/${host}`));
    await expectNotServed(host, 'noir-threads');
  });

  it("the wrong token (or another domain's) keeps it pending with a readable reason", async () => {
    const host = 'wrong.noir.example';
    const domain = await claim('noir-threads', host);
    const other = await claim('noir-threads', 'other.noir.example');
    net.txt.set(`_storefront.${host}`, [`"${other.token}"`]);
    net.files.set(`http://${host}/.well-known/storefront-verification.txt`, () => new Response(`${other.token}\n`));
    const res = await expectOk(await verify('noir-threads', host));
    expect(res).toMatchObject({ verified: false, method: null, domain: { status: 'pending', token: domain.token } });
    expect(res.checks.dns).toContain(`holds "${other.token}", not this domain's token`);
    expect(res.checks.http).toContain("does not hold this domain's token");
    expect(res.reason).toContain(res.checks.dns);
    expect(res.reason).toContain(res.checks.http);
    await expectNotServed(host, 'noir-threads');
    expect(await row(host)).toMatchObject({ status: 'pending', verified_at: null });
  });

  it.each([
    ['SERVFAIL', { Status: 2 } as const, 'The DNS lookup failed (SERVFAIL); try again in a few minutes.'],
    ['an unreachable resolver', 'throw' as const, 'The DNS lookup failed: the request failed.'],
  ])('a DNS lookup that fails (%s) is a reason, never a 5xx', async (_name, failure, reason) => {
    const host = `dnsfail-${_name.length}.noir.example`;
    await claim('noir-threads', host);
    net.dohFailure = failure;
    const res = await expectOk(await verify('noir-threads', host));
    expect(res).toMatchObject({ verified: false, checks: { dns: reason } });
  });

  it.each([
    ['noir-threads', 'ta', '?lang=ta', {}, /[\u0B80-\u0BFF]/],
    ['dilli-kirana', 'hi', '', { 'Accept-Language': 'hi-IN,hi;q=0.9' }, /[\u0900-\u097F]/],
  ] as const)(
    "%s: a pending reply says what each method found in the caller's language (%s)",
    async (shop, lang, query, headers, script) => {
      const host = `lang-${lang}.pending.example`;
      await claim(shop, host);
      const other = await claim(shop, `other-${lang}.pending.example`);
      net.txt.set(`_storefront.${host}`, [`"${other.token}"`]);
      const url = `http://${host}/.well-known/storefront-verification.txt`;
      const res = await call('POST', `/stores/${shop}/domains/${host}/verify${query}`, {
        key: await keyFor(shop),
        headers,
      });
      const body = await expectOk<any>(res);
      const dns = said('problem.domain.txtOther', { name: `_storefront.${host}`, records: `"${other.token}"` });
      const http = said('problem.domain.fileStatus', { url, status: '404' });
      expect(body).toMatchObject({ verified: false, method: null, domain: { status: 'pending' } });
      expect(body.checks).toEqual({ dns: speak(lang, dns), http: speak(lang, http) });
      expect(body.reason).toBe(
        speak(
          lang,
          said('problem.domain.pending', {
            host,
            dns: said('problem.domain.dnsFound', { finding: dns }),
            http: said('problem.domain.httpFound', { finding: http }),
          }),
        ),
      );
      const words = [url, `_storefront.${host}`, host, other.token, 'TXT', 'HTTP'].reduce(
        (t, v) => t.split(v).join(''),
        body.reason as string,
      );
      expect(body.reason).toMatch(script);
      expect(words).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);

      // a DNS lookup that fails, and the same call without an ask: English word for word
      net.dohFailure = 'throw';
      const failed = await expectOk<any>(
        await call('POST', `/stores/${shop}/domains/${host}/verify${query}`, {
          key: await keyFor(shop),
          headers,
          body: { method: 'dns' },
        }),
      );
      expect(failed.checks).toEqual({
        dns: speak(lang, said('problem.domain.dnsFailedBecause', { why: said('problem.domain.requestFailed') })),
        http: null,
      });
      const english = await expectOk<any>(
        await call('POST', `/stores/${shop}/domains/${host}/verify`, {
          key: await keyFor(shop),
          body: { method: 'dns' },
        }),
      );
      expect(english).toMatchObject({
        reason: `${host} is not verified yet. DNS: The DNS lookup failed: the request failed.`,
        checks: { dns: 'The DNS lookup failed: the request failed.', http: null },
      });
      await owner('DELETE', shop, `/domains/${host}`);
      await owner('DELETE', shop, `/domains/other-${lang}.pending.example`);
    },
  );

  it('the HTTP token file proves control too (following redirects on the same host only)', async () => {
    const host = 'file.noir.example';
    const url = `http://${host}/.well-known/storefront-verification.txt`;
    const domain = await claim('noir-threads', host);

    // a redirect to another host is not the file
    net.files.set(
      url,
      () => new Response(null, { status: 301, headers: { Location: `https://evil.example/token.txt` } }),
    );
    net.files.set('https://evil.example/token.txt', () => new Response(domain.token));
    const off = await expectOk(await verify('noir-threads', host));
    expect(off).toMatchObject({ verified: false });
    expect(off.checks.http).toContain('redirects to another host (evil.example)');
    expect(net.requests).not.toContain('https://evil.example/token.txt');
    await expectNotServed(host, 'noir-threads');

    // http -> https on the same host, then the token with a trailing newline
    net.files.set(
      url,
      () =>
        new Response(null, {
          status: 301,
          headers: { Location: `https://${host}/.well-known/storefront-verification.txt` },
        }),
    );
    net.files.set(
      `https://${host}/.well-known/storefront-verification.txt`,
      () => new Response(`${domain.token}\n`, { headers: { 'Content-Type': 'text/plain' } }),
    );
    const done = await expectOk(await verify('noir-threads', host));
    expect(done).toMatchObject({ verified: true, method: 'http', domain: { status: 'verified' } });
    expect(done.checks.http).toBeNull();
    await expectServed(host, 'noir-threads');
    await expectOk(await owner('DELETE', 'noir-threads', `/domains/${host}`));
  });

  it('a body may ask for one method only; anything else in it is refused', async () => {
    const host = 'one-method.noir.example';
    const d = await claim('noir-threads', host);
    net.files.set(`http://${host}/.well-known/storefront-verification.txt`, () => new Response(d.token));
    const dnsOnly = await expectOk(await owner('POST', 'noir-threads', `/domains/${host}/verify`, { method: 'dns' }));
    expect(dnsOnly).toMatchObject({ verified: false, checks: { http: null } });
    expect(dnsOnly.checks.dns).toContain('no TXT record');
    expect(net.requests.every((u) => u.startsWith(DOH_URL))).toBe(true);
    await expectFailure(
      await owner('POST', 'noir-threads', `/domains/${host}/verify`, { method: 'ftp' }),
      400,
      undefined,
      'method',
    );
    await expectFailure(
      await owner('POST', 'noir-threads', `/domains/${host}/verify`, { force: true }),
      400,
      'UNKNOWN_FIELD',
      'force',
    );
    const httpOnly = await expectOk(await owner('POST', 'noir-threads', `/domains/${host}/verify`, { method: 'http' }));
    expect(httpOnly).toMatchObject({ verified: true, method: 'http', checks: { dns: null, http: null } });
    await expectOk(await owner('DELETE', 'noir-threads', `/domains/${host}`));
  });

  it('a shop with a pending and a verified domain: only the verified one is its customDomain', async () => {
    const pending = 'aaa.members.example';
    const proven = 'zzz.members.example';
    await claim('members-only', pending);
    const z = await claim('members-only', proven);
    net.txt.set(`_storefront.${proven}`, [`"${z.token}"`]);
    expect(await expectOk(await verify('members-only', proven))).toMatchObject({ verified: true });
    const html = await (await page('/members-only')).text();
    expect(html).not.toContain(pending);
    const store = await (await page('/members-only', proven)).text();
    expect(store).not.toContain(`https://${pending}`);
    await expectNotServed(pending, 'members-only');
  });
});

describe('a pending claim blocks other shops for 7 days only; a verified domain always', () => {
  it('a fresh claim (6 days old) cannot be taken; an 8-day-old one is replaced, with a new token', async () => {
    const host = 'brand.example';
    const first = await claim('members-only', host);
    const refused = await expectFailure(
      await owner('POST', 'noir-threads', '/domains', { host }),
      409,
      'DOMAIN_TAKEN',
      'host',
    );
    expect(refused.rsn).toContain(new Date(first.expiresAt!).toISOString());

    await ageClaim(host, 6);
    await expectFailure(await owner('POST', 'noir-threads', '/domains', { host }), 409, 'DOMAIN_TAKEN', 'host');
    expect(await row(host)).toMatchObject({ store_id: 'members-only', token: first.token });

    await ageClaim(host, 2);
    const mine = (await listed('members-only')).find((d) => d.host === host)!;
    expect(mine.expiresAt).toBeLessThan(Date.now());

    const taken = await claim('noir-threads', host);
    expect(taken).toMatchObject({ host, status: 'pending' });
    expect(taken.token).not.toBe(first.token);
    expect(taken.createdAt).toBeGreaterThan(Date.now() - 60_000);
    expect((await listed('members-only')).map((d) => d.host)).not.toContain(host);
    expect(await row(host)).toMatchObject({ store_id: 'noir-threads', status: 'pending', token: taken.token });

    // the old claimant can neither verify nor remove it now, even with its old record in place
    net.txt.set(`_storefront.${host}`, [`"${first.token}"`]);
    await expectFailure(await verify('members-only', host), 404, 'NOT_FOUND');
    await expectFailure(await owner('DELETE', 'members-only', `/domains/${host}`), 404, 'NOT_FOUND');
    // and the old token does not prove the new claim
    expect(await expectOk(await verify('noir-threads', host))).toMatchObject({ verified: false });
    net.txt.set(`_storefront.${host}`, [`"${taken.token}"`]);
    expect(await expectOk(await verify('noir-threads', host))).toMatchObject({ verified: true, method: 'dns' });
    await expectServed(host, 'noir-threads');
    await expectOk(await owner('DELETE', 'noir-threads', `/domains/${host}`));
  });

  it('the shop itself can still verify its own stale claim while nobody else has taken it', async () => {
    const host = 'slow.members.example';
    const d = await claim('members-only', host);
    await ageClaim(host, 30);
    // claiming it again keeps the same claim (no fresh 7 days)
    expect(await claim('members-only', host, 200)).toMatchObject({ token: d.token, createdAt: d.createdAt - 30 * DAY });
    net.files.set(`http://${host}/.well-known/storefront-verification.txt`, () => new Response(d.token));
    expect(await expectOk(await verify('members-only', host))).toMatchObject({ verified: true, method: 'http' });
    await expectFailure(await owner('POST', 'noir-threads', '/domains', { host }), 409, 'DOMAIN_TAKEN');
  });

  it('a verified domain is never taken, however old', async () => {
    await ageClaim('dillikirana.localhost', 400);
    const res = await expectFailure(
      await owner('POST', 'noir-threads', '/domains', { host: 'dillikirana.localhost' }),
      409,
      'DOMAIN_TAKEN',
      'host',
    );
    expect(res.rsn).toContain('already serves another shop');
    expect(await row('dillikirana.localhost')).toMatchObject({ store_id: 'dilli-kirana', status: 'verified' });
    expect((await page('/dilli-kirana', 'dillikirana.localhost')).status).toBe(200);
  });
});

describe('*.localhost', () => {
  it('verifies at once in development, without any lookup', async () => {
    const d = await claim('noir-threads', 'noir.localhost');
    expect(d).toMatchObject({ status: 'verified', expiresAt: null, instructions: null });
    expect(net.requests).toEqual([]);
    await expectServed('noir.localhost', 'noir-threads');
    await expectOk(await owner('DELETE', 'noir-threads', '/domains/noir.localhost'));
  });

  it('stays pending (and unserved) in production', async () => {
    const key = await keyFor('noir-threads');
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request('http://localhost/admin/api/stores/noir-threads/domains', {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ host: 'prod.localhost' }),
      }),
      { ...env, ENVIRONMENT: 'production' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await expectOk(res, 201)).toMatchObject({ domain: { host: 'prod.localhost', status: 'pending' } });
    await expectNotServed('prod.localhost', 'noir-threads');
    await expectOk(await owner('DELETE', 'noir-threads', '/domains/prod.localhost'));
  });
});

describe("another shop's key", () => {
  it('cannot verify or remove a domain it does not hold, pending or verified', async () => {
    const host = 'guarded.noir.example';
    const d = await claim('noir-threads', host);
    net.txt.set(`_storefront.${host}`, [`"${d.token}"`]);
    const members = await keyFor('members-only');
    for (const [method, path] of [
      ['POST', `/domains/${host}/verify`],
      ['DELETE', `/domains/${host}`],
    ] as const) {
      // its own shop has no such domain
      await expectFailure(await owner(method, 'members-only', path), 404, 'NOT_FOUND');
      // and its key opens no other shop
      await expectFailure(await call(method, `/stores/noir-threads${path}`, { key: members }), 404);
    }
    expect(await row(host)).toMatchObject({ store_id: 'noir-threads', status: 'pending', token: d.token });
    await expectNotServed(host, 'noir-threads');
    // without a key at all
    expect((await call('POST', `/stores/noir-threads/domains/${host}/verify`)).status).toBe(401);

    await expectOk(await verify('noir-threads', host));
    for (const [method, path] of [
      ['POST', `/domains/${host}/verify`],
      ['DELETE', `/domains/${host}`],
    ] as const) {
      await expectFailure(await owner(method, 'members-only', path), 404, 'NOT_FOUND');
      await expectFailure(await call(method, `/stores/noir-threads${path}`, { key: members }), 404);
    }
    await expectServed(host, 'noir-threads');
    await expectOk(await owner('DELETE', 'noir-threads', `/domains/${host}`));
  });
});

describe('fuzzed hostnames never give a 5xx', () => {
  const LONG = `${'a'.repeat(60)}.`.repeat(5) + 'example'; // 312 characters
  const MAX = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`; // 253, the longest allowed
  const label = (h: string) => (h.length > 40 ? `${h.slice(0, 12)}…(${h.length} chars)` : JSON.stringify(h));

  const CLAIMS: [string, number][] = [
    ['UPPER.Example.COM', 201],
    ['shop.example.com.', 400],
    ['shop.example.com..', 400],
    ['.shop.example.com', 400],
    ['दुकान.example.com', 400],
    ['xn--11b5bs1di.example.com', 201],
    ['shop.xn--p1ai', 201],
    ['xn--.example.com', 400],
    ['shop.example.com:8443', 400],
    ['shop.example.com:', 400],
    ['[::1]', 400],
    ['127.0.0.1', 400],
    ['a'.repeat(300), 400],
    [LONG, 400],
    ['x'.repeat(253) + '.com', 400],
    [MAX, 201],
    ['\uD800.example.com', 400],
    ['shop\uDC00.example.com', 400],
    ['shop.example.com\uD83D', 400],
    ['\u0000.example.com', 400],
    ['shop%2F.example.com', 400],
    ['..', 400],
    ['', 400],
    [' ', 400],
    ['localhost', 400],
    ['dillikirana.localhost.', 400],
    ['DILLIKIRANA.LOCALHOST', 409],
  ];

  it.each(CLAIMS.map(([h, status]) => [label(h), h, status] as const))(
    'claiming %s answers %i',
    async (_label, host, status) => {
      const res = await owner('POST', 'members-only', '/domains', { host });
      expect(res.status, host).toBe(status);
      const body = await res.json<{ status: number; domain?: Domain }>();
      if (res.status < 300) {
        expect(body.domain!).toMatchObject({ host: host.toLowerCase(), status: 'pending' });
        expect(body.domain!.host.length).toBeLessThanOrEqual(253);
        await expectNotServed(body.domain!.host, 'members-only');
        await expectOk(await owner('DELETE', 'members-only', `/domains/${body.domain!.host}`));
      }
    },
  );

  const PATHS = [
    'UPPER.Example.COM',
    'shop.example.com.',
    'xn--11b5bs1di.example.com',
    encodeURIComponent('दुकान.example.com'),
    'shop.example.com:8443',
    'a'.repeat(300),
    'a'.repeat(301),
    'b'.repeat(2000),
    '%ED%A0%80.example.com',
    '%F0%9F.example.com',
    '%00',
    '%25',
    '..',
    '.',
    '%2e%2e',
    'DilliKirana.localhost',
    'dillikirana.localhost.',
  ];

  it.each(PATHS.map((p) => [label(p), p]))('verifying and removing %s: 404', async (_label, host) => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await owner(
        method,
        'members-only',
        method === 'POST' ? `/domains/${host}/verify` : `/domains/${host}`,
      );
      expect(res.status, `${method} ${host}`).toBe(404);
    }
    // never someone else's: dilli-kirana keeps its domain, and nothing was looked up
    expect(await row('dillikirana.localhost')).toMatchObject({ store_id: 'dilli-kirana', status: 'verified' });
    expect(net.requests).toEqual([]);
  });

  const SERVED: [string, number][] = [
    ['DILLIKIRANA.LOCALHOST', 302],
    ['dillikirana.localhost:8787', 302],
    ['dillikirana.localhost.', 404],
    ['xn--11b5bs1di.example.com', 404],
    ['दुकान.example.com', 404],
    ['a'.repeat(300) + '.example.com', 404],
    [`${'a'.repeat(63)}.`.repeat(20) + 'com', 404],
    ['brand.example:1', 404],
    ['UNKNOWN.example.com.', 404],
  ];

  it.each(SERVED.map(([h, status]) => [label(h), h, status] as const))(
    'a request for Host %s answers %i',
    async (_label, host, status) => {
      const res = await page('/', host);
      expect(res.status, host).toBe(status);
    },
  );
});
