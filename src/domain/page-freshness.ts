/**
 * When the edge cache may answer with the previous version of a page (stale-while-revalidate). Shop versions
 * are the time of the owner change that made them, in ms (data/owner-cache `nextShopVersion`), so a page stored
 * under an older version may be served for STALE_FOR_MS after the latest change, while one render behind it makes
 * the new one; after that every request waits for the render. Only pages the route table lists are ever cached
 * (domain/route-params): bag, checkout, account and order pages are never stale. Pure.
 */

/** How long after an owner change its shop's pages may still show the version before it. */
export const STALE_FOR_MS = 5_000;

/** Clocks of two machines differ a little: a version up to this far in the future still counts as now. */
const CLOCK_SKEW_MS = 1_000;

/**
 * `noStaleBefore`: pages stored under a version below it are never stale (a change that no shopper may miss, as a
 * shop suspended or made members-only, data/owner-cache `forbidStalePages`).
 */
export function mayServeStale(p: { current: number; stored: number; now: number; noStaleBefore?: number }): boolean {
  if (!Number.isFinite(p.stored) || p.stored >= p.current || p.stored < (p.noStaleBefore ?? 0)) return false;
  const sinceChange = p.now - p.current;
  return sinceChange > -CLOCK_SKEW_MS && sinceChange < STALE_FOR_MS;
}

/**
 * Changes that touch only some categories' pages (an item's price or stock, a review) do not age the other
 * categories' pages. The shop keeps, beside its version, the run of such changes since its last shop-wide one:
 * every version in (`from`, `to`] came from a change scoped to categories, and `cats` says when each category
 * last changed in that run. Any other change moves the version without extending the run, so `to` no longer
 * matches it and every page counts as older again.
 */
export interface ScopedRun {
  from: number;
  to: number;
  cats: Readonly<Record<string, number>>;
}

/** What a change touched: the whole shop, or the pages of these categories (and the shop-wide pages: home, search). */
export type ChangeScope = '*' | readonly string[];

/** A run longer than this many categories is not worth keeping: the change counts as shop-wide. */
export const MAX_SCOPED_CATEGORIES = 64;

/** The run after a change from version `latest` to `next`; null when the change was shop-wide. */
export function extendScopedRun(
  run: ScopedRun | null,
  latest: number,
  next: number,
  scope: ChangeScope,
): ScopedRun | null {
  if (scope === '*' || scope.length === 0) return null;
  const continues = run !== null && run.to === latest;
  const cats: Record<string, number> = continues ? { ...run.cats } : {};
  for (const cat of scope) cats[cat] = next;
  if (Object.keys(cats).length > MAX_SCOPED_CATEGORIES) return null;
  return { from: continues ? run.from : latest, to: next, cats };
}

/**
 * Whether a page stored under version `stored` still shows what the shop holds at version `current`: the same
 * version, or (for a page that shows one category's items: `category`) every change since it was a change of
 * other categories.
 */
export function isPageCurrent(p: {
  stored: number;
  current: number;
  category: string | null;
  run: ScopedRun | null;
}): boolean {
  if (p.stored === p.current) return true;
  const { run, category } = p;
  if (category === null || run === null || run.to !== p.current || !(p.stored >= run.from && p.stored < p.current))
    return false;
  return (run.cats[category] ?? -Infinity) <= p.stored;
}

/** How long the edge keeps a page: its shop's version, not the clock, says when it is current. */
export const STORED_PAGE_SECONDS = 86_400;

/** Seconds to keep a page rendered at `now` that changes by the clock alone at `changesAt` (null: never). */
export function storedPageSeconds(now: number, changesAt: number | null): number {
  if (changesAt === null) return STORED_PAGE_SECONDS;
  return Math.max(0, Math.min(STORED_PAGE_SECONDS, Math.floor((changesAt - now) / 1000)));
}
