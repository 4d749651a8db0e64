import { checkRemoteImageUrl } from '../images/remote-url';
import { PHOTO_LADDER } from '../images/photo-ref';

/**
 * What the resizer may spend on another host's image (#40 item 2). A remote source is fetched only when a shop's
 * catalogue names it (recorded when an edit or an import stores it) or its host is on the operator's allow-list
 * (RESIZER_ALLOWED_HOSTS); the width asked snaps up to the photo ladder, so each (source, width, format) is one
 * transformation at most; a shop's transformations are counted by month against the operator's cap
 * (RESIZER_MONTHLY_CAP). Pure: no bindings here.
 */

/** Transformations a shop may buy in a calendar month (UTC) when the operator sets no cap. */
export const DEFAULT_RESIZER_MONTHLY_CAP = 2000;
/** Remote image addresses recorded from one change at most (an import names at most 100 new images). */
export const MAX_RECORDED_SOURCES = 200;

/** The ladder width at or above the one asked (the ladder's top for anything wider). */
export function snapToLadder(asked: number): number {
  return PHOTO_LADDER.find((w) => w >= asked) ?? PHOTO_LADDER[PHOTO_LADDER.length - 1];
}

/** The operator's allow-list: host names separated by commas or spaces; `*.example.com` allows its subdomains. */
export function parseAllowedHosts(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
}

export function isAllowedHost(url: string, allowed: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

/** The operator's monthly cap: a whole number (0 stops every new transformation), else the default. */
export function resizerMonthlyCap(value: string | undefined): number {
  const n = Number((value ?? '').trim());
  return (value ?? '').trim() !== '' && Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_RESIZER_MONTHLY_CAP;
}

/** The month a transformation counts in: 'YYYY-MM', UTC (the Images bill's month). */
export const monthOf = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

/** Every remote image address (https, public host: the one remote rule) in a body an owner's change stores. */
export function remoteImageUrlsIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (found.size >= MAX_RECORDED_SOURCES || depth > 8) return found;
  if (typeof value === 'string') {
    if (value.startsWith('https://')) {
      const remote = checkRemoteImageUrl(value);
      if (remote.ok) found.add(remote.url);
    }
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) remoteImageUrlsIn(inner, found, depth + 1);
  }
  return found;
}

/**
 * Over the cap: the stored variant nearest the width asked (the smallest above it, else the largest below), or
 * null when none is stored.
 */
export function nearestStoredWidth(stored: readonly number[], asked: number): number | null {
  if (!stored.length) return null;
  const above = stored.filter((w) => w >= asked).sort((a, b) => a - b);
  return above[0] ?? Math.max(...stored);
}
