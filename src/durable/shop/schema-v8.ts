/**
 * Version 8: owners run their customers' accounts, and reward points pay for orders. A customer may have
 * their own udhaar limit (null: the shop's WALLET_CONFIG.udhaarLimit), the owner finds customers by phone,
 * and placement's guard table gains the reason "reward points short" (a CHECK cannot be added to a table,
 * and order_guards never holds a row, so it is made again).
 */
export const SHOP_SCHEMA_V8: readonly string[] = [
  'ALTER TABLE customers ADD COLUMN udhaar_limit INTEGER CHECK (udhaar_limit IS NULL OR udhaar_limit >= 0)',
  'CREATE INDEX customers_by_phone ON customers(store_id, phone)',
  'DROP TABLE order_guards',
  `CREATE TABLE order_guards (
    reason TEXT NOT NULL,
    CONSTRAINT stock_gone CHECK (reason <> 'STOCK'),
    CONSTRAINT coupon_used_up CHECK (reason <> 'COUPON'),
    CONSTRAINT wallet_short CHECK (reason <> 'WALLET'),
    CONSTRAINT udhaar_over_limit CHECK (reason <> 'UDHAAR'),
    CONSTRAINT rewards_short CHECK (reason <> 'REWARDS'),
    CONSTRAINT status_changed CHECK (reason <> 'STATUS'),
    CONSTRAINT refund_changed CHECK (reason <> 'REFUND'),
    CONSTRAINT bag_changed CHECK (reason <> 'BAG'),
    CONSTRAINT guard_failed CHECK (0)
)`,
];
