import { describe, expect, it } from 'vitest';
import { get } from './helpers';
import { dilliKirana, noirThreads } from '../../seed/shops';
import type { SeedShop } from '../../seed/types';

/**
 * The storefront's last English pages read in Hindi (dilli-kirana) and Tamil (noir-threads): the human sitemap,
 * the blogs, a collection, a post and the no-JavaScript delivery check. What the owner wrote and did not
 * translate (post titles, collection and branch names) stays as written; every word of the page's own is translated.
 */

/** Every text the owner wrote in the seed (names, titles, excerpts, bodies): allowed to stay as written. */
function ownerTexts(seed: unknown, into: string[] = []): string[] {
  if (typeof seed === 'string') into.push(seed);
  else if (Array.isArray(seed)) for (const v of seed) ownerTexts(v, into);
  else if (seed && typeof seed === 'object') for (const v of Object.values(seed)) ownerTexts(v, into);
  return into;
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** What a reader meets on the page: its title, text and the labels read aloud (aria-label, alt, placeholder, title). */
function wordsOnPage(html: string): string[] {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<template[\s\S]*?<\/template>/g, '');
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
  const text = body.replace(/<head>[\s\S]*?<\/head>/, '').split(/<[^>]+>/);
  const labels = [...body.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((m) => m[1]);
  const description = /<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '';
  return [title, description, ...text, ...labels].map((t) => decode(t).trim()).filter(Boolean);
}

/** A piece of the page still in English: an English word left once the owner's own texts are taken out. */
function englishLeft(pieces: string[], owner: string[]): string[] {
  // a piece cut from the owner's markdown (a paragraph, an excerpt) is found by its letters alone
  const letters = (text: string) => text.replace(/[^\p{L}]+/gu, '');
  const ownLetters = owner.map(letters);
  const ownTexts = [...owner].sort((a, b) => b.length - a.length);
  return pieces.filter((piece) => {
    const key = letters(piece.replace(/\S*…$/, '')); // a cut excerpt: its last word may be cut too
    if (ownLetters.some((text) => text.includes(key))) return false;
    let rest = piece;
    for (const text of ownTexts) if (text.length > 1 && rest.includes(text)) rest = rest.split(text).join(' ');
    return /(^|[^A-Za-z])[a-z]{3,}/.test(rest);
  });
}

const PAGES: [SeedShop, 'hi' | 'ta', string][] = [
  [dilliKirana, 'hi', '/dilli-kirana/sitemap'],
  [dilliKirana, 'hi', '/dilli-kirana/content/blogs'],
  [dilliKirana, 'hi', '/dilli-kirana/content/blogs/kitchen-tips'],
  [dilliKirana, 'hi', '/dilli-kirana/content/blogs/read/store-atta-in-monsoon'],
  [dilliKirana, 'hi', '/dilli-kirana/delivery-check?pin=110024'],
  [noirThreads, 'ta', '/noir-threads/sitemap'],
  [noirThreads, 'ta', '/noir-threads/content/blogs'],
  [noirThreads, 'ta', '/noir-threads/content/blogs/journal'],
  [noirThreads, 'ta', '/noir-threads/content/blogs/read/one-kurta-three-ways'],
  [noirThreads, 'ta', '/noir-threads/delivery-check?pin=400050'],
];

describe('the last English pages in Hindi and Tamil', () => {
  it.each(PAGES.map(([seed, lang, path]) => ({ seed, lang, path })))(
    '$path in $lang leaves no word of its own in English',
    async ({ seed, lang, path }) => {
      const res = await get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}`);
      expect(englishLeft(wordsOnPage(html), ownerTexts(seed))).toEqual([]);
    },
  );

  it.each(PAGES.map(([seed, , path]) => ({ seed, path })))(
    "the same scan finds the page's own words on $path in English",
    async ({ seed, path }) => {
      const html = await (await get(`${path}${path.includes('?') ? '&' : '?'}lang=en`)).text();
      expect(englishLeft(wordsOnPage(html), ownerTexts(seed)).length).toBeGreaterThan(3);
    },
  );
});
