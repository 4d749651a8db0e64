import { keyPrefix, newOwnerKey } from '../../domain/owner/keys';
import { keyIdOf, MAX_KEYS_PER_SHOP, type KeyRole } from '../../domain/owner/roles';

/**
 * Owner API keys in D1. Only the SHA-256 (hex) of a key is stored; the plaintext is shown once, when the
 * key is created: by operators (`npm run owner -- create-key <storeId>`, the platform API's new shop) or by the
 * shop's owner (POST /admin/api/stores/{storeId}/keys, owners' and staff keys).
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
  return {
    keyHash: await hashOwnerKey(key),
    storeId,
    label: label.slice(0, 120),
    keyPrefix: keyPrefix(key),
    createdAt: now,
  };
}

const sqlText = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** One INSERT statement for a key row; every value is a quoted literal (for `wrangler d1 execute --command`). */
export function ownerKeyInsertSql(row: OwnerKeyRow, orIgnore = false): string {
  return (
    `INSERT ${orIgnore ? 'OR IGNORE ' : ''}INTO owner_keys (key_hash, store_id, label, key_prefix, created_at) VALUES (` +
    `${sqlText(row.keyHash)}, ${sqlText(row.storeId)}, ${sqlText(row.label)}, ${sqlText(row.keyPrefix)}, ${Math.trunc(row.createdAt)});`
  );
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

/** The shop a key belongs to and what it may do, or null for an unknown key. */
export async function findOwnerKey(
  db: D1Database,
  key: string,
): Promise<{ storeId: string; label: string; role: KeyRole } | null> {
  const row = await db
    .prepare('SELECT store_id, label, role FROM owner_keys WHERE key_hash = ?')
    .bind(await hashOwnerKey(key))
    .first<{ store_id: string; label: string; role: KeyRole }>();
  return row ? { storeId: row.store_id, label: row.label, role: row.role === 'orders' ? 'orders' : 'owner' } : null;
}

export async function listOwnerKeys(db: D1Database, storeId: string): Promise<Omit<OwnerKeyRow, 'keyHash'>[]> {
  const { results } = await db
    .prepare('SELECT store_id, label, key_prefix, created_at FROM owner_keys WHERE store_id = ? ORDER BY created_at')
    .bind(storeId)
    .all<{ store_id: string; label: string; key_prefix: string; created_at: number }>();
  return results.map((r) => ({
    storeId: r.store_id,
    label: r.label,
    keyPrefix: r.key_prefix,
    createdAt: r.created_at,
  }));
}

/** Removes a key given its plaintext; returns whether one was removed. */
export async function revokeOwnerKey(db: D1Database, storeId: string, key: string): Promise<boolean> {
  const res = await db
    .prepare('DELETE FROM owner_keys WHERE store_id = ? AND key_hash = ?')
    .bind(storeId, await hashOwnerKey(key))
    .run();
  return res.meta.changes > 0;
}

export interface ShopKey {
  keyId: string;
  label: string;
  role: KeyRole;
  keyPrefix: string;
  createdAt: number;
}

/** A shop's keys as its owner sees them: ids, labels and roles, never the keys (nor their hashes). */
export async function listShopKeys(db: D1Database, storeId: string): Promise<ShopKey[]> {
  const { results } = await db
    .prepare(
      'SELECT key_hash, label, role, key_prefix, created_at FROM owner_keys WHERE store_id = ? ORDER BY created_at, key_hash',
    )
    .bind(storeId)
    .all<{ key_hash: string; label: string; role: KeyRole; key_prefix: string; created_at: number }>();
  return results.map((r) => ({
    keyId: keyIdOf(r.key_hash),
    label: r.label,
    role: r.role,
    keyPrefix: r.key_prefix,
    createdAt: r.created_at,
  }));
}

/** A new key made by the shop's owner: its plaintext (shown once) and id; 'full' when the shop holds the most keys. */
export async function createShopKey(
  db: D1Database,
  storeId: string,
  label: string,
  role: KeyRole,
  now = Date.now(),
): Promise<{ key: string; keyId: string } | 'full'> {
  const key = generateOwnerKey();
  const row = await ownerKeyRow(key, storeId, label, now);
  const res = await db
    .prepare(
      'INSERT INTO owner_keys (key_hash, store_id, label, key_prefix, created_at, role) SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM owner_keys WHERE store_id = ?) < ?',
    )
    .bind(row.keyHash, storeId, row.label, row.keyPrefix, row.createdAt, role, storeId, MAX_KEYS_PER_SHOP)
    .run();
  return res.meta.changes > 0 ? { key, keyId: keyIdOf(row.keyHash) } : 'full';
}

/**
 * Revokes a key by its id. 'last-owner' when it is the shop's only owner key (the shop would lock its owner
 * out); the check and the delete are one statement, so two revocations at once cannot remove both.
 */
export async function revokeShopKey(
  db: D1Database,
  storeId: string,
  keyId: string,
): Promise<'revoked' | 'missing' | 'last-owner'> {
  const prefix = keyId.replace(/^key_/, '');
  const res = await db
    .prepare(
      `DELETE FROM owner_keys WHERE store_id = ?1 AND substr(key_hash, 1, 16) = ?2
         AND (role <> 'owner' OR (SELECT COUNT(*) FROM owner_keys WHERE store_id = ?1 AND role = 'owner') > 1)`,
    )
    .bind(storeId, prefix)
    .run();
  if (res.meta.changes > 0) return 'revoked';
  const exists = await db
    .prepare('SELECT 1 AS x FROM owner_keys WHERE store_id = ? AND substr(key_hash, 1, 16) = ?')
    .bind(storeId, prefix)
    .first();
  return exists ? 'last-owner' : 'missing';
}
