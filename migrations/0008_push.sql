-- Push messages: the browsers of shoppers who turned on a shop's offer alerts (Web Push subscriptions).
CREATE TABLE push_subscriptions (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, endpoint)
);
