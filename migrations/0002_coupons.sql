-- Coupons (offers) of a shop and their redemptions. Money is integer paise; times are epoch ms.
CREATE TABLE coupons (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                    -- upper case, as shoppers type it (matched case-insensitively)
  type TEXT NOT NULL CHECK (type IN ('FLAT', 'PERCENT')),
  value REAL NOT NULL CHECK (value >= 0),-- paise for FLAT, percent for PERCENT
  description TEXT NOT NULL DEFAULT '',
  min_cart_value INTEGER,                -- smallest subtotal it applies to
  max_discount INTEGER,                  -- largest discount it gives
  valid_from INTEGER,                    -- inclusive
  valid_to INTEGER,                      -- inclusive
  usage_limit INTEGER,                   -- redemptions across all shoppers
  used_count INTEGER NOT NULL DEFAULT 0, -- raised when an order with the coupon is placed
  per_user_limit INTEGER,                -- redemptions per signed-in shopper
  is_active INTEGER NOT NULL DEFAULT 1,  -- 0: behaves as if it did not exist
  is_visible INTEGER NOT NULL DEFAULT 1, -- 0: works when typed but is not listed as an offer
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, code)
);

CREATE TABLE coupon_redemptions (
  store_id TEXT NOT NULL,
  code TEXT NOT NULL,
  uid TEXT NOT NULL,
  order_id TEXT NOT NULL,
  redeemed_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, order_id, code)
);
CREATE INDEX coupon_redemptions_by_user ON coupon_redemptions(store_id, code, uid);
