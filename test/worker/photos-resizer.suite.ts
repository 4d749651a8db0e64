import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/middleware/app-env';
import { proxyImage } from '../../src/data/media/catalogue-image-proxy';
import { readImageHeader } from '../../src/domain/images/image-header';
import { metadataMarkers } from '../../src/domain/images/strip-metadata';
import { bytesOf, fixture, pngClaiming, servedBy } from './photos-helpers';
import { get } from './helpers';

/**
 * The spec's resizer for https images of other hosts, against a stand-in origin: the fetch is handed in (no
 * network), everything else is real (R2, the Images binding).
 */
type Origin = Record<string, () => Response>;
function standIn(origin: Origin) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const answer = origin[url];
    if (!answer) throw new Error(`offline: ${url}`);
    return answer();
  }) as typeof fetch;
  return { asked, fetcher };
}

function resizer(url: string, width: number, fetcher: typeof fetch) {
  const app = new Hono<AppEnv>();
  app.get('/r', (c) => proxyImage(c, url, width, width, fetcher));
  return (accept: string) => app.request('/r', { headers: { Accept: accept } }, env);
}

const image =
  (bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg') =>
  () =>
    new Response(bytes, { headers: { 'Content-Type': type } });
const CHROME = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const OLD_SAFARI = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

describe('GET /api/v1/resizer with an https image of another host', () => {
  it('fetches once, resizes to the width in the format the browser takes, keeps it, and never passes the original through', {
    timeout: 60_000,
  }, async () => {
    const url = 'https://cdn.example.com/products/wide.jpg';
    const original = fixture('wide');
    const { asked, fetcher } = standIn({ [url]: image(original) });
    const ask = resizer(url, 320, fetcher);

    const avif = await ask(CHROME);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('Content-Type')).toBe('image/avif');
    expect(avif.headers.get('Vary')).toBe('Accept');
    expect(avif.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(servedBy(avif)).toBe('transform');
    const avifBytes = new Uint8Array(await avif.arrayBuffer());
    expect(readImageHeader(avifBytes)).toMatchObject({ ok: true, format: 'avif', width: 320, height: 240 });
    expect(avifBytes.length).toBeLessThan(original.length);

    const jpeg = await ask(OLD_SAFARI);
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg');
    const jpegBytes = new Uint8Array(await jpeg.arrayBuffer());
    expect(readImageHeader(jpegBytes)).toMatchObject({ ok: true, format: 'jpeg', width: 320 });
    expect(metadataMarkers(jpegBytes)).toEqual([]);
    expect(new TextDecoder('latin1').decode(jpegBytes)).not.toContain('StreetCamMaker');

    const webp = await resizer(url, 480, fetcher)('image/webp,*/*');
    expect(webp.headers.get('Content-Type')).toBe('image/webp');
    expect(readImageHeader(new Uint8Array(await webp.arrayBuffer()))).toMatchObject({ ok: true, width: 480 });

    // the second visit: kept in R2, nothing fetched, nothing transformed
    const again = await ask(CHROME);
    expect(servedBy(again)).toBe('r2');
    expect(asked).toEqual([url]);
  });

  it('never makes a photo larger than the original', { timeout: 60_000 }, async () => {
    const url = 'https://cdn.example.com/products/small.webp';
    const { fetcher } = standIn({ [url]: image(fixture('webp'), 'image/webp') });
    const res = await resizer(url, 1000, fetcher)('image/webp');
    expect(readImageHeader(new Uint8Array(await res.arrayBuffer()))).toMatchObject({
      ok: true,
      width: 240,
      height: 200,
    });
  });

  it('follows at most three https redirects, each to a public host', { timeout: 60_000 }, async () => {
    const hop = (to: string) => () => new Response(null, { status: 302, headers: { Location: to } });
    const url = 'https://a.example.com/1.jpg';
    const ok = standIn({
      [url]: hop('https://b.example.com/2.jpg'),
      'https://b.example.com/2.jpg': image(fixture('sideways')),
    });
    const res = await resizer(url, 160, ok.fetcher)('image/webp');
    expect(res.status).toBe(200);
    // sideways JPEG: turned upright by its EXIF orientation
    expect(readImageHeader(new Uint8Array(await res.arrayBuffer()))).toMatchObject({
      ok: true,
      width: 160,
      height: 213,
    });

    const f = (n: number) => `https://f.example.com/${n}.jpg`;
    const bad: [string, Origin][] = [
      ['https://c.example.com/1.jpg', { 'https://c.example.com/1.jpg': hop('http://c.example.com/plain.jpg') }],
      ['https://d.example.com/1.jpg', { 'https://d.example.com/1.jpg': hop('https://127.0.0.1/x.jpg') }],
      ['https://e.example.com/1.jpg', { 'https://e.example.com/1.jpg': hop('https://localhost/x.jpg') }],
      [
        f(1),
        { [f(1)]: hop(f(2)), [f(2)]: hop(f(3)), [f(3)]: hop(f(4)), [f(4)]: hop(f(5)), [f(5)]: image(fixture('webp')) },
      ],
    ];
    for (const [start, origin] of bad) {
      const { fetcher, asked } = standIn(origin);
      const r = await resizer(start, 160, fetcher)('image/webp');
      expect(r.status, start).toBe(302);
      expect(r.headers.get('Location')).toBe('/img/placeholder.svg');
      expect(
        asked.every((u) => u.startsWith('https://') && !u.includes('127.0.0.1') && !u.includes('localhost')),
        start,
      ).toBe(true);
      expect(asked.length, start).toBeLessThanOrEqual(4);
    }
  });

  it('shows the placeholder for anything that is not a photo or fails, never a 5xx', { timeout: 60_000 }, async () => {
    const cases: [string, () => Response][] = [
      [
        'svg',
        () =>
          new Response('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
      ],
      ['html', () => new Response('<script>alert(1)</script>', { headers: { 'Content-Type': 'image/jpeg' } })],
      ['gif', image(bytesOf('GIF89a', new Array(300).fill(1)), 'image/gif')],
      ['bomb', image(pngClaiming(9500, 9500), 'image/png')],
      ['truncated', image(fixture('sideways').slice(0, 1500))],
      ['500', () => new Response('nope', { status: 500, headers: { 'Content-Type': 'image/png' } })],
      [
        'declared too large',
        () =>
          new Response(fixture('webp'), {
            headers: { 'Content-Type': 'image/webp', 'Content-Length': String(6 * 1024 * 1024) },
          }),
      ],
      [
        'too large',
        () => new Response(new Uint8Array(5 * 1024 * 1024 + 10), { headers: { 'Content-Type': 'image/jpeg' } }),
      ],
      [
        'offline',
        () => {
          throw new Error('offline');
        },
      ],
    ];
    for (const [name, answer] of cases) {
      const url = `https://cdn.example.com/bad/${name.replace(/ /g, '-')}.jpg`;
      const res = await resizer(url, 320, standIn({ [url]: answer }).fetcher)(CHROME);
      expect(res.status, name).toBe(302);
      expect(res.headers.get('Location'), name).toBe('/img/placeholder.svg');
    }
    const keys = await env.MEDIA.list({ prefix: 'resizer/' });
    expect(keys.objects.every((o) => !o.key.includes('bad'))).toBe(true);
  });

  it('through the route: an address the rule refuses answers 400 without any fetch', async () => {
    for (const url of [
      'http://cdn.example.com/a.jpg',
      'https://127.0.0.1/a.jpg',
      'https://localhost/a.jpg',
      'https://[::1]/a.jpg',
      'https://intranet/a.jpg',
    ]) {
      const res = await get(`/api/v1/resizer?url=${encodeURIComponent(url)}&width=320`);
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { status: number }).status).toBe(0);
    }
  });
});
