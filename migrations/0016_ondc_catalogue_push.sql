-- ONDC incremental catalogue, push mode (docs/ondc.md): buyer apps that asked for changes to be pushed (a search with
-- catalog_inc mode start; mode stop forgets them), and per shop the end of the last window pushed, so that a shop's
-- changes go out at most once a minute, each push carrying what changed since the last.
CREATE TABLE ondc_catalogue_subscriptions (
  bap_id TEXT NOT NULL,
  domain TEXT NOT NULL,
  city TEXT NOT NULL,
  -- the start search's context (its ids are the pushes'), and this node's address it was sent to
  context TEXT NOT NULL,
  node_url TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  PRIMARY KEY (bap_id, domain, city)
);

CREATE TABLE ondc_catalogue_pushes (
  store_id TEXT PRIMARY KEY,
  pushed_until INTEGER NOT NULL
);
