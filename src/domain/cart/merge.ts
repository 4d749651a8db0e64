/**
 * mergeCartAfterLogin: a signed-in shopper's own bag absorbs the guest bag they filled before
 * signing in. Same line: quantities add up (capped at the line maximum; stock is checked again by
 * the next refresh). New lines and manual items join until the bag limits. In a single-catalogue
 * shop, when the two bags hold different categories, the guest bag (the newer intent) wins and the
 * user's older lines of the other category are dropped.
 */
import type { BagLine } from './bag-lines';
import { MAX_BAG_LINES } from './bag-lines';
import type { ManualItem } from './manual-items';
import { MAX_MANUAL_ITEMS, nextManualId } from './manual-items';
import { MAX_LINE_QUANTITY } from './quantity';

export interface BagContents {
  lines: BagLine[];
  manual: ManualItem[];
}

export function mergeBags(
  user: BagContents,
  guest: BagContents,
  opts: { onlySingle: boolean; now: number },
): BagContents {
  const guestCats = new Set(guest.lines.map((l) => l.catId));
  const keepUser =
    opts.onlySingle && guestCats.size > 0 ? user.lines.filter((l) => guestCats.has(l.catId)) : user.lines;
  const lines = keepUser.map((l) => ({ ...l }));
  for (const g of guest.lines) {
    const same = lines.find((l) => l.id === g.id);
    if (same) same.qty = Math.min(MAX_LINE_QUANTITY, same.qty + g.qty);
    else if (lines.length < MAX_BAG_LINES) lines.push({ ...g });
  }
  const manual = user.manual.map((m) => ({ ...m }));
  for (const m of guest.manual) {
    if (manual.length >= MAX_MANUAL_ITEMS) break;
    manual.push({ ...m, id: nextManualId(manual, opts.now) });
  }
  return { lines, manual };
}
