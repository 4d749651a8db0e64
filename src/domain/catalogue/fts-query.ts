/**
 * Turns what a shopper typed into an FTS5 MATCH expression that is always data, never syntax:
 * the text is split into words (letters, digits and combining marks only), each word is quoted,
 * and each becomes a prefix term. Operators such as NEAR, AND, OR, NOT, column filters, `*`, `^`,
 * quotes and parentheses therefore cannot reach the FTS5 parser as operators.
 */
import { phoneticKey } from './phonetic-key';

export const MAX_QUERY_LENGTH = 100;
export const MAX_QUERY_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The query as shown back to the shopper: NFKC, control characters dropped, spaces collapsed, capped. */
export function normaliseSearchQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const text = raw
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** The words of a query (lower-cased), at most MAX_QUERY_TOKENS. */
export function searchTokens(query: string): string[] {
  const words = normaliseSearchQuery(query).toLowerCase().match(WORD) ?? [];
  return words.slice(0, MAX_QUERY_TOKENS).map((w) => Array.from(w).slice(0, MAX_TOKEN_LENGTH).join(''));
}

function quote(token: string): string {
  return `"${token.replace(/"/g, '""')}"`;
}

/** Shortest word the 'any' fallback uses: one or two letters as a prefix match nearly everything. */
const MIN_ANY_TOKEN = 3;

/**
 * MATCH expression: every word must match (as a prefix) with mode 'all'; with mode 'any' (the fallback
 * when nothing has every word) any word of at least MIN_ANY_TOKEN characters may match.
 * Returns null when there is no word to search for.
 */
export function buildFtsQuery(query: string, mode: 'all' | 'any' = 'all'): string | null {
  const words = searchTokens(query);
  const tokens = mode === 'all' ? words : words.filter((w) => Array.from(w).length >= MIN_ANY_TOKEN);
  if (tokens.length === 0) return null;
  return tokens.map(anyScript).join(mode === 'all' ? ' AND ' : ' OR ');
}

/** Shortest cross-script key searched as a prefix; shorter ones (ghee: "ki") must match whole. */
const MIN_PREFIX_KEY = 3;

/**
 * A word as written (a prefix of any column) or its cross-script key (phonetic-key.ts) in the `alt` column, where
 * every item keeps the keys of its name: `chawal` also finds चावल, `आटा` also finds Atta.
 */
function anyScript(word: string): string {
  const key = phoneticKey(word);
  if (!key) return `${quote(word)}*`;
  return `(${quote(word)}* OR alt : ${quote(key)}${key.length >= MIN_PREFIX_KEY ? '*' : ''})`;
}

/** Letters without accents, lower-cased: 'Bésan' -> 'besan'. For matching small in-memory lists. */
export function foldForMatch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The same MATCH expression limited to the item's name, as written or as its cross-script keys. */
export function nameOnly(match: string): string {
  return `{name alt} : (${match})`;
}
