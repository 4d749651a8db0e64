/**
 * Version 3: order placement takes the bag in its own transaction. A bag carries a revision that every change
 * raises; placement empties the bag only if it is still the revision that was priced (guard `bag_changed`).
 * order_guards never holds a row, so it is re-created with the new constraint.
 */
export const SHOP_SCHEMA_V3: readonly string[] = [
  'ALTER TABLE bags ADD COLUMN revision INTEGER NOT NULL DEFAULT 0',
  'DROP TABLE order_guards',
  `CREATE TABLE order_guards (
    reason TEXT NOT NULL,
    CONSTRAINT stock_gone CHECK (reason <> 'STOCK'),
    CONSTRAINT coupon_used_up CHECK (reason <> 'COUPON'),
    CONSTRAINT wallet_short CHECK (reason <> 'WALLET'),
    CONSTRAINT udhaar_over_limit CHECK (reason <> 'UDHAAR'),
    CONSTRAINT status_changed CHECK (reason <> 'STATUS'),
    CONSTRAINT refund_changed CHECK (reason <> 'REFUND'),
    CONSTRAINT bag_changed CHECK (reason <> 'BAG'),
    CONSTRAINT guard_failed CHECK (0)
  )`,
];
