-- Campaign reports (utm_campaign -> pingForSmsView), counted per shop and campaign name.
CREATE TABLE campaign_views (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  cmpn_name TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  last_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, cmpn_name)
);
