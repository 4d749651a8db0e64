/**
 * Version 15: a year of orders read in steps, not whole.
 * - A month's GSTR-1 numbers its documents by when each order was supplied and when it was called off
 *   (data/reports.ts SUPPLIED, REVERSED): indexed on those same expressions, so SQLite uses them; a series' last
 *   number and a month's documents are found by index too (each read every invoice of the year before).
 * - The console inbox's tabs show how many orders are in each status: kept by triggers as orders are placed, moved
 *   and removed, so an unfiltered inbox reads a handful of rows, not a year of them (data/orders.ts).
 */
const bump = (row: 'NEW' | 'OLD', by: 1 | -1) =>
  `INSERT INTO order_status_counts (store_id, status, n) VALUES (${row}.store_id, ${row}.status, ${by})
     ON CONFLICT (store_id, status) DO UPDATE SET n = n + ${by};`;

export const SHOP_SCHEMA_V15: readonly string[] = [
  'CREATE INDEX orders_by_supply ON orders(store_id, COALESCE(paid_at, created_at))',
  'CREATE INDEX orders_by_reversal ON orders(store_id, COALESCE(cancelled_at, rejected_at, returned_at, updated_at))',
  'CREATE INDEX invoices_by_series ON invoices(store_id, fy, seq)',
  'CREATE INDEX credit_notes_by_series ON credit_notes(store_id, fy, seq)',
  'CREATE INDEX invoices_by_issue ON invoices(store_id, issued_at)',
  'CREATE INDEX credit_notes_by_issue ON credit_notes(store_id, issued_at)',
  `CREATE TABLE order_status_counts (
    store_id TEXT NOT NULL,
    status TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (store_id, status)
  )`,
  'INSERT INTO order_status_counts (store_id, status, n) SELECT store_id, status, COUNT(*) FROM orders GROUP BY store_id, status',
  `CREATE TRIGGER orders_counted_in AFTER INSERT ON orders BEGIN ${bump('NEW', 1)} END`,
  `CREATE TRIGGER orders_counted_out AFTER DELETE ON orders BEGIN ${bump('OLD', -1)} END`,
  `CREATE TRIGGER orders_counted_moved AFTER UPDATE OF status, store_id ON orders
     WHEN OLD.status IS NOT NEW.status OR OLD.store_id IS NOT NEW.store_id BEGIN ${bump('OLD', -1)} ${bump('NEW', 1)} END`,
];
