/**
 * Version 11: orders the owner finds. The console's inbox and the owner API page orders newest first by
 * (created_at, id), with or without a status, and find a shopper's orders by the mobile number kept in the
 * order's address; without these indexes each page of a year-old shop sorted every order it had.
 * The phone index is on the same expression the reads use (data/orders.ts ORDER_PHONE).
 */
export const SHOP_SCHEMA_V11: readonly string[] = [
  'CREATE INDEX orders_by_time ON orders(store_id, created_at, id)',
  'CREATE INDEX orders_by_status_time ON orders(store_id, status, created_at, id)',
  "CREATE INDEX orders_by_phone ON orders(store_id, json_extract(address, '$.PHONE'), created_at, id)",
];
