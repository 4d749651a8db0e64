import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  chooseLanguage,
  languageHint,
  shopLanguages,
  type Lang,
  type LanguageAsk,
} from '../../../src/domain/i18n/languages';

describe('acceptedLanguages', () => {
  it.each<[string | undefined, Lang[]]>([
    [undefined, []],
    ['', []],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', ['hi', 'en']],
    ['en-IN, ta;q=0.95', ['en', 'ta']],
    ['ta;q=0.4, hi;q=0.8, en;q=0.1', ['hi', 'ta', 'en']],
    ['fr-FR,de;q=0.5', []],
    ['hi;q=0, en', ['en']],
    ['HI-in', ['hi']],
    ['*', []],
    ['ta;q=abc, hi', ['hi']],
    ['hi, hi-IN, hi;q=0.2', ['hi']],
    ['x'.repeat(10_000) + ',hi', []],
  ])('%s -> %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});

const shop = { default: 'en' as Lang, offered: ['en', 'hi'] as Lang[] };
describe('chooseLanguage', () => {
  it.each<[string, LanguageAsk, { default: Lang; offered: Lang[] }, Lang]>([
    ["nothing asked: the shop's own language", { accepted: [] }, shop, 'en'],
    ['?lang= wins over everything', { query: 'hi', cookie: 'en', accepted: ['en'] }, shop, 'hi'],
    ['the cookie wins over the browser', { cookie: 'hi', accepted: ['en'] }, shop, 'hi'],
    ["the browser's first language the shop has", { accepted: ['ta', 'hi', 'en'] }, shop, 'hi'],
    ['a choice the shop does not offer falls to the browser', { query: 'ta', accepted: ['hi'] }, shop, 'hi'],
    ['a choice the shop does not offer falls to the default', { query: 'ta', accepted: [] }, shop, 'en'],
    ['an unknown ?lang= is no choice', { query: 'fr', cookie: 'hi', accepted: [] }, shop, 'hi'],
    ['a Hindi shop greets a French browser in Hindi', { accepted: [] }, { default: 'hi', offered: ['hi', 'en'] }, 'hi'],
    [
      'the default counts as offered even when not listed',
      { query: 'ta', accepted: [] },
      { default: 'ta', offered: ['en'] },
      'ta',
    ],
  ])('%s', (_name, ask, s, expected) => {
    expect(chooseLanguage(ask, s)).toBe(expected);
  });
});

describe('languageHint (the edge-cache key part)', () => {
  it.each<[LanguageAsk, string]>([
    [{ query: 'hi', accepted: ['en'] }, 'hi'],
    [{ cookie: 'ta', accepted: [] }, 'ta'],
    [{ query: 'xx', cookie: 'yy', accepted: ['hi', 'en'] }, 'a:hi.en'],
    [{ accepted: [] }, 'a:'],
  ])('%j -> %s', (ask, expected) => {
    expect(languageHint(ask)).toBe(expected);
  });

  it('two asks with the same hint choose the same language for any shop', () => {
    const asks: LanguageAsk[] = [
      { accepted: ['hi'] },
      { cookie: 'zz', accepted: ['hi'] },
      { query: '', accepted: ['hi'] },
    ];
    for (const s of [shop, { default: 'ta' as Lang, offered: ['ta', 'hi'] as Lang[] }]) {
      expect(new Set(asks.map(languageHint)).size).toBe(1);
      expect(new Set(asks.map((a) => chooseLanguage(a, s))).size).toBe(1);
    }
  });
});

describe('shopLanguages', () => {
  it.each<[Lang, Lang[], Lang[]]>([
    ['en', ['en'], ['en']],
    ['en', ['hi'], ['en', 'hi']],
    ['hi', ['en', 'hi', 'ta'], ['hi', 'en', 'ta']],
  ])('%s + %j -> %j', (own, offered, expected) => {
    expect(shopLanguages(own, offered)).toEqual(expected);
  });
});
