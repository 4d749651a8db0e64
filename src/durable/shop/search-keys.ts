import { itemSearchText } from '../../domain/catalogue/phonetic-key';

/** The schema version that added items.search_alt (schema-v6.ts). */
export const SEARCH_KEYS_VERSION = 6;

/**
 * Writes the cross-script keys of every item written before they existed, in one transaction (the search index
 * follows through its trigger). Run once, by an object migrating from below SEARCH_KEYS_VERSION.
 */
export function backfillSearchKeys(storage: DurableObjectStorage): number {
  const sql = storage.sql;
  return storage.transactionSync(() => {
    const rows = sql.exec("SELECT id, name FROM items WHERE search_alt = ''").toArray();
    // translations came with the same version, so an item written before has none yet: its name is all there is
    for (const r of rows)
      sql.exec('UPDATE items SET search_alt = ? WHERE id = ?', itemSearchText(String(r.name), []), r.id);
    return rows.length;
  });
}
