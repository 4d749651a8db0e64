/**
 * Custom domains of a shop. A hostname maps to at most one shop (the domains table's primary key). A new domain
 * is `pending` until its owner proves control (src/domain/domains/verification.ts); only `verified` ones are
 * served. Another shop may take over a pending claim once it is stale.
 */
import { claimOutcome, type Claim, type DomainStatus } from '../../domain/domains/verification';

export const MAX_DOMAINS_PER_SHOP = 20;

export interface DomainRecord extends Claim {
  host: string;
  token: string;
  verifiedAt: number | null;
}

type Row = {
  host: string;
  store_id: string;
  status: string;
  token: string;
  created_at: number;
  verified_at: number | null;
};
const fromRow = (r: Row): DomainRecord => ({
  host: r.host,
  storeId: r.store_id,
  status: r.status === 'verified' ? 'verified' : 'pending',
  token: r.token,
  createdAt: Number(r.created_at),
  verifiedAt: r.verified_at === null ? null : Number(r.verified_at),
});
const COLUMNS = 'host, store_id, status, token, created_at, verified_at';

export async function listDomains(db: D1Database, storeId: string): Promise<DomainRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM domains WHERE store_id = ? ORDER BY host`)
    .bind(storeId)
    .all<Row>();
  return results.map(fromRow);
}

export async function findDomain(db: D1Database, host: string): Promise<DomainRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM domains WHERE host = ?`).bind(host).first<Row>();
  return row ? fromRow(row) : null;
}

export type AddResult =
  | { result: 'added' | 'replaced' | 'already'; domain: DomainRecord }
  | { result: 'taken'; holder: DomainRecord }
  | { result: 'limit' };

/**
 * Claims `host` for the shop: 'added' (new), 'replaced' (another shop's stale pending claim is gone),
 * 'already' (this shop had it: nothing changes), 'taken' (another shop's verified domain or fresh claim) or 'limit'.
 * Writes are conditional on what was read, so two shops racing for one host cannot both win.
 */
export async function addDomain(
  db: D1Database,
  storeId: string,
  host: string,
  claim: { token: string; now: number; verified: boolean },
  tries = 2,
): Promise<AddResult> {
  const existing = await findDomain(db, host);
  const outcome = claimOutcome(existing, storeId, claim.now);
  if (outcome === 'mine') return { result: 'already', domain: existing! };
  if (outcome === 'taken') return { result: 'taken', holder: existing! };
  const count = await db
    .prepare('SELECT COUNT(*) AS n FROM domains WHERE store_id = ?')
    .bind(storeId)
    .first<{ n: number }>();
  if (Number(count?.n ?? 0) >= MAX_DOMAINS_PER_SHOP) return { result: 'limit' };
  const status: DomainStatus = claim.verified ? 'verified' : 'pending';
  const verifiedAt = claim.verified ? claim.now : null;
  const res =
    outcome === 'new'
      ? await db
          .prepare(
            'INSERT OR IGNORE INTO domains (host, store_id, status, token, created_at, verified_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .bind(host, storeId, status, claim.token, claim.now, verifiedAt)
          .run()
      : await db
          .prepare(
            `UPDATE domains SET store_id = ?, status = ?, token = ?, created_at = ?, verified_at = ?
         WHERE host = ? AND store_id = ? AND status = 'pending' AND token = ? AND created_at = ?`,
          )
          .bind(
            storeId,
            status,
            claim.token,
            claim.now,
            verifiedAt,
            host,
            existing!.storeId,
            existing!.token,
            existing!.createdAt,
          )
          .run();
  const now = await findDomain(db, host);
  if (res.meta.changes > 0 && now) return { result: outcome === 'new' ? 'added' : 'replaced', domain: now };
  if (now?.storeId === storeId) return { result: 'already', domain: now };
  if (now) return { result: 'taken', holder: now };
  // the row went away between the two statements (its shop removed it): claim again
  if (tries > 1) return addDomain(db, storeId, host, claim, tries - 1);
  throw new Error(`claiming ${host}: the domains table kept changing`);
}

/** Marks the shop's pending domain verified, if it still holds this token. false when nothing changed. */
export async function markVerified(
  db: D1Database,
  storeId: string,
  host: string,
  token: string,
  now: number,
): Promise<boolean> {
  const res = await db
    .prepare(
      "UPDATE domains SET status = 'verified', verified_at = ? WHERE host = ? AND store_id = ? AND token = ? AND status = 'pending'",
    )
    .bind(now, host, storeId, token)
    .run();
  return res.meta.changes > 0;
}

/** false when the shop has no such domain (another shop's domain is never removed). */
export async function removeDomain(db: D1Database, storeId: string, host: string): Promise<boolean> {
  const res = await db.prepare('DELETE FROM domains WHERE host = ? AND store_id = ?').bind(host, storeId).run();
  return res.meta.changes > 0;
}
