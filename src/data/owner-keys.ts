import { keyPrefix, newOwnerKey } from '../domain/owner/keys';

/**
 * Owner API keys in D1. Only the SHA-256 (hex) of a key is stored; the plaintext is shown once, when the
 * key is created. Keys are not created over HTTP: operators use `npm run owner -- create-key <storeId>`.
 */

export async function hashOwnerKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function generateOwnerKey(): string {
  return newOwnerKey(crypto.getRandomValues(new Uint8Array(32)));
}

export interface OwnerKeyRow {
  keyHash: string;
  storeId: string;
  label: string;
  keyPrefix: string;
  createdAt: number;
}

/** The row for a key, ready to insert (the CLI turns it into SQL for `wrangler d1 execute`). */
export async function ownerKeyRow(key: string, storeId: string, label: string, now = Date.now()): Promise<OwnerKeyRow> {
  return { keyHash: await hashOwnerKey(key), storeId, label: label.slice(0, 120), keyPrefix: keyPrefix(key), createdAt: now };
}

const sqlText = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** One INSERT statement for a key row; every value is a quoted literal (for `wrangler d1 execute --command`). */
export function ownerKeyInsertSql(row: OwnerKeyRow, orIgnore = false): string {
  return `INSERT ${orIgnore ? 'OR IGNORE ' : ''}INTO owner_keys (key_hash, store_id, label, key_prefix, created_at) VALUES (` +
    `${sqlText(row.keyHash)}, ${sqlText(row.storeId)}, ${sqlText(row.label)}, ${sqlText(row.keyPrefix)}, ${Math.trunc(row.createdAt)});`;
}

/** Creates a key for a shop and returns its plaintext (the only time it is ever available). */
export async function createOwnerKey(db: D1Database, storeId: string, label: string): Promise<string> {
  const store = await db.prepare('SELECT id FROM shops WHERE id = ?').bind(storeId).first();
  if (!store) throw new Error(`no shop with id ${storeId}`);
  const key = generateOwnerKey();
  const row = await ownerKeyRow(key, storeId, label);
  await db
    .prepare('INSERT INTO owner_keys (key_hash, store_id, label, key_prefix, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(row.keyHash, row.storeId, row.label, row.keyPrefix, row.createdAt)
    .run();
  return key;
}

/** The shop a key belongs to, or null for an unknown key. */
export async function findOwnerKey(db: D1Database, key: string): Promise<{ storeId: string; label: string } | null> {
  const row = await db
    .prepare('SELECT store_id, label FROM owner_keys WHERE key_hash = ?')
    .bind(await hashOwnerKey(key))
    .first<{ store_id: string; label: string }>();
  return row ? { storeId: row.store_id, label: row.label } : null;
}

export async function listOwnerKeys(db: D1Database, storeId: string): Promise<Omit<OwnerKeyRow, 'keyHash'>[]> {
  const { results } = await db
    .prepare('SELECT store_id, label, key_prefix, created_at FROM owner_keys WHERE store_id = ? ORDER BY created_at')
    .bind(storeId)
    .all<{ store_id: string; label: string; key_prefix: string; created_at: number }>();
  return results.map((r) => ({ storeId: r.store_id, label: r.label, keyPrefix: r.key_prefix, createdAt: r.created_at }));
}

/** Removes a key given its plaintext; returns whether one was removed. */
export async function revokeOwnerKey(db: D1Database, storeId: string, key: string): Promise<boolean> {
  const res = await db.prepare('DELETE FROM owner_keys WHERE store_id = ? AND key_hash = ?').bind(storeId, await hashOwnerKey(key)).run();
  return res.meta.changes > 0;
}
