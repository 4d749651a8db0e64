import { describe, expect, it } from 'vitest';
import { onlyReads } from '../../src/data/shop/sql-d1';

// The shop's object skips settling page changes after statements that only read: a write taken for a read would
// leave its page changes unsettled until the next write, so anything in doubt counts as a write.
describe('onlyReads', () => {
  it.each([
    ['SELECT * FROM items WHERE id = ?', true],
    ['  select count(*) FROM orders', true],
    ['\nSELECT 1', true],
    ['UPDATE items SET price = ? WHERE id = ?', false],
    ['INSERT INTO orders (id) VALUES (?)', false],
    ['DELETE FROM bags WHERE id = ?', false],
    ['WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x', false],
    ['REPLACE INTO settings (k, v) VALUES (?, ?)', false],
    ['SELECTED_ITEMS', false],
  ])('%s: %s', (sql, reads) => {
    expect(onlyReads({ sql, params: [] })).toBe(reads);
  });
});
