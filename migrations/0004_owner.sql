-- Owner API: per-shop API keys (only the SHA-256 of a key is stored) and the store stats record.
CREATE TABLE owner_keys (
  key_hash TEXT PRIMARY KEY,                 -- SHA-256 hex of the plaintext key
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  label TEXT NOT NULL DEFAULT '',
  key_prefix TEXT NOT NULL DEFAULT '',       -- first characters of the key, to recognise it in lists
  created_at INTEGER NOT NULL                -- ms since epoch
);
CREATE INDEX owner_keys_by_store ON owner_keys(store_id);

-- The spec's STORE_STATS/MAIN record: STORE_VIEWS, raised once per visit (the visit tracker writes it).
-- Shared-link views are counted per item in shared_views (0003); owners read their sum.
CREATE TABLE store_stats (
  store_id TEXT PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
  store_views INTEGER NOT NULL DEFAULT 0
);
