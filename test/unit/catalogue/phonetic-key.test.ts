import { describe, expect, it } from 'vitest';
import { phoneticKey, phoneticKeys, phoneticText } from '../../../src/domain/catalogue/phonetic-key';

describe('one key for a word in Latin, Devanagari and Tamil', () => {
  it.each([
    ['chawal', 'चावल'],
    ['atta', 'आटा'],
    ['aata', 'आटा'],
    ['basmati', 'बासमती'],
    ['dal', 'दाल'],
    ['daal', 'दाल'],
    ['chini', 'चीनी'],
    ['cheeni', 'चीनी'],
    ['namak', 'नमक'],
    ['haldi', 'हल्दी'],
    ['ghee', 'घी'],
    ['paneer', 'पनीर'],
    ['kurta', 'कुर्ता'],
    ['saree', 'साड़ी'],
    ['sari', 'साड़ी'],
    ['arisi', 'அரிசி'],
    ['paruppu', 'பருப்பு'],
    ['milagu', 'மிளகு'],
    ['Rice', 'rice'],
    ['besan', 'बेसन'],
    ['sooji', 'सूजी'],
    ['maida', 'मैदा'],
  ])('%s and %s', (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
    expect(phoneticKey(a).length).toBeGreaterThan(0);
  });

  it.each([
    ['chawal', 'chana'],
    ['atta', 'aloo'],
    ['dal', 'doodh'],
    ['namak', 'nimbu'],
    ['rice', 'rose'],
    ['shirt', 'skirt'],
    ['tea', 'tomato'],
    ['besan', 'basmati'],
    ['चावल', 'चना'],
    ['chini', 'chana'],
  ])('%s and %s stay apart', (a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });

  it('kurta and kurti may meet as a prefix (a recall aid)', () => {
    expect(phoneticKey('kurti').startsWith(phoneticKey('kurta'))).toBe(true);
  });

  it.each([[''], ['!!! ...'], ['😀'], ['\ud800'], ['  ']])('%j has no keys', (text) => {
    expect(phoneticKeys(text)).toEqual([]);
  });

  it('a name gives the keys of its words, numbers kept, duplicates once', () => {
    expect(phoneticKeys('Basmati Chawal 5 kg 110024 basmati')).toEqual([
      phoneticKey('basmati'),
      phoneticKey('chawal'),
      '5',
      phoneticKey('kg'),
      '110024',
    ]);
    expect(phoneticText('बासमती चावल')).toBe(`${phoneticKey('basmati')} ${phoneticKey('chawal')}`);
  });

  it('stays bounded on a huge input', () => {
    expect(phoneticKeys('चावल '.repeat(5000)).length).toBe(1);
    expect(phoneticKeys(Array.from({ length: 500 }, (_, i) => `w${i}`).join(' ')).length).toBe(64);
  });
});
