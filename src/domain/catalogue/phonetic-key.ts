/**
 * Cross-script search keys: one loose spelling for a word written in Latin, Devanagari or Tamil, so that
 * `chawal` and `चावल`, `atta` and `आटा`, `arisi` and `அரிசி` meet. Indian scripts are first read out in Latin
 * letters (consonants carry an inherent "a", which a virama or pulli removes; Hindi drops it at the end of a
 * word and between a long vowel and a voiced syllable: बासमती → baasmatii), then every spelling is reduced:
 * aspirates lose their h, voiced stops merge with unvoiced ones (Tamil writes one letter for k/g, t/d, p/b),
 * long vowels become short, doubled letters single, and a final "a" goes.
 *
 * What is guaranteed: the pairs in test/unit/catalogue/phonetic-key.test.ts meet. It is a recall aid (search
 * ranks the written name first); known limits: a dropped consonant (சர்க்கரை "sarkkarai" vs "sakkarai") or a
 * different word for the same thing is not found.
 */

const VIRAMA = '\u094D';
const PULLI = '\u0BCD';

const DEVANAGARI_CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ळ: 'l',
  क़: 'k',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
const DEVANAGARI_VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};
const DEVANAGARI_SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
};
const TAMIL_CONSONANTS: Record<string, string> = {
  க: 'k',
  ங: 'n',
  ச: 's',
  ஞ: 'n',
  ட: 't',
  ண: 'n',
  த: 't',
  ந: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'l',
  ள: 'l',
  ற: 'r',
  ன: 'n',
  ஜ: 'j',
  ஷ: 'sh',
  ஸ: 's',
  ஹ: 'h',
};
const TAMIL_VOWELS: Record<string, string> = {
  அ: 'a',
  ஆ: 'aa',
  இ: 'i',
  ஈ: 'ii',
  உ: 'u',
  ஊ: 'uu',
  எ: 'e',
  ஏ: 'ee',
  ஐ: 'ai',
  ஒ: 'o',
  ஓ: 'oo',
  ஔ: 'au',
};
const TAMIL_SIGNS: Record<string, string> = {
  'ா': 'aa',
  'ி': 'i',
  'ீ': 'ii',
  'ு': 'u',
  'ூ': 'uu',
  'ெ': 'e',
  'ே': 'ee',
  'ை': 'ai',
  'ொ': 'o',
  'ோ': 'oo',
  'ௌ': 'au',
};
const NASAL_OR_BREATH: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h', 'ஂ': 'n', ஃ: 'h' };

interface Syllable {
  consonant: string;
  vowel: string | null;
}

/** Reads one word of an Indian script out in Latin letters, syllable by syllable. */
function readOut(
  chars: string[],
  consonants: Record<string, string>,
  vowels: Record<string, string>,
  signs: Record<string, string>,
  killer: string,
  hindi: boolean,
): string {
  const out: (Syllable | string)[] = [];
  for (let i = 0; i < chars.length; i++) {
    let ch = chars[i];
    if (chars[i + 1] === '\u093C') ch += chars[++i]; // nukta
    if (consonants[ch] !== undefined) {
      const next = chars[i + 1];
      if (next === killer) {
        out.push({ consonant: consonants[ch], vowel: '' });
        i++;
      } else if (next !== undefined && signs[next] !== undefined) {
        out.push({ consonant: consonants[ch], vowel: signs[next] });
        i++;
      } else out.push({ consonant: consonants[ch], vowel: null }); // the inherent "a"
    } else if (vowels[ch] !== undefined) out.push(vowels[ch]);
    else if (NASAL_OR_BREATH[ch] !== undefined) out.push(NASAL_OR_BREATH[ch]);
    else if (/[0-9a-z]/.test(ch)) out.push(ch);
  }
  const hasVowel = (s: Syllable | string | undefined) =>
    s !== undefined && (typeof s === 'string' ? /[aeiou]/.test(s) : s.vowel !== '');
  const isLong = (s: Syllable | string | undefined) =>
    s !== undefined && typeof s !== 'string' && (s.vowel === null ? false : s.vowel.length === 2);
  return out
    .map((s, i) => {
      if (typeof s === 'string') return s;
      if (s.vowel !== null) return s.consonant + s.vowel;
      if (!hindi) return `${s.consonant}a`;
      // Hindi's silent "a": at the end of a word, and after a long vowel before a syllable that has its vowel
      if (i === out.length - 1 && i > 0) return s.consonant;
      if (i > 0 && isLong(out[i - 1]) && hasVowel(out[i + 1]) && i + 1 < out.length - 1) return s.consonant;
      return `${s.consonant}a`;
    })
    .join('');
}

/** Any spelling in Latin letters, reduced to the key. */
function reduce(latin: string): string {
  let s = latin
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');
  s = s
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j');
  s = s
    .replace(/chh|ch/g, 'c')
    .replace(/sh/g, 's')
    .replace(/([kgjtdbr])h/g, '$1');
  s = s.replace(/g/g, 'k').replace(/d/g, 't').replace(/b/g, 'p');
  s = s
    .replace(/ee|ii|y(?=[^aeiou]|$)/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/ai|ay/g, 'e')
    .replace(/au|ou/g, 'o');
  s = s.replace(/([a-z])\1+/g, '$1');
  if (s.length > 2) s = s.replace(/a$/, '');
  return s;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;

/** The key of one word in Latin, Devanagari or Tamil; '' when nothing of it can be read. */
export function phoneticKey(word: string): string {
  const text = word.normalize('NFC').toLowerCase();
  const chars = Array.from(text);
  if (DEVANAGARI.test(text))
    return reduce(readOut(chars, DEVANAGARI_CONSONANTS, DEVANAGARI_VOWELS, DEVANAGARI_SIGNS, VIRAMA, true));
  if (TAMIL.test(text)) return reduce(readOut(chars, TAMIL_CONSONANTS, TAMIL_VOWELS, TAMIL_SIGNS, PULLI, false));
  return reduce(text);
}

/** One word read out in Latin letters before any folding (चावल → chaaval, அரிசி → arisi); Latin text as it is, lower case. */
export function latinReading(word: string): string {
  const text = word.normalize('NFC').toLowerCase();
  const chars = Array.from(text);
  if (DEVANAGARI.test(text))
    return readOut(chars, DEVANAGARI_CONSONANTS, DEVANAGARI_VOWELS, DEVANAGARI_SIGNS, VIRAMA, true);
  if (TAMIL.test(text)) return readOut(chars, TAMIL_CONSONANTS, TAMIL_VOWELS, TAMIL_SIGNS, PULLI, false);
  return text;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MAX_WORDS = 64;

/** The distinct keys of a name or a query's words (numbers as they are), at most 64 words. */
export function phoneticKeys(text: string): string[] {
  const words = (text.normalize('NFC').match(WORD) ?? []).slice(0, MAX_WORDS);
  return [...new Set(words.map(phoneticKey).filter((k) => k.length > 0))];
}

/** The keys as one text, for the search index's `alt` column. */
export const phoneticText = (text: string): string => phoneticKeys(text).join(' ');

/**
 * What the search index's `alt` column holds for an item: its names in other languages as written, and the
 * cross-script keys of every one of its names.
 */
export function itemSearchText(name: string, translated: readonly (string | undefined)[]): string {
  const others = translated.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  return [...others, phoneticText([name, ...others].join(' '))].join(' ').trim();
}
