import { forgetDomain } from './platform/domains';
import { trip } from './storage-trips';
import { extendScopedRun, type ChangeScope, type ScopedRun } from '../domain/page-freshness';
import type { Bindings } from '../env';
import { shopStub, unwrapShopAnswer } from './shop/shop-db';
import { VersionedMemo } from '../core/versioned-memo';
import { noteShopVersion } from './known-shop-versions';

/**
 * Per-shop cache version. The page cache puts `shopver:{storeId}` into its cache keys, so bumping it makes
 * every cached page of the shop unreachable at once; nothing has to be listed or purged one by one.
 */
const shopVersionKey = (storeId: string) => `shopver:${storeId}`;

/** A number kept in KV as text; 0 when it is missing or not a number. */
async function readKvNumber(kv: KVNamespace, key: string): Promise<number> {
  const raw = await trip(() => kv.get(key));
  const n = raw === null ? 0 : Number(raw);
  return Number.isFinite(n) ? n : 0;
}

export function readShopVersion(kv: KVNamespace, storeId: string): Promise<number> {
  return readKvNumber(kv, shopVersionKey(storeId));
}

/**
 * A new version that is larger than the last one and practically never repeats (the clock in ms),
 * so two changes racing to bump from the same value still leave a version no cached page was stored under.
 */
export function nextShopVersion(current: number, now = Date.now()): number {
  return Math.max(current + 1, now);
}

/**
 * The run that led to a shop's version never changes once that version is the shop's (a later change makes a new
 * version), so each isolate reads it once a version. Only a run that ends at the version is kept: a KV read that
 * does not show it yet is read again next time.
 */
const runsOfVersions = new VersionedMemo<ScopedRun | null>({
  maxAgeMs: 86_400_000,
  limit: 2_000,
  keep: (run) => run !== null,
});

/** The run of category-scoped changes that led to `version`, the shop's current one; null when there is none. */
export function scopedRunOf(kv: KVNamespace, storeId: string, version: number): Promise<ScopedRun | null> {
  return runsOfVersions.get(storeId, version, async () => {
    const run = await readScopedRun(kv, storeId);
    return run?.to === version ? run : null;
  });
}

/** The run of category-scoped changes since the shop's last shop-wide one (domain/page-freshness). */
const scopedRunKey = (storeId: string) => `shopscope:${storeId}`;

export async function readScopedRun(kv: KVNamespace, storeId: string): Promise<ScopedRun | null> {
  const raw = await trip(() => kv.get(scopedRunKey(storeId)));
  if (raw === null) return null;
  try {
    const run = JSON.parse(raw) as ScopedRun;
    return Number.isFinite(run.from) && Number.isFinite(run.to) && run.cats && typeof run.cats === 'object'
      ? run
      : null;
  } catch {
    return null;
  }
}

/**
 * Moves the shop's version on after a change of `scope`. A read, then writes: two of them for one shop must not
 * interleave, or a category's change could be lost, so they run one at a time in the shop's object
 * (durable/shop-store `bumpPages`). The run is written before the version, so a reader that sees the version sees
 * its run.
 */
export async function bumpShopVersion(
  kv: KVNamespace,
  storeId: string,
  scope: ChangeScope,
  known: ShopPages | null = null,
  now = Date.now(),
): Promise<ShopPages> {
  const [stored, storedRun] = await Promise.all([readShopVersion(kv, storeId), readScopedRun(kv, storeId)]);
  // what this object wrote last wins over a KV read that may not show it yet
  const { version: latest, run } = known && known.version >= stored ? known : { version: stored, run: storedRun };
  const version = nextShopVersion(latest, now);
  const next = extendScopedRun(run, latest, version, scope);
  if (next) await kv.put(scopedRunKey(storeId), JSON.stringify(next));
  await kv.put(shopVersionKey(storeId), String(version));
  noteShopVersion(storeId, version);
  return { version, run: next };
}

/**
 * Changes a shopper sees on their next view, not a moment later (invalidateShop): pages stored before `now` are
 * never answered stale again. Written before the change's version moves on, so no reader sees the new version
 * without it.
 */
const noStaleBeforeKey = (storeId: string) => `shopstrict:${storeId}`;

export async function forbidStalePages(kv: KVNamespace, storeId: string, now = Date.now()): Promise<void> {
  await kv.put(noStaleBeforeKey(storeId), String(now));
}

/** Pages stored under a version below this may not be answered stale (0: any may). */
export function readNoStaleBefore(kv: KVNamespace, storeId: string): Promise<number> {
  return readKvNumber(kv, noStaleBeforeKey(storeId));
}

/** A shop's version and the run of scoped changes that led to it. */
export interface ShopPages {
  version: number;
  run: ScopedRun | null;
}

/**
 * After any owner change: new shop version (through the shop's object, one change at a time; straight to KV when
 * the shop has no object, as a shop being made or removed), and the shop's custom domains dropped from the KV
 * domain cache. No page from before it is answered stale: a change of the shop's settings (a name, a theme, texts,
 * members-only, or an operator's suspension) shows on the next view. Changes of items' rows, the frequent ones
 * (prices, and stock with every order), age only their categories' pages, settled by the shop's object, and may be
 * answered stale for a moment while their pages render again.
 */
export async function invalidateShop(
  env: Pick<Bindings, 'DB' | 'KV' | 'SHOP'>,
  storeId: string,
  extraHosts: string[] = [],
): Promise<number> {
  await forbidStalePages(env.KV, storeId);
  const { results } = await env.DB.prepare('SELECT host FROM domains WHERE store_id = ?')
    .bind(storeId)
    .all<{ host: string }>();
  const hosts = new Set([...results.map((r) => r.host), ...extraHosts]);
  const [version] = await Promise.all([
    bumpThroughShop(env, storeId),
    ...[...hosts].map((h) => forgetDomain(env.KV, h)),
  ]);
  // the shop's object may run in another isolate: this one, where the owner asked, knows the new version too
  noteShopVersion(storeId, version);
  return version;
}

async function bumpThroughShop(env: Pick<Bindings, 'KV' | 'SHOP'>, storeId: string): Promise<number> {
  try {
    return unwrapShopAnswer(await shopStub(env, storeId).bumpPages(storeId, '*'));
  } catch {
    return (await bumpShopVersion(env.KV, storeId, '*')).version;
  }
}
