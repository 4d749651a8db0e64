import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../../src/isomorphic/i18n';
import { messagesUnder, translatorFor } from '../../../src/render/i18n';
import type { Lang } from '../../../src/domain/i18n/languages';
import type { MessageId } from '../../../src/domain/i18n/messages';

/** Counts said by the server's translator and by an island's (its marker's compiled messages): the same, and right per language. */
const CASES: [Lang, MessageId, Record<number, string>][] = [
  ['en', 'console.catalogue.count', { 0: '0 items', 1: '1 item', 2: '2 items', 5: '5 items' }],
  ['hi', 'console.catalogue.count', { 0: '0 सामान', 1: '1 सामान', 2: '2 सामान', 5: '5 सामान' }],
  ['ta', 'console.catalogue.count', { 0: '0 பொருட்கள்', 1: '1 பொருள்', 2: '2 பொருட்கள்', 5: '5 பொருட்கள்' }],
  ['en', 'account.orders.items', { 0: '0 items', 1: '1 item', 2: '2 items', 5: '5 items' }],
  ['ta', 'account.orders.items', { 0: '0 பொருட்கள்', 1: '1 பொருள்', 2: '2 பொருட்கள்', 5: '5 பொருட்கள்' }],
  ['en', 'layout.offersCount', { 0: '0 coupons', 1: '1 coupon', 2: '2 coupons', 5: '5 coupons' }],
  ['en', 'console.offers.used', { 0: 'Used 0 times', 1: 'Used once', 2: 'Used 2 times', 5: 'Used 5 times' }],
];

describe('plural counts', () => {
  for (const [lang, id, said] of CASES) {
    it.each([0, 1, 2, 5])(`${lang} ${id}: %i`, (count) => {
      expect(translatorFor(lang).t(id, { count })).toBe(said[count]);
      const island = translatorOf(lang, messagesUnder(lang, [id]));
      expect(island.t(id, { count })).toBe(said[count]);
    });
  }

  it.each([
    ['en', 1, 1, '1 star: 1 review'],
    ['en', 5, 2, '5 stars: 2 reviews'],
    ['hi', 4, 1, '4 स्टार: 1 समीक्षा'],
    ['hi', 4, 5, '4 स्टार: 5 समीक्षाएँ'],
    ['ta', 1, 1, '1 நட்சத்திரம்: 1 மதிப்புரை'],
    ['ta', 3, 2, '3 நட்சத்திரங்கள்: 2 மதிப்புரைகள்'],
  ] as [Lang, number, number, string][])('%s: %i stars, %i reviews', (lang, stars, count, said) => {
    expect(translatorFor(lang).t('account.reviews.starLevel', { stars, count })).toBe(said);
  });
});
