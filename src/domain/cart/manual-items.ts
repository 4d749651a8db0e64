/**
 * Manual order items (DESIGN 7): free-text shopping-list lines with a quantity and an optional
 * photo, no price (the owner prices them). The id is a timestamp (spec 3), kept unique within a bag
 * by taking the next millisecond when two arrive in the same one. Decreasing at quantity 1 deletes.
 */
import { MAX_LINE_QUANTITY } from './quantity';
import { said } from '../i18n/said';

export interface ManualItem {
  id: string;
  name: string;
  qty: number;
  image: string | null;
}

export const MAX_MANUAL_ITEMS = 50;

export const TOO_MANY_MANUAL_ITEMS = {
  ok: false,
  status: 0,
  code: 'TOO_MANY_MANUAL_ITEMS',
  rsn: `Your list can hold ${MAX_MANUAL_ITEMS} manual items.`,
  say: said('problem.bag.manualFull', { max: MAX_MANUAL_ITEMS }),
} as const;
export const UNKNOWN_MANUAL_ITEM = {
  ok: false,
  status: 0,
  code: 'UNKNOWN_MANUAL_ITEM',
  rsn: 'That manual item is no longer in your bag.',
  say: said('problem.bag.manualGone'),
} as const;
const MAX_MANUAL_NAME = 120;

/** A timestamp id not already used in the bag: `now`, or one past the newest id. */
export function nextManualId(existing: readonly ManualItem[], now: number): string {
  const newest = existing.reduce((max, m) => Math.max(max, Number(m.id) || 0), 0);
  return String(Math.max(Math.floor(now), newest + 1));
}

/** Trims and single-spaces a typed name; null when nothing is left or it is too long. */
export function cleanManualName(name: string): string | null {
  const clean = name
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return clean && clean.length <= MAX_MANUAL_NAME ? clean : null;
}

/** A photo must be one of our own paths or an https URL. */
export function isAcceptableImageUrl(url: string): boolean {
  if (url.length > 500) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The quantity after pressing minus: null means the item is deleted (it was at 1). */
export function decreasedManualQty(qty: number): number | null {
  return qty <= 1 ? null : Math.min(qty - 1, MAX_LINE_QUANTITY);
}
