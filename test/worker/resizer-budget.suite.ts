import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/worker';
import { transformsThisMonth } from '../../src/data/media/resizer-sources';
import { openShop } from '../../src/data/shop/shop-db';
import { readImageHeader } from '../../src/domain/images/image-header';
import { owner } from './admin-helpers';
import { fixture, servedBy } from './photos-helpers';

/**
 * The resizer only does our work (#40 item 2): another host's image is fetched only when a shop's catalogue names
 * it (an owner's edit records it) or its host is on the operator's allow-list; widths snap to the photo ladder;
 * each (source, width, format) is transformed once, on the naming shop's month, then answered from R2 and the
 * edge cache; over the operator's cap the nearest stored variant answers and nothing new is transformed; one
 * address is rate-limited. The other host is a stand-in (global fetch is answered here: no network).
 */
const SHOP = 'dilli-kirana';
const NAMED = 'https://cdn.example.com/catalogue/wide-photo.jpg';
const ALLOWED = 'https://img.example.org/banner.jpg';
const STRANGER = 'https://stranger.example.net/anything.jpg';
const CHROME = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const fetched: string[] = [];

beforeAll(async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    fetched.push(url);
    if (url === NAMED || url === ALLOWED)
      return new Response(fixture('wide'), { headers: { 'Content-Type': 'image/jpeg' } });
    throw new Error(`offline: ${url}`);
  });
  // the owner names the image in the catalogue (the owner API's edit records it)
  expect((await owner('PATCH', SHOP, '/items/masoor-dal', { IMAGE: NAMED })).status).toBe(200);
}, 60_000);
afterAll(() => vi.restoreAllMocks());

