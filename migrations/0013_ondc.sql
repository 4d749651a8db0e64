-- ONDC seller node (docs/ondc.md). Requests already answered, by sender, action and message id: a second one with
-- the same key is a replay and gets a NACK. The primary key makes the check atomic under concurrent requests.
CREATE TABLE ondc_messages (
  bap_id TEXT NOT NULL,
  action TEXT NOT NULL,
  message_id TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (bap_id, action, message_id)
);
CREATE INDEX ondc_messages_received ON ondc_messages (received_at);

-- Callbacks (on_search, on_select, ...) to buyer apps: written before the first try, so none is lost when the
-- buyer app is down; retried with backoff until delivered or out of tries.
CREATE TABLE ondc_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  url TEXT NOT NULL,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  delivered_at INTEGER,
  gave_up_at INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX ondc_outbox_due ON ondc_outbox (delivered_at, gave_up_at, next_attempt_at);
