/**
 * A small per-isolate memo for one kind of shop data, one entry a key (a shop, or a shop's page). An entry serves while the shop's version (bumped by every
 * owner change) is the one it was loaded under and it is younger than `maxAgeMs`; the age bound covers what
 * changes without an owner call (stock after orders, operators' own SQL). Past `limit` shops the oldest entry
 * goes; a null version (unknown) always loads afresh.
 *
 * Only settled values are kept, never a load in flight: in Workers a load's I/O belongs to the request that
 * started it, so another request awaiting it would hang if that request were cancelled.
 */
export class VersionedMemo<T> {
  private readonly entries = new Map<string, { version: number; at: number; value: T }>();

  /** `until`: when a value goes out of date by the clock alone (ms; null: not before `maxAgeMs`), as an offer that ends */
  constructor(
    private readonly opts: {
      maxAgeMs: number;
      limit: number;
      keep?: (value: T) => boolean;
      until?: (value: T) => number | null;
    },
  ) {}

  async get(key: string, version: number | null, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = version === null ? undefined : this.entries.get(key);
    if (
      hit &&
      hit.version === version &&
      now - hit.at < this.opts.maxAgeMs &&
      now < (this.opts.until?.(hit.value) ?? Infinity)
    )
      return hit.value;
    const value = await load();
    if (version !== null && (!this.opts.keep || this.opts.keep(value))) {
      this.entries.delete(key);
      this.entries.set(key, { version, at: now, value });
      if (this.entries.size > this.opts.limit) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  /** Drops the entries whose key `matches` (a change this isolate made without an owner call). */
  forget(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }
}
