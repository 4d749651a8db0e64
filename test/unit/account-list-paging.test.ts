import { describe, expect, it } from 'vitest';
import { accountPageAsk, olderThan } from '../../src/domain/account/list-paging';
import { encodeCursor } from '../../src/domain/paging';

describe('accountPageAsk', () => {
  const good = encodeCursor([1_700_000_000_000, 'abc']);
  it.each([
    [{}, { ok: true, limit: 50 }],
    [{ limit: '' }, { ok: true, limit: 50 }],
    [{ limit: '1' }, { ok: true, limit: 1 }],
    [{ limit: '200' }, { ok: true, limit: 200 }],
    [
      { cursor: good, limit: '10' },
      { ok: true, limit: 10, after: [1_700_000_000_000, 'abc'] },
    ],
  ])('accepts %j', (query, want) => {
    expect(accountPageAsk(query, 50)).toEqual(want);
  });
  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '201' }, 'limit'],
    [{ limit: '-1' }, 'limit'],
    [{ limit: '1.5' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ cursor: 'garbage!' }, 'cursor'],
    [{ cursor: encodeCursor(['x', 'y']) }, 'cursor'],
    [{ cursor: encodeCursor([1]) }, 'cursor'],
    [{ cursor: encodeCursor([1, '\ud800']) }, 'cursor'],
    [{ cursor: 'a'.repeat(5000) }, 'cursor'],
  ])('refuses %j with a sentence naming %s', (query, field) => {
    const ask = accountPageAsk(query, 50);
    expect(ask.ok).toBe(false);
    if (!ask.ok) {
      expect(ask.field).toBe(field);
      expect(ask.rsn.startsWith(field)).toBe(true);
    }
  });
});

describe('olderThan', () => {
  it('adds nothing on the first page', () => expect(olderThan(undefined)).toEqual({ sql: '', args: [] }));
  it('reads rows before the key, ties broken by id', () => {
    expect(olderThan([5, 'b'])).toEqual({
      sql: ' AND (created_at < ? OR (created_at = ? AND id < ?))',
      args: [5, 5, 'b'],
    });
  });
});
