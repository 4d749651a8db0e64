import { describe, expect, it } from 'vitest';
import { phoneticKey } from '../../../src/domain/catalogue/phonetic-key';
import {
  buildFtsQuery,
  foldForMatch,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TOKENS,
  nameOnly,
  normaliseSearchQuery,
  searchTokens,
} from '../../../src/domain/catalogue/fts-query';

/** Each word as data: a quoted prefix, or its cross-script key in the alt column (only [a-z0-9], quoted too). */
const words = (...ws: string[]) =>
  ws
    .map((w) => {
      const key = phoneticKey(w);
      return key ? `("${w}"* OR alt : "${key}"${key.length >= 3 ? '*' : ''})` : `"${w}"*`;
    })
    .join(' AND ');

describe('buildFtsQuery', () => {
  it('quotes every word and makes it a prefix term', () => {
    expect(buildFtsQuery('Toor dal')).toBe('("toor"* OR alt : "tur"*) AND ("dal"* OR alt : "tal"*)');
  });

  it('joins words with OR in the any mode, leaving out words under three letters', () => {
    expect(buildFtsQuery('toor dal 1 kg', 'any')).toBe('("toor"* OR alt : "tur"*) OR ("dal"* OR alt : "tal"*)');
    expect(buildFtsQuery('a b', 'any')).toBeNull();
  });

  it('turns FTS operators and punctuation into plain words', () => {
    expect(buildFtsQuery('besan NEAR(ladoo, 2)')).toBe(words('besan', 'near', 'ladoo', '2'));
    expect(buildFtsQuery('name:besan OR atta')).toBe(words('name', 'besan', 'or', 'atta'));
    expect(buildFtsQuery('"quoted" -minus +plus ^caret *star')).toBe(words('quoted', 'minus', 'plus', 'caret', 'star'));
    expect(buildFtsQuery("dad's")).toBe('("dad"* OR alt : "tat"*) AND ("s"* OR alt : "s")');
  });

  it('returns null when nothing searchable is left', () => {
    for (const q of ['', '   ', '"', '*', '()', '---', '<>']) expect(buildFtsQuery(q), q).toBeNull();
  });

  it('keeps letters of every script and their marks', () => {
    expect(buildFtsQuery('शांति टी')).toBe('("शांति"* OR alt : "santi"*) AND ("टी"* OR alt : "ti")');
    expect(buildFtsQuery('Crème brûlée')).toBe(words('crème', 'brûlée'));
  });

  it('caps the number and length of words', () => {
    expect(searchTokens('a b c d e f g h i j k l')).toHaveLength(MAX_QUERY_TOKENS);
    expect(Array.from(searchTokens('x'.repeat(99))[0])).toHaveLength(40);
  });
});

describe('nameOnly', () => {
  it.each([
    ['ghee', '{name alt} : (("ghee"* OR alt : "ki"))'],
    ['toor dal', '{name alt} : (("toor"* OR alt : "tur"*) AND ("dal"* OR alt : "tal"*))'],
    ['name:x OR y', `{name alt} : (${words('name', 'x', 'or', 'y')})`],
  ])('limits %s to the name column, still as data', (q, expected) => {
    expect(nameOnly(buildFtsQuery(q)!)).toBe(expected);
  });
});

describe('normaliseSearchQuery', () => {
  it('collapses spaces, drops control characters and caps the length', () => {
    expect(normaliseSearchQuery('  toor \n\t dal\u0000 ')).toBe('toor dal');
    expect(Array.from(normaliseSearchQuery('y'.repeat(500)))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normaliseSearchQuery(undefined)).toBe('');
    expect(normaliseSearchQuery(42)).toBe('');
  });

  it('applies NFKC so full-width and ligature forms search like plain letters', () => {
    expect(normaliseSearchQuery('ＢＥＳＡＮ')).toBe('BESAN');
  });
});

describe('foldForMatch', () => {
  it('removes accents and case', () => {
    expect(foldForMatch('Bésan')).toBe('besan');
    expect(foldForMatch('CRÈME')).toBe('creme');
  });
});
