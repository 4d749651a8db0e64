import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import manifest from '../../static/assets/manifest.json';

/**
 * First-visit JavaScript in every language: the page names the same one script whatever its language, `main`
 * (which fetches `plugins` when idle: 2 requests); the messages travel in the islands' markers and load with React
 * on intent. Their gzipped size is checked in test/unit/render/first-visit-js.test.ts (6 KB).
 */
describe('first-visit JavaScript', () => {
  it.each([
    ['dilli-kirana', 'en'],
    ['dilli-kirana', 'hi'],
    ['noir-threads', 'en'],
    ['noir-threads', 'ta'],
  ])('%s home in %s names only main', async (shop, lang) => {
    const html = await (await SELF.fetch(`http://localhost/${shop}?lang=${lang}`)).text();
    expect(html).toContain(`<html lang="${lang}`);
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([manifest.main]);
  });
});
