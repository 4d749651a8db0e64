import { describe, expect, it } from 'vitest';
import { compiledMessages, translatorFor } from '../../../src/render/i18n';
import { translatorOf } from '../../../src/isomorphic/i18n';
import { LANGUAGES } from '../../../src/domain/i18n/languages';
import type { MessageId } from '../../../src/domain/i18n/messages/en';

/**
 * The server's translator says plain messages without Lingui's general interpolation (#30 item 4): every
 * message of every language must read exactly as Lingui says it, with any values, missing ones and escapes.
 */
const VALUES: (Record<string, string | number> | undefined)[] = [
  undefined,
  {},
  {
    item: 'Toor Dal',
    choice: 'Size',
    shop: 'Dilli Kirana',
    count: 1,
    n: 2,
    name: 'A & B <i>',
    units: 3,
    total: '₹1,234',
    amount: 12.5,
  },
  { item: 'back\\u0041slash \\x41', count: 0, n: 0, units: 1 },
  { count: 7, n: 12, units: 5, days: 3, min: 1, max: 9 },
];

describe.each(LANGUAGES)('messages in %s', (lang) => {
  const lingui = translatorOf(lang, compiledMessages(lang));
  const fast = translatorFor(lang);
  const ids = Object.keys(compiledMessages(lang)) as MessageId[];
  it('has messages to check', () => expect(ids.length).toBeGreaterThan(100));
  it.each(VALUES.map((v, i) => [i, v] as const))(
    'every message with values #%i reads as Lingui says it',
    (_, values) => {
      const differ = ids.filter((id) => fast.t(id, values) !== lingui.t(id, values));
      expect(differ).toEqual([]);
    },
  );
  it('an id with no message reads as Lingui says it (the id itself)', () => {
    expect(fast.t('no.such.message' as MessageId)).toBe(lingui.t('no.such.message' as MessageId));
  });
});
