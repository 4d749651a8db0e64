-- ONDC seller node (docs/ondc.md): which shop holds a buyer app's network order, so status, track, cancel and update
-- (which name the order, not the shop) reach the right shop's object. The order itself lives in the shop's object.
CREATE TABLE ondc_orders (
  bap_id TEXT NOT NULL,
  network_order_id TEXT NOT NULL,
  transaction_id TEXT NOT NULL,
  store_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (bap_id, network_order_id)
);
CREATE INDEX ondc_orders_by_transaction ON ondc_orders (bap_id, transaction_id);
