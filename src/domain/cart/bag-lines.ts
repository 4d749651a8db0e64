/**
 * The rules for changing the product lines of one bag. Pure: the cart-session Durable Object calls
 * them with its current lines and the catalogue facts the Worker looked up, and writes the result.
 */
import { checkSingleCatalogue, DIFFERENT_CATALOGUE_RSN } from './catalogue-rule';
import { MAX_LINE_QUANTITY } from './quantity';
import { canAddUnits, describeStockShortfall, stockShortfallSaid, type StockQty } from './stock';
import { said, type Said } from '../i18n/said';
import type { ItemNames } from '../i18n/localise';
import type { Fail, Ok } from '../../core/result';

/** ok: counted in totals; the others are shown but not charged until refreshed or removed. */
export type LineStatus = 'ok' | 'out_of_stock' | 'unavailable' | 'deactivated';

export interface BagLine {
  id: string;
  itemId: string;
  catId: string;
  qty: number;
  size: string | null;
  color: string | null;
  variantKey: string | null;
  variantLabel: string;
  name: string;
  /** the item's name in other languages, as the owner translated it (shown to shoppers reading those) */
  names?: ItemNames;
  image: string;
  /** Catalogue facts when the line was last added or refreshed (paise, percent, units). */
  unitPrice: number;
  mrp: number | null;
  gstPercent: number | null;
  stockQty: StockQty;
  status: LineStatus;
  addedAt: number;
}

/** A line's catalogue facts, as the Worker read them from D1 just before the change. */
export type LineFacts = Omit<BagLine, 'qty' | 'status' | 'addedAt'>;

/** Most distinct lines one bag may hold. */
export const MAX_BAG_LINES = 100;

export type PlanFailure =
  | Fail<{ status: 100; code: 'DIFFERENT_CATALOGUE'; rsn: string; say: Said }>
  | Fail<{
      status: 0;
      code: 'OUT_OF_STOCK' | 'TOO_MANY_UNITS' | 'TOO_MANY_LINES' | 'UNKNOWN_LINE';
      rsn: string;
      say: Said;
    }>;

export type LinePlan = Ok<{ line: BagLine }> | PlanFailure;

export const UNKNOWN_LINE = {
  ok: false,
  status: 0,
  code: 'UNKNOWN_LINE',
  rsn: 'That item is no longer in your bag.',
  say: said('problem.bag.lineGone'),
} as const;

/** Units of an item requested across all its lines (sizes and colours share one stock). */
export function unitsOfItem(lines: readonly BagLine[], itemId: string, exceptLineId?: string): number {
  return lines.reduce((sum, l) => (l.itemId === itemId && l.id !== exceptLineId ? sum + l.qty : sum), 0);
}

/** Adds `qty` units of an item in a choice: a new line, or more units on the line it already has. */
export function planAdd(
  lines: readonly BagLine[],
  facts: LineFacts,
  qty: number,
  opts: { onlySingle: boolean; now: number },
): LinePlan {
  const single = checkSingleCatalogue({
    onlySingle: opts.onlySingle,
    cartCatIds: lines.map((l) => l.catId),
    newCatId: facts.catId,
  });
  if (!single.ok)
    return {
      ok: false,
      status: 100,
      code: 'DIFFERENT_CATALOGUE',
      rsn: DIFFERENT_CATALOGUE_RSN,
      say: said('problem.bag.differentCatalogue'),
    };
  const existing = lines.find((l) => l.id === facts.id);
  if (!existing && lines.length >= MAX_BAG_LINES) {
    return {
      ok: false,
      status: 0,
      code: 'TOO_MANY_LINES',
      rsn: `Your bag can hold ${MAX_BAG_LINES} different items. Please remove one first.`,
      say: said('problem.bag.full', { max: MAX_BAG_LINES }),
    };
  }
  const lineQty = (existing?.qty ?? 0) + qty;
  if (lineQty > MAX_LINE_QUANTITY) {
    return {
      ok: false,
      status: 0,
      code: 'TOO_MANY_UNITS',
      rsn: `You can order at most ${MAX_LINE_QUANTITY} of an item at a time.`,
      say: said('problem.quantity.tooLarge', { max: MAX_LINE_QUANTITY }),
    };
  }
  const requested = unitsOfItem(lines, facts.itemId);
  if (!canAddUnits(facts.stockQty, requested, qty)) {
    return {
      ok: false,
      status: 0,
      code: 'OUT_OF_STOCK',
      rsn: describeStockShortfall(facts.name, facts.stockQty, requested),
      say: stockShortfallSaid(facts.name, facts.stockQty, requested, facts.names),
    };
  }
  return { ok: true, line: { ...facts, qty: lineQty, status: 'ok', addedAt: existing?.addedAt ?? opts.now } };
}

/** Sets a line's quantity (already validated as a whole number from 1 to the line maximum). */
export function planSetQty(lines: readonly BagLine[], lineId: string, qty: number, stockQty: StockQty): LinePlan {
  const line = lines.find((l) => l.id === lineId);
  if (!line) return UNKNOWN_LINE;
  const others = unitsOfItem(lines, line.itemId, lineId);
  if (qty > line.qty && !canAddUnits(stockQty, others, qty)) {
    return {
      ok: false,
      status: 0,
      code: 'OUT_OF_STOCK',
      rsn: describeStockShortfall(line.name, stockQty, others + line.qty),
      say: stockShortfallSaid(line.name, stockQty, others + line.qty, line.names),
    };
  }
  return {
    ok: true,
    line: {
      ...line,
      qty,
      stockQty,
      status: line.status === 'out_of_stock' && canAddUnits(stockQty, others, qty) ? 'ok' : line.status,
    },
  };
}

/** Units in a bag for the badge: every product line and every manual item. */
export function countUnits(lines: readonly { qty: number }[], manual: readonly { qty: number }[] = []): number {
  return [...lines, ...manual].reduce((sum, l) => sum + l.qty, 0);
}
