import { countTrip } from './storage-trips';
import type { IdentityClaims } from '../auth/verify-id-token';

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

/** Stores a new session under the hash of its cookie value, and drops a few long-expired ones. */
export async function createSession(db: D1Database, tokenHash: string, claims: IdentityClaims, now: number): Promise<void> {
  await db.batch([
    db
      .prepare('INSERT INTO sessions (token_hash, uid, phone, email, name, provider, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(tokenHash, claims.uid, claims.phone, claims.email, claims.name, claims.provider, now, now + SESSION_TTL_S * 1000),
    db.prepare('DELETE FROM sessions WHERE token_hash IN (SELECT token_hash FROM sessions WHERE expires_at < ? LIMIT 50)').bind(now),
  ]);
}

/** The live session with this hash, or null (unknown or expired). */
export async function findSession(db: D1Database, tokenHash: string, now: number): Promise<SessionRow | null> {
  countTrip();
  return db
    .prepare('SELECT uid, phone, email, name, provider, expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?')
    .bind(tokenHash, now)
    .first<SessionRow>();
}

export async function deleteSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(tokenHash).run();
}

/** Signs a user out everywhere (all their sessions). */
export async function deleteUserSessions(db: D1Database, uid: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE uid = ?').bind(uid).run();
}
