import { SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { bumpShopVersion } from './helpers';

const get = (path: string) => SELF.fetch(`http://localhost${path}`);
const positions = (html: string, marks: string[]) => marks.map((m) => html.indexOf(m));

/** The item page streams its questions, reviews and related items after the item (src/render/late-slot). */
describe('the item page streams its slower parts after the item', () => {
  const MARKS = [
    'id="item-name"',
    'data-island="item-options"',
    'id="qa-title"',
    'Is this besan made from pure chana dal',
    'id="reviews-title"',
    'id="related-title"',
    'href="/dilli-kirana/atta-flours/chakki-atta"',
    'class="site-footer',
  ];

  it('puts them in place, in order, before the rest of the layout, with no slot left and no script to move them', async () => {
    const res = await get('/dilli-kirana/atta-flours/besan');
    expect(res.status).toBe(200);
    const html = await res.text();
    const at = positions(html, MARKS);
    expect(
      at.every((p) => p > 0),
      JSON.stringify(at),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).not.toContain('data-late');
    // the only inline scripts are JSON-LD data: nothing runs to assemble the page
    for (const tag of html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []) expect(tag).toContain('application/ld+json');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('keeps the rating beside the name and in the product data while the reviews stream later', async () => {
    const html = await (await get('/dilli-kirana/atta-flours/besan')).text();
    expect(html.indexOf('class="rating-link"')).toBeLessThan(html.indexOf('id="qa-title"'));
    expect(html).toMatch(/"aggregateRating":\{[^}]*"ratingValue":4\.7/);
  });

  it('streams the related items as cards whose islands know their shop', async () => {
    const html = await (await get('/dilli-kirana/atta-flours/besan')).text();
    const related = html.slice(html.indexOf('id="related-title"'));
    // the island reads its item back from the card's form (no data-props), which posts to the shop
    expect(related).toMatch(
      /<div data-island="add-to-bag"[^>]*><form class="atb" action="\/dilli-kirana\/bag\/do" method="post"><input type="hidden" name="itemId" value="[\w-]+"\/>/,
    );
  });

  it('is cached whole: the second visit is the same page from the edge cache', async () => {
    // the first three visits stored the page: a new shop version (as after any owner change) starts afresh
    await bumpShopVersion('dilli-kirana');
    const url = '/dilli-kirana/atta-flours/besan';
    const first = await get(url);
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS');
    const firstHtml = await first.text();
    let cached: Response | null = null;
    await vi.waitFor(async () => {
      cached = await get(url);
      expect(cached.headers.get('X-Edge-Cache')).toBe('HIT');
    });
    expect(await cached!.text()).toBe(firstHtml);
  });

  it.each([
    ['an unknown item', '/dilli-kirana/atta-flours/no-such-item'],
    ['an item under another category', '/dilli-kirana/rice/besan'],
    ['an unknown category', '/dilli-kirana/no-such-category/besan'],
  ])('%s is the 404 page, with nothing streamed into it', async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('id="qa-title"');
    expect(html).not.toContain('data-late');
  });

  it('a shared item link (private, counted) streams the same sections', async () => {
    const html = await (await get('/dilli-kirana/atta-flours/besan?ref=item_sharing')).text();
    const at = positions(html, MARKS);
    expect(at.every((p) => p > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
