/** Custom domains of a shop. A hostname maps to at most one shop (the domains table's primary key). */

export const MAX_DOMAINS_PER_SHOP = 20;

export async function listDomains(db: D1Database, storeId: string): Promise<string[]> {
  const { results } = await db.prepare('SELECT host FROM domains WHERE store_id = ? ORDER BY host').bind(storeId).all<{ host: string }>();
  return results.map((r) => r.host);
}

/**
 * 'added' (new), 'already' (this shop had it), 'taken' (another shop has it) or 'limit'.
 * INSERT OR IGNORE on the primary key settles races between two shops claiming the same host.
 */
export async function addDomain(db: D1Database, storeId: string, host: string): Promise<'added' | 'already' | 'taken' | 'limit'> {
  const owner = await db.prepare('SELECT store_id FROM domains WHERE host = ?').bind(host).first<{ store_id: string }>();
  if (owner) return owner.store_id === storeId ? 'already' : 'taken';
  const count = await db.prepare('SELECT COUNT(*) AS n FROM domains WHERE store_id = ?').bind(storeId).first<{ n: number }>();
  if (Number(count?.n ?? 0) >= MAX_DOMAINS_PER_SHOP) return 'limit';
  const res = await db.prepare('INSERT OR IGNORE INTO domains (host, store_id) VALUES (?, ?)').bind(host, storeId).run();
  if (res.meta.changes > 0) return 'added';
  const now = await db.prepare('SELECT store_id FROM domains WHERE host = ?').bind(host).first<{ store_id: string }>();
  return now?.store_id === storeId ? 'already' : 'taken';
}

/** false when the shop has no such domain (another shop's domain is never removed). */
export async function removeDomain(db: D1Database, storeId: string, host: string): Promise<boolean> {
  const res = await db.prepare('DELETE FROM domains WHERE host = ? AND store_id = ?').bind(host, storeId).run();
  return res.meta.changes > 0;
}
