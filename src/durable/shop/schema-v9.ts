/**
 * Version 9: credit notes. An order cancelled, rejected or returned after its invoice was made gets a credit note
 * against that invoice: numbered gaplessly per financial year in its own series (invoice_series under the key
 * 'CRN <fy>'), at most one per order.
 */
export const SHOP_SCHEMA_V9: readonly string[] = [
  `CREATE TABLE credit_notes (
    store_id TEXT NOT NULL,
    order_id TEXT NOT NULL,
    fy TEXT NOT NULL,
    seq INTEGER NOT NULL,
    number TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    PRIMARY KEY (store_id, order_id),
    UNIQUE (store_id, number),
    FOREIGN KEY (store_id, order_id) REFERENCES orders(store_id, id) ON DELETE CASCADE
  )`,
];
