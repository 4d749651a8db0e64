import { log } from '../middleware/log';

export interface ErrorEntry {
  kind: 'invalid-store' | 'server-error';
  message: string;
  path: string;
}

/** The spec's error record (storeID, TIME, errorArray), kept in D1; a failure to write is only warned about. */
export async function recordStoreError(db: D1Database, storeId: string, entries: ErrorEntry[], now = Date.now()): Promise<void> {
  try {
    await db
      .prepare('INSERT INTO error_records (store_id, time, error_array) VALUES (?, ?, ?)')
      .bind(storeId.slice(0, 64), now, JSON.stringify(entries))
      .run();
  } catch (err) {
    log('warn', 'error record not written', { storeId, error: String(err) });
  }
}
