-- ONDC seller node (docs/ondc.md): the shops that sell on the network, by domain and city, so a buyer app's search
-- asks only their objects. Written with each shop's opt-in (the shop's object keeps the whole record).
CREATE TABLE ondc_shops (
  store_id TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL,
  domain TEXT NOT NULL,
  city TEXT NOT NULL,
  -- the shop record's revision: a save seen late never overwrites a newer one
  revision INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX ondc_shops_by_city ON ondc_shops (domain, city, enabled);
