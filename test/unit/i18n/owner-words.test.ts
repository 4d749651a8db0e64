import { describe, expect, it } from 'vitest';
import { localName } from '../../../src/domain/i18n/localise';
import { inLanguage, itemListJsonLd } from '../../../src/domain/seo/json-ld';
import { socialMeta } from '../../../src/domain/seo/meta';
import { itemCrumbs } from '../../../src/domain/catalogue/breadcrumbs';

describe("a line's name in the page's language", () => {
  const names = { hi: 'चावल', ta: 'அரிசி' };
  it.each([
    ['hi', 'en', names, 'चावल'],
    ['ta', 'en', names, 'அரிசி'],
    ['en', 'en', names, 'Rice'],
    ['hi', 'en', { ta: 'அரிசி' }, 'Rice'],
    ['hi', 'en', { hi: '   ' }, 'Rice'],
    ['hi', 'en', undefined, 'Rice'],
    ['hi', 'hi', names, 'Rice'],
  ] as const)('in %s (the shop writes in %s) is %s', (lang, own, given, shown) => {
    expect(localName('Rice', given, lang, own)).toBe(shown);
  });
});

describe('machine-readable data says its language', () => {
  it('every JSON-LD block can carry inLanguage, the rest kept', () => {
    expect(inLanguage({ '@type': 'Product', name: 'चावल' }, 'hi-IN')).toEqual({
      '@type': 'Product',
      name: 'चावल',
      inLanguage: 'hi-IN',
    });
  });

  it('an ItemList names the items in order with their addresses', () => {
    const list = itemListJsonLd('चावल', [
      { name: 'बासमती', url: 'https://x/s/rice/basmati' },
      { name: 'सोना मसूरी', url: 'https://x/s/rice/sona' },
    ]);
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'चावल', numberOfItems: 2 });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'बासमती', url: 'https://x/s/rice/basmati' },
      { '@type': 'ListItem', position: 2, name: 'सोना मसूरी', url: 'https://x/s/rice/sona' },
    ]);
  });

  it.each([
    [undefined, 'en_IN'],
    ['hi-IN', 'hi_IN'],
    ['ta-IN', 'ta_IN'],
  ])('og:locale for %s is %s', (locale, shown) => {
    const tags = socialMeta({
      title: 't',
      description: 'd',
      url: 'https://x',
      type: 'website',
      siteName: 's',
      ...(locale ? { locale } : {}),
    });
    expect(tags.find(([, key]) => key === 'og:locale')?.[2]).toBe(shown);
  });

  it("an item's sub-page crumb takes the page's word for it", () => {
    const crumbs = itemCrumbs(
      's',
      'दुकान',
      { id: 'rice', name: 'चावल' },
      { id: 'basmati', name: 'बासमती' },
      'reviews',
      'समीक्षाएँ',
    );
    expect(crumbs.map((c) => c.name)).toEqual(['दुकान', 'चावल', 'बासमती', 'समीक्षाएँ']);
  });
});
