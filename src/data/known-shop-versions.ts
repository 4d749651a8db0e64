/**
 * The shop versions this isolate read from KV or moved on itself in the last KNOWN_VERSION_MS (#42). The anonymous
 * cache hit (middleware/cache-hit-first) answers under such a version without a KV read of its own: at hundreds
 * of hits a second per isolate, one read a second instead of one a hit. A change made through this isolate (an
 * owner's call, the shop's object here moving the version) is known at once; one made through another isolate
 * shows here at most KNOWN_VERSION_MS later (on top of KV's own delay between locations), and a reload
 * (`Cache-Control: max-age=0`) reads KV itself.
 */
export const KNOWN_VERSION_MS = 1_000;
const MOST_KNOWN = 10_000;
/** null: forgotten at `at`, so a read that started before then is not taken */
const known = new Map<string, { version: number | null; at: number }>();

/**
 * `version` is the shop's as of `at` (ms): a KV read's start, or a write's end. An older note never replaces a newer
 * one, so a slow read that started before a change cannot put the version from before it back.
 */
export function noteShopVersion(storeId: string, version: number, at = Date.now()): void {
  const had = known.get(storeId);
  if (!had || had.at <= at) keep(storeId, version, at);
}

function keep(storeId: string, version: number | null, at: number): void {
  known.delete(storeId);
  known.set(storeId, { version, at });
  if (known.size > MOST_KNOWN) known.delete(known.keys().next().value!);
}

/** The shop's version as this isolate knew it less than KNOWN_VERSION_MS ago, or null: read KV. */
export function knownShopVersion(storeId: string, now = Date.now()): number | null {
  const had = known.get(storeId);
  return had && now - had.at < KNOWN_VERSION_MS ? had.version : null;
}

/** A change this isolate asked for moved the version to a value it was not told: the next view reads KV. */
export function forgetShopVersion(storeId: string, now = Date.now()): void {
  keep(storeId, null, now);
}
