/**
 * Version 8: owners run their customers' accounts. A customer may have their own udhaar limit (null: the
 * shop's WALLET_CONFIG.udhaarLimit), and the owner finds customers by phone.
 */
export const SHOP_SCHEMA_V8: readonly string[] = [
  'ALTER TABLE customers ADD COLUMN udhaar_limit INTEGER CHECK (udhaar_limit IS NULL OR udhaar_limit >= 0)',
  'CREATE INDEX customers_by_phone ON customers(store_id, phone)',
];