async function resize(
  url: string,
  width: number | string,
  o: { accept?: string; vars?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { Accept: o.accept ?? CHROME };
  if (o.ip) headers['CF-Connecting-IP'] = o.ip;
  const res = await app.request(
    `http://localhost/api/v1/resizer?url=${url.includes('%') ? url : encodeURIComponent(url)}&width=${width}`,
    { headers },
    { ...env, ...(o.vars ?? {}) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}
const count = () => transformsThisMonth(openShop(env, SHOP));

describe('GET /api/v1/resizer for another host', () => {
  it('refuses an image no catalogue names and no allow-list holds: 403 JSON, nothing fetched', async () => {
    const res = await resize(STRANGER, 320);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      status: 0,
      code: 'IMAGE_NOT_NAMED',
      rsn: expect.stringMatching(/catalogue/),
    });
    expect(fetched).not.toContain(STRANGER);
  });

  it('transforms a named image once per (ladder width, format), counted on the naming shop, then answers from the edge and R2', {
    timeout: 60_000,
  }, async () => {
    const before = await count();
    const first = await resize(NAMED, 300);
    expect(first.status).toBe(200);
    expect(servedBy(first)).toBe('transform');
    // 300 snaps up to the ladder's 320
    expect(readImageHeader(new Uint8Array(await first.arrayBuffer()))).toMatchObject({
      ok: true,
      format: 'avif',
      width: 320,
    });
    // the original's clean-up and the variant: two transformations
    expect(await count()).toBe(before + 2);

    // 310 is the same ladder width: no new transformation, answered by the edge cache
    const again = await resize(NAMED, 310);
    expect(again.status).toBe(200);
    expect(servedBy(again)).toBe('edge');
    await again.arrayBuffer();
    // eight at once for a new width and format: one transformation
    const many = await Promise.all(Array.from({ length: 8 }, () => resize(NAMED, 470, { accept: 'image/webp,*/*' })));
    expect(many.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of many)
      expect(readImageHeader(new Uint8Array(await r.arrayBuffer()))).toMatchObject({
        ok: true,
        format: 'webp',
        width: 480,
      });
    expect(await count()).toBe(before + 3);
    expect(fetched.filter((u) => u === NAMED)).toHaveLength(1);
  });

  it('eight browsers at once (each its own request) for a new width all get it, transformed once', {
    timeout: 60_000,
  }, async () => {
    const before = await count();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        SELF.fetch(`http://localhost/api/v1/resizer?url=${encodeURIComponent(NAMED)}&width=600`, {
          headers: { Accept: 'image/jpeg' },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of replies)
      expect(readImageHeader(new Uint8Array(await r.arrayBuffer()))).toMatchObject({
        ok: true,
        format: 'jpeg',
        width: 640,
      });
    expect(await count()).toBe(before + 1);
  });

  it("over the operator's cap, answers the nearest stored variant and transforms nothing new", {
    timeout: 60_000,
  }, async () => {
    const spent = await count();
    const cap = { RESIZER_MONTHLY_CAP: String(spent) };
    const res = await resize(NAMED, 900, { accept: 'image/webp,*/*', vars: cap });
    expect(res.status).toBe(200);
    expect(servedBy(res)).toBe('nearest');
    // nothing at 960 or above is stored: the largest below, the 640 JPEG the eight browsers had made
    expect(readImageHeader(new Uint8Array(await res.arrayBuffer()))).toMatchObject({
      ok: true,
      format: 'jpeg',
      width: 640,
    });
    expect(await count()).toBe(spent);
    // with the cap raised the same ask is transformed (960 on the ladder)
    const raised = await resize(NAMED, 900, {
      accept: 'image/webp,*/*',
      vars: { RESIZER_MONTHLY_CAP: String(spent + 10) },
    });
    expect(readImageHeader(new Uint8Array(await raised.arrayBuffer()))).toMatchObject({ ok: true, width: 960 });
    expect(await count()).toBe(spent + 1);
  });

  it('an allow-listed host is resized without being named, and counted on no shop', { timeout: 60_000 }, async () => {
    const before = await count();
    expect((await resize(ALLOWED, 200)).status).toBe(403);
    const res = await resize(ALLOWED, 200, { vars: { RESIZER_ALLOWED_HOSTS: 'img.example.org, *.cdn.example.com' } });
    expect(res.status).toBe(200);
    expect(readImageHeader(new Uint8Array(await res.arrayBuffer()))).toMatchObject({ ok: true, width: 240 });
    expect(await count()).toBe(before);
  });

  it('limits one address: after 120 asks a minute, 429 JSON with Retry-After', { timeout: 60_000 }, async () => {
    const replies: Response[] = [];
    for (let i = 0; i < 125; i++) replies.push(await resize(STRANGER, 320, { ip: '203.0.113.77' }));
    const limited = replies.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(await limited[0].json()).toMatchObject({ status: 0, code: 'RATE_LIMITED' });
    expect(Number(limited[0].headers.get('Retry-After'))).toBeGreaterThan(0);
    // another address is not held up
    expect((await resize(STRANGER, 320, { ip: '203.0.113.78' })).status).toBe(403);
  });

  it('junk asks never answer 5xx, and every refusal is JSON', async () => {
    const asks = ['', '0', '-5', '1e9', 'abc', '99999', '[]', '%ED%A0%80', '%F0%9F', '320&width=640'];
    const urls = [
      NAMED,
      STRANGER,
      'https%3A%2F%2Fcdn.example.com%2F%ED%A0%80.jpg',
      'https://' + 'a'.repeat(3000) + '.com/x.jpg',
      'javascript:alert(1)',
      `https://cdn.example.com/${encodeURIComponent('../../x')}`,
    ];
    for (const url of urls) {
      for (const width of asks) {
        const res = await resize(url, width);
        expect(res.status, `${url.slice(0, 60)} ${width}`).toBeLessThan(500);
        if (res.status >= 400)
          expect(res.headers.get('Content-Type'), `${url.slice(0, 60)} ${width}`).toMatch(/^application\/json/);
        await res.arrayBuffer();
      }
    }
  });
});
