import { DEV_OPERATOR_KEY, newOperatorKey, operatorKeyPrefix } from '../../domain/operator-keys';
import { hashOwnerKey } from './owner-keys';

/**
 * Operator keys (the platform API's) in D1 table operator_keys. Only the SHA-256 (hex) of a key is stored,
 * as for owner keys; the plaintext is shown once, by `npm run platform -- create-key`.
 */

export const hashOperatorKey = (key: string): Promise<string> => hashOwnerKey(key);

export function generateOperatorKey(): string {
  return newOperatorKey(crypto.getRandomValues(new Uint8Array(32)));
}

export interface OperatorKeyRow {
  keyHash: string;
  label: string;
  keyPrefix: string;
  createdAt: number;
}

export async function operatorKeyRow(key: string, label: string, now = Date.now()): Promise<OperatorKeyRow> {
  return {
    keyHash: await hashOperatorKey(key),
    label: label.slice(0, 120),
    keyPrefix: operatorKeyPrefix(key),
    createdAt: now,
  };
}

const sqlText = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** One INSERT with quoted literals only (for `wrangler d1 execute --command`). */
export function operatorKeyInsertSql(row: OperatorKeyRow): string {
  return (
    `INSERT INTO operator_keys (key_hash, label, key_prefix, created_at) VALUES (` +
    `${sqlText(row.keyHash)}, ${sqlText(row.label)}, ${sqlText(row.keyPrefix)}, ${Math.trunc(row.createdAt)});`
  );
}

/** Creates a key and returns its plaintext (the only time it is ever available). */
export async function createOperatorKey(db: D1Database, label: string): Promise<string> {
  const key = generateOperatorKey();
  const row = await operatorKeyRow(key, label);
  await db
    .prepare('INSERT INTO operator_keys (key_hash, label, key_prefix, created_at) VALUES (?, ?, ?, ?)')
    .bind(row.keyHash, row.label, row.keyPrefix, row.createdAt)
    .run();
  return key;
}

/**
 * The operator a key belongs to, or null. The development key opens the API only when `development` is
 * true, and is never looked up: a stored row for it elsewhere must not make it work.
 */
export async function findOperatorKey(
  db: D1Database,
  key: string,
  development: boolean,
): Promise<{ label: string } | null> {
  if (key === DEV_OPERATOR_KEY) return development ? { label: 'development' } : null;
  const row = await db
    .prepare('SELECT label FROM operator_keys WHERE key_hash = ?')
    .bind(await hashOperatorKey(key))
    .first<{ label: string }>();
  return row ? { label: row.label } : null;
}
