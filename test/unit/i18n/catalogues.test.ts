import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { CATALOGUES } from '../../../src/domain/i18n/messages';
import { en } from '../../../src/domain/i18n/messages/en';
import { LANGUAGE_FACTS, TRANSLATED_LANGUAGES } from '../../../src/domain/i18n/languages';

/** The message catalogues: complete, well-formed ICU, and each translation asks for exactly the English values. */

/** The argument names a compiled message uses (placeholders, plural and select arguments). */
function argumentsOf(compiled: unknown, into = new Set<string>()): Set<string> {
  // a placeholder is [name], or [name, 'plural' | 'select' | …, branches]
  if (Array.isArray(compiled)) {
    for (const part of compiled) {
      if (Array.isArray(part) && typeof part[0] === 'string' && (part.length === 1 || typeof part[1] === 'string')) {
        into.add(part[0]);
        if (part[2] && typeof part[2] === 'object')
          for (const branch of Object.values(part[2])) argumentsOf(branch, into);
      } else argumentsOf(part, into);
    }
  }
  return into;
}

const ids = Object.keys(en) as (keyof typeof en)[];

describe.each(TRANSLATED_LANGUAGES)('the %s catalogue', (lang) => {
  const catalogue = CATALOGUES[lang];

  it('translates every id and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
  });

  it('asks for the same values as English in every message', () => {
    const mismatched = ids.filter((id) => {
      const a = [...argumentsOf(compileMessage(en[id]))].sort().join();
      const b = [...argumentsOf(compileMessage(catalogue[id]!))].sort().join();
      return a !== b;
    });
    expect(mismatched).toEqual([]);
  });

  it('is written in its own script, not left in English', () => {
    const script = new RegExp(`\\p{Script=${LANGUAGE_FACTS[lang].script}}`, 'u');
    // a message without the script may only be codes and brands (MRP, GSTIN, Google Pay): no lower-case English word
    const englishWord = (text: string) => /(^|[^A-Za-z])[a-z]{3,}/.test(text.replace(/\{[^{}]*\}/g, ''));
    const untranslated = ids.filter((id) => !script.test(catalogue[id]!) && englishWord(catalogue[id]!));
    expect(untranslated).toEqual([]);
  });
});

describe('formatting', () => {
  it.each([
    ['en', 1, '1 coupon'],
    ['en', 3, '3 coupons'],
    ['hi', 1, '1 कूपन'],
    ['hi', 2, '2 कूपन'],
    ['ta', 1, '1 கூப்பன்'],
    ['ta', 5, '5 கூப்பன்கள்'],
  ] as const)('plurals follow the language: %s %d', (lang, count, expected) => {
    const locale = `${lang}-IN`;
    const i18n = setupI18n({
      locale,
      messages: { [locale]: { m: compileMessage(CATALOGUES[lang]['layout.offersCount']!) } },
    });
    expect(i18n._('m', { count })).toBe(expected);
  });

  it('numbers and dates in Indian formats', () => {
    const i18n = setupI18n({ locale: 'hi-IN', messages: { 'hi-IN': {} } });
    expect(i18n.number(1234567)).toBe('12,34,567');
    expect(
      i18n.date(new Date('2026-11-25T10:00:00Z'), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
    ).toBe('25 नवंबर 2026');
  });
});
