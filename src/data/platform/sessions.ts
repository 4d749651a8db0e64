import { countTrip } from '../storage-trips';
import type { IdentityClaims } from '../../domain/account/identity';

/** A sign-in lasts 30 days; the shopper signs in again afterwards. */
export const SESSION_TTL_S = 30 * 24 * 60 * 60;
export const SESSION_COOKIE = 'userToken';

export interface SessionRow {
  uid: string;
  phone: string;
  email: string;
  name: string;
  provider: string;
  expires_at: number;
}

/**
 * A shopper keeps at most this many sessions (devices, browsers); signing in once more drops the oldest. Without
 * a cap, replaying one ID token (valid for an hour) could fill the table with sessions of one uid.
 */
export const MAX_SESSIONS_PER_USER = 10;

/**
 * Stores a new session under the hash of its cookie value, keeps only the user's newest MAX_SESSIONS_PER_USER
 * (the new one included), and drops a few long-expired ones: one batch, so one transaction.
 */
export async function createSession(
  db: D1Database,
  tokenHash: string,
  claims: IdentityClaims,
  now: number,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        'INSERT INTO sessions (token_hash, uid, phone, email, name, provider, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        tokenHash,
        claims.uid,
        claims.phone,
        claims.email,
        claims.name,
        claims.provider,
        now,
        now + SESSION_TTL_S * 1000,
      ),
    // newest first by time, then by insertion (rowid) for sign-ins within the same millisecond
    db
      .prepare(
        `DELETE FROM sessions WHERE uid = ?1 AND token_hash NOT IN
           (SELECT token_hash FROM sessions WHERE uid = ?1 ORDER BY created_at DESC, rowid DESC LIMIT ?2)`,
      )
      .bind(claims.uid, MAX_SESSIONS_PER_USER),
    db
      .prepare(
        'DELETE FROM sessions WHERE token_hash IN (SELECT token_hash FROM sessions WHERE expires_at < ? LIMIT 50)',
      )
      .bind(now),
  ]);
}

/** The live session with this hash, or null (unknown or expired). */
export async function findSession(db: D1Database, tokenHash: string, now: number): Promise<SessionRow | null> {
  countTrip();
  return db
    .prepare(
      'SELECT uid, phone, email, name, provider, expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?',
    )
    .bind(tokenHash, now)
    .first<SessionRow>();
}

export async function deleteSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(tokenHash).run();
}
