import { BAD_CURSOR_MESSAGE, decodeCursor, PAGE_LIMIT_MAX, type Key } from '../paging';
import type { Result } from '../../core/result';

/**
 * How a shopper's account lists page (orders, wallet, udhaar and rewards entries): newest first by
 * (created_at, id), keyset from the last row shown, so entries written meanwhile never repeat or skip one.
 * Cursors are the owner API's (`src/domain/paging.ts`): an int time and a text id.
 */
export const ACCOUNT_KEY_SHAPE = ['int', 'text'] as const;

export type AccountPageAsk = Result<
  { limit: number; after?: readonly [number, string] },
  { field: 'cursor' | 'limit'; rsn: string }
>;

/** `cursor` and `limit` of a query (either left out): the page asked for, or why it cannot be given. */
export function accountPageAsk(
  query: { cursor?: string | null; limit?: string | null },
  defaultLimit: number,
): AccountPageAsk {
  let limit = defaultLimit;
  if (query.limit !== undefined && query.limit !== null && query.limit !== '') {
    if (!/^\d{1,4}$/.test(query.limit) || Number(query.limit) < 1 || Number(query.limit) > PAGE_LIMIT_MAX) {
      return { ok: false, field: 'limit', rsn: `limit: use a whole number from 1 to ${PAGE_LIMIT_MAX}.` };
    }
    limit = Number(query.limit);
  }
  if (query.cursor === undefined || query.cursor === null || query.cursor === '') return { ok: true, limit };
  const key: Key | null = decodeCursor(query.cursor, ACCOUNT_KEY_SHAPE);
  if (!key) return { ok: false, field: 'cursor', rsn: `cursor ${BAD_CURSOR_MESSAGE}.` };
  return { ok: true, limit, after: [key[0] as number, key[1] as string] };
}

/** SQL for the rows after a key, newest first: `(created_at, id) < (?, ?)`, or nothing on the first page. */
export function olderThan(after: readonly [number, string] | undefined): { sql: string; args: (string | number)[] } {
  if (!after) return { sql: '', args: [] };
  return { sql: ' AND (created_at < ? OR (created_at = ? AND id < ?))', args: [after[0], after[0], after[1]] };
}
