/**
 * A small per-isolate memo for one kind of shop data. An entry serves while the shop's version (bumped by every
 * owner change) is the one it was loaded under and it is younger than `maxAgeMs`; the age bound covers what
 * changes without an owner call (stock after orders, operators' own SQL). Concurrent misses share one load,
 * a failed load is forgotten at once, and past `limit` shops the oldest entry goes. A null version (unknown)
 * always loads afresh.
 */
export class VersionedMemo<T> {
  private readonly entries = new Map<string, { version: number; at: number; value: Promise<T> }>();

  constructor(private readonly opts: { maxAgeMs: number; limit: number; keep?: (value: T) => boolean }) {}

  get(storeId: string, version: number | null, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (version === null) return load();
    const hit = this.entries.get(storeId);
    if (hit && hit.version === version && now - hit.at < this.opts.maxAgeMs) return hit.value;
    const value = load();
    this.entries.delete(storeId);
    this.entries.set(storeId, { version, at: now, value });
    if (this.entries.size > this.opts.limit) this.entries.delete(this.entries.keys().next().value!);
    value.then(
      (v) => { if (this.opts.keep && !this.opts.keep(v)) this.forget(storeId, value); },
      () => this.forget(storeId, value),
    );
    return value;
  }

  private forget(storeId: string, value: Promise<T>): void {
    if (this.entries.get(storeId)?.value === value) this.entries.delete(storeId);
  }
}
