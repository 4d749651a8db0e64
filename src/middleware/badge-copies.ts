/**
 * Which copies of a shared page with a shopper's bag badge (render/personalise) this isolate keeps in the edge
 * cache. Filling the badge into the anonymous page costs less than storing a copy nobody asks for again, and most
 * shoppers with a bag look at many pages once each. So the copy for a page, version and number of units is kept
 * the second time this isolate makes it, and looked up only once this isolate has kept it.
 */
const REMEMBERED = 5_000;
/** A badge copy's key → whether this isolate has kept it (false: made once, not kept). */
const made = new Map<string, boolean>();

/** Whether the copy under `key` may be in the edge cache: this isolate kept it. */
export function mayHaveBadgeCopy(key: string): boolean {
  return made.get(key) === true;
}

/** Called when this isolate has made the copy under `key`: whether to keep it (the second time, and after). */
export function keepBadgeCopy(key: string): boolean {
  const seen = made.has(key);
  made.delete(key);
  made.set(key, seen);
  if (made.size > REMEMBERED) made.delete(made.keys().next().value!);
  return seen;
}
