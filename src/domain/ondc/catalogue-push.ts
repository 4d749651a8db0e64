/**
 * The incremental catalogue's push mode (retail 1.2.5), the pure half: a `search` whose `catalog_inc` tag says
 * `mode` start asks this node to push an incremental `on_search` whenever a shop's items change, `stop` ends it.
 * A shop pushes at most once a minute, each push carrying what changed since the end of its last one.
 */
import type { CatalogueWindow } from './catalogue';

/** At most one push a shop in this long. */
export const PUSH_INTERVAL_MS = 60_000;

export type PushMode = 'start' | 'stop';

/** The push mode a search asks for (`message.intent.tags` catalog_inc `mode`), or null for any other search. */
export function pushModeOf(message: Record<string, unknown>): PushMode | null {
  const tags = (message.intent as { tags?: unknown } | undefined)?.tags;
  if (!Array.isArray(tags)) return null;
  const inc = tags.find(
    (t) => typeof t === 'object' && t !== null && (t as { code?: unknown }).code === 'catalog_inc',
  ) as { list?: unknown } | undefined;
  if (!Array.isArray(inc?.list)) return null;
  const mode = (inc.list as { code?: unknown; value?: unknown }[]).find((l) => l && l.code === 'mode')?.value;
  return mode === 'start' || mode === 'stop' ? mode : null;
}

/**
 * The window a shop's next push covers: from the end of its last push (or, for its first, from when the earliest
 * buyer app subscribed) to now; null while its last push is less than PUSH_INTERVAL_MS old.
 */
export function pushWindow(pushedUntil: number | null, subscribedAt: number, nowMs: number): CatalogueWindow | null {
  if (pushedUntil === null) return nowMs > subscribedAt ? { start: subscribedAt, end: nowMs } : null;
  if (nowMs - pushedUntil < PUSH_INTERVAL_MS) return null;
  return { start: pushedUntil, end: nowMs };
}

/** Whether a subscription for `city` (the network's `*` for every city) covers a shop in `shopCity`. */
export const coversCity = (city: string, shopCity: string): boolean => city === '*' || city === shopCity;
