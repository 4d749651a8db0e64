import { log } from '../../core/log';

export interface ErrorEntry {
  kind: 'invalid-store' | 'server-error';
  message: string;
  path: string;
}

const HOUR_MS = 3_600_000;
/** Distinct store ids that get their own row in one hour; every further id counts on the hour's overflow row. */
export const ERROR_RECORD_IDS_PER_HOUR = 1_000;
/** The store id of an hour's overflow row (never a valid shop id). */
export const ERROR_RECORD_OVERFLOW_ID = '*';

/**
 * The spec's error record (storeID, TIME, errorArray), kept in D1 per store id and hour (migrations/0010): a
 * request adds one to its row's count and leaves its errors as the row's latest, in one upsert (one write). An
 * id not yet seen this hour gets a row while the hour has fewer than `cap` ids; past that it counts on the
 * overflow row, so a flood of made-up ids cannot grow the table. A failure to write is only warned about.
 */
export async function recordStoreError(
  db: D1Database,
  storeId: string,
  entries: ErrorEntry[],
  now = Date.now(),
  cap = ERROR_RECORD_IDS_PER_HOUR,
): Promise<void> {
  const id = storeId.slice(0, 64);
  try {
    // The SELECT's WHERE is required by SQLite's grammar for an upsert fed by a SELECT.
    await db
      .prepare(
        `INSERT INTO error_records_hourly (hour, store_id, count, first_time, last_time, error_array)
         SELECT ?1, CASE
             WHEN EXISTS (SELECT 1 FROM error_records_hourly WHERE hour = ?1 AND store_id = ?2) THEN ?2
             WHEN (SELECT COUNT(*) FROM error_records_hourly WHERE hour = ?1 AND store_id <> ?3) < ?4 THEN ?2
             ELSE ?3 END,
           1, ?5, ?5, ?6
         WHERE true
         ON CONFLICT (hour, store_id) DO UPDATE SET
           count = count + 1,
           first_time = MIN(first_time, excluded.first_time),
           last_time = MAX(last_time, excluded.last_time),
           error_array = excluded.error_array`,
      )
      .bind(Math.floor(now / HOUR_MS), id, ERROR_RECORD_OVERFLOW_ID, cap, now, JSON.stringify(entries))
      .run();
  } catch (err) {
    log('warn', 'error record not written', { storeId: id, error: String(err) });
  }
}
