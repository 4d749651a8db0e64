import { normaliseIndianMobile } from './account/phone';
import { isOrderId } from './orders/order-id';
import type { Result } from '../core/result';

/**
 * How every owner list pages: keyset on a stable order (never OFFSET, which skips or repeats rows while orders
 * arrive), at most PAGE_LIMIT_MAX rows a page, and an opaque cursor naming the last row's key. A cursor is the
 * key as JSON in base64url; it is checked against the list's key shape before it reaches SQL, so a cursor of
 * another list, an edited one or garbage is a clear 400, never a 500.
 */
export const PAGE_LIMIT_MAX = 200;
/** A cursor longer than this is no cursor we gave out (keys are a time and an id or two). */
export const CURSOR_MAX_LENGTH = 400;

/** `scalar`: either, for lists whose key columns the list's spec names (content records). */
export type KeyPart = 'int' | 'text' | 'scalar';
export type Key = readonly (string | number)[];

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  try {
    const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeCursor(key: Key): string {
  return toBase64Url(JSON.stringify(key));
}

/** A lone surrogate cannot come from a key we wrote. */
const wellFormed = (s: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

/** The key a cursor names when it has the list's shape (e.g. ['int', 'text'] for (created_at, id)), else null. */
export function decodeCursor(raw: string, shape: readonly KeyPart[]): Key | null {
  if (raw.length === 0 || raw.length > CURSOR_MAX_LENGTH) return null;
  const json = fromBase64Url(raw);
  if (json === null) return null;
  let key: unknown;
  try {
    key = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(key) || key.length !== shape.length) return null;
  const fits = shape.every((part, i) => {
    const v: unknown = key[i];
    const text = typeof v === 'string' && v.length <= 200 && wellFormed(v);
    return part === 'int' ? Number.isSafeInteger(v) : part === 'text' ? text : text || Number.isSafeInteger(v);
  });
  return fits ? (key as Key) : null;
}

/** The sentence a bad cursor gets (zod issue message; the owner API adds the field name). */
export const BAD_CURSOR_MESSAGE =
  'is not a cursor this list gave out (it may be from another list or edited); ask for the first page without it';

/**
 * One page from `limit + 1` rows read in the list's order: the first `limit`, and the cursor of the last of them
 * when there was one more (null at the end).
 */
export function pageOf<T>(
  rows: readonly T[],
  limit: number,
  keyOf: (row: T) => Key,
): { rows: T[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next_cursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant an IST calendar date (`YYYY-MM-DD`) begins, or null for anything that is not a real date. */
export function istDayStart(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2100) return null;
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return utc - IST_OFFSET_MS;
}

/** The IST calendar date (`YYYY-MM-DD`) an instant falls on. */
export function istDateOf(at: number): string {
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export type DateRange = Result<{ since?: number; until?: number }, { field: 'from' | 'to'; rsn: string }>;

/**
 * `from` and `to` as IST calendar dates, both inclusive, as the instants [since, until): from's midnight in India
 * up to the midnight after `to`. Either may be left out; `to` before `from` is refused.
 */
export function istDateRange(from?: string, to?: string): DateRange {
  const since = from ? istDayStart(from) : undefined;
  if (since === null) return { ok: false, field: 'from', rsn: 'from: use a date as YYYY-MM-DD, e.g. 2026-05-14.' };
  const toStart = to ? istDayStart(to) : undefined;
  if (toStart === null) return { ok: false, field: 'to', rsn: 'to: use a date as YYYY-MM-DD, e.g. 2026-05-14.' };
  const until = toStart === undefined ? undefined : toStart + DAY_MS;
  if (since !== undefined && until !== undefined && until <= since)
    return { ok: false, field: 'to', rsn: 'to: the last day comes before the first (from).' };
  return { ok: true, ...(since !== undefined ? { since } : {}), ...(until !== undefined ? { until } : {}) };
}

/** What an owner typed to find orders: an order number, a shopper's mobile number, or (part of) a name. */
export type OrderSearch =
  | { by: 'order'; id: string }
  | { by: 'phone'; phone: string }
  | { by: 'name'; text: string }
  | null;

export function orderSearchOf(q: string | undefined): OrderSearch {
  const text = (q ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if (isOrderId(text.toUpperCase())) return { by: 'order', id: text.toUpperCase() };
  const phone = normaliseIndianMobile(text);
  if (phone) return { by: 'phone', phone };
  return { by: 'name', text: text.slice(0, 100) };
}

/** One column (or expression) of a list's order; the last must make the order unique. */
export interface SortKey {
  sql: string;
  desc?: boolean;
}

/** The columns of an `ORDER BY` text ("position, name", "published_at DESC, id"), the unique key added when missing. */
export function sortKeysOf(orderBy: string, unique: string): SortKey[] {
  const keys = orderBy.split(',').map((part) => {
    const [sql, dir] = part.trim().split(/\s+/);
    return { sql, desc: /^desc$/i.test(dir ?? '') };
  });
  return keys.some((k) => k.sql === unique) ? keys : [...keys, { sql: unique }];
}

export const orderByText = (keys: readonly SortKey[]) =>
  keys.map((k) => `${k.sql}${k.desc ? ' DESC' : ' ASC'}`).join(', ');

/**
 * The rows after a key in the list's order, as SQL and its values: (a > ?) OR (a = ? AND b > ?) ..., each column in
 * its own direction (a row value would need one direction for all).
 */
export function keysetAfter(keys: readonly SortKey[], after: Key): { sql: string; args: (string | number)[] } {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  keys.forEach((k, i) => {
    const equal = keys.slice(0, i).map((e) => `${e.sql} = ?`);
    parts.push(`(${[...equal, `${k.sql} ${k.desc ? '<' : '>'} ?`].join(' AND ')})`);
    args.push(...after.slice(0, i), after[i]);
  });
  return { sql: `(${parts.join(' OR ')})`, args };
}
