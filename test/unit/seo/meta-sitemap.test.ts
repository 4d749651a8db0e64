import { describe, expect, it } from 'vitest';
import { pageTitle, plainTextOfMarkdown, socialMeta, truncateText } from '../../../src/domain/seo/meta';
import {
  escapeXmlText,
  platformRobotsTxt,
  shopRobotsTxt,
  sitemapIndexXml,
  urlsetXml,
  w3cDate,
} from '../../../src/domain/seo/sitemap';

describe('meta', () => {
  it('truncates at a word boundary with an ellipsis', () => {
    expect(truncateText('short')).toBe('short');
    const long = truncateText('word '.repeat(60), 40);
    expect(long.endsWith('…')).toBe(true);
    expect(Array.from(long).length).toBeLessThanOrEqual(40);
    expect(long).not.toMatch(/\s…$/);
  });

  it('strips markdown to text for descriptions', () => {
    expect(plainTextOfMarkdown('# Title\n\n- **Bold** [link](https://x) ![img](y)\n\n<b>tag</b>')).toBe(
      'Title Bold link tag',
    );
  });

  it('joins title parts and skips empty ones', () => {
    expect(pageTitle('Besan', '', undefined, 'Shop')).toBe('Besan · Shop');
  });

  it('makes OpenGraph and Twitter tags, large image card only with an image', () => {
    const tags = socialMeta({
      title: 'T',
      description: 'D',
      url: 'https://x',
      type: 'product',
      siteName: 'S',
      image: 'https://x/i',
    });
    expect(tags).toContainEqual(['property', 'og:type', 'product']);
    expect(tags).toContainEqual(['name', 'twitter:card', 'summary_large_image']);
    expect(tags).toContainEqual(['property', 'og:image', 'https://x/i']);
    expect(socialMeta({ title: 'T', description: 'D', url: 'u', type: 'website', siteName: 'S' })).toContainEqual([
      'name',
      'twitter:card',
      'summary',
    ]);
  });
});

describe('sitemaps and robots', () => {
  it('escapes XML in locations', () => {
    expect(escapeXmlText('https://x/a?b=1&c=<d>')).toBe('https://x/a?b=1&amp;c=&lt;d&gt;');
    expect(urlsetXml([{ loc: 'https://x/?a=1&b=2', lastmod: '2025-01-02' }])).toContain(
      '<url><loc>https://x/?a=1&amp;b=2</loc><lastmod>2025-01-02</lastmod></url>',
    );
    expect(sitemapIndexXml(['https://x/s.xml?part=core'])).toContain('<sitemapindex');
  });

  it('writes W3C dates or nothing', () => {
    expect(w3cDate('2025-07-04')).toBe('2025-07-04');
    expect(w3cDate(Date.UTC(2025, 0, 2))).toBe('2025-01-02');
    expect(w3cDate(0)).toBeUndefined();
    expect(w3cDate('not a date')).toBeUndefined();
  });

  it('closes private screens without catching categories that start alike', () => {
    const txt = shopRobotsTxt('/s', 'https://x/s/sitemap.xml', false);
    expect(txt).toContain('Disallow: /s/account$');
    expect(txt).toContain('Disallow: /s/account/');
    expect(txt).not.toMatch(/Disallow: \/s\/account\n/);
    expect(txt).not.toContain('/s/bag'); // the bag is crawlable: without a session it holds nothing personal
    expect(txt).toContain('Sitemap: https://x/s/sitemap.xml');
  });

  it('closes a sign-in-only shop entirely', () => {
    expect(shopRobotsTxt('/m', 'https://x/m/sitemap.xml', true)).toBe('User-agent: *\nDisallow: /m/\n');
    expect(platformRobotsTxt()).toContain('Disallow: /api/');
  });
});
