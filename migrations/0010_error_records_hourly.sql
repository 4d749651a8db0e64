-- The spec's error record (storeID, TIME, errorArray), bounded: one row per requested store id and hour with a
-- counter, instead of one row per request (every request for a made-up id used to add a row). At most
-- ERROR_RECORD_IDS_PER_HOUR (src/data/error-records.ts) distinct ids get a row in an hour; after that the
-- hour's single overflow row (store_id '*') counts the rest. Each request makes at most one write (one upsert).
CREATE TABLE error_records_hourly (
  hour INTEGER NOT NULL,            -- epoch hour: floor(time in ms / 3,600,000)
  store_id TEXT NOT NULL,           -- the id asked for (at most 64 characters), or '*' for the hour's overflow
  count INTEGER NOT NULL,           -- requests recorded under this row
  first_time INTEGER NOT NULL,      -- ms, first of them
  last_time INTEGER NOT NULL,       -- ms, latest of them
  error_array TEXT NOT NULL,        -- the latest request's JSON array of {kind, message, path}
  PRIMARY KEY (hour, store_id)
) WITHOUT ROWID;
CREATE INDEX error_records_hourly_by_store ON error_records_hourly(store_id, hour);

-- Rows older than 90 days (2,160 hours) go when an hour's first row is written: the table stays bounded too.
CREATE TRIGGER error_records_hourly_retention AFTER INSERT ON error_records_hourly
WHEN (SELECT COUNT(*) FROM error_records_hourly WHERE hour = NEW.hour) = 1
BEGIN
  DELETE FROM error_records_hourly WHERE hour < NEW.hour - 2160;
END;

-- The per-request rows so far, folded into their hours (an hour keeps all of its ids, even past the cap).
INSERT INTO error_records_hourly (hour, store_id, count, first_time, last_time, error_array)
SELECT r.time / 3600000, r.store_id, COUNT(*), MIN(r.time), MAX(r.time),
       (SELECT l.error_array FROM error_records l WHERE l.store_id = r.store_id AND l.time / 3600000 = r.time / 3600000 ORDER BY l.time DESC, l.id DESC LIMIT 1)
FROM error_records r
GROUP BY r.time / 3600000, r.store_id;

DROP TABLE error_records;
