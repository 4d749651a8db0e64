/**
 * When the edge cache may answer with the previous version of a page (stale-while-revalidate). Shop versions
 * are the time of the owner change that made them, in ms (data/owner-cache `nextShopVersion`), so a page stored
 * under an older version may be served for STALE_FOR_MS after the latest change, while one request renders the
 * new one; after that every request waits for the render. Only pages the route table lists are ever cached
 * (domain/route-params): bag, checkout, account and order pages are never stale. Pure.
 */

/** How long after an owner change its shop's pages may still show the version before it. */
export const STALE_FOR_MS = 5_000;

/** Clocks of two machines differ a little: a version up to this far in the future still counts as now. */
const CLOCK_SKEW_MS = 1_000;

export function mayServeStale(p: { current: number; stored: number; now: number }): boolean {
  if (!Number.isFinite(p.stored) || p.stored >= p.current) return false;
  const sinceChange = p.now - p.current;
  return sinceChange > -CLOCK_SKEW_MS && sinceChange < STALE_FOR_MS;
}
