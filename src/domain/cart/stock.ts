/**
 * Stock rules (DESIGN 7, spec 3). A stock quantity of null, undefined or -1 means the shop does not
 * track stock for the item: it is always available. Otherwise units can be requested while the
 * stock is greater than what is already requested, so the total requested never exceeds the stock.
 */
import { itemName, said, type Said } from '../i18n/said';
import type { ItemNames } from '../i18n/localise';

/** Stock as stored on an item: null/undefined/-1 = not tracked. */
export type StockQty = number | null | undefined;

/** True when the shop does not track stock for the item. */
export function isStockUntracked(stockQty: StockQty): stockQty is null | undefined | -1 {
  return stockQty === null || stockQty === undefined || stockQty === -1;
}

/**
 * Spec rule: in stock when the quantity is set, is not -1 and is greater than the amount already
 * requested (so at least one more unit can be had). Untracked items are always in stock.
 */
export function isInStock(stockQty: StockQty, requested = 0): boolean {
  if (isStockUntracked(stockQty)) return true;
  return stockQty > requested;
}

/**
 * Whether `adding` more units may join `alreadyRequested` units of the same item:
 * the total after adding must not exceed the stock.
 */
export function canAddUnits(stockQty: StockQty, alreadyRequested: number, adding: number): boolean {
  if (isStockUntracked(stockQty)) return true;
  return alreadyRequested + adding <= stockQty;
}

/**
 * How many more units can be requested: `Infinity` when stock is untracked, never below 0.
 */
export function maxAddable(stockQty: StockQty, alreadyRequested = 0): number {
  if (isStockUntracked(stockQty)) return Number.POSITIVE_INFINITY;
  return Math.max(0, stockQty - alreadyRequested);
}

/** The same sentence as a message id (domain/i18n/said.ts), for the shopper's language. */
export function stockShortfallSaid(name: string, stockQty: StockQty, alreadyRequested = 0, names?: ItemNames): Said {
  const left = maxAddable(stockQty, alreadyRequested);
  const item = itemName(name, names);
  if (left === 0) return said(alreadyRequested > 0 ? 'problem.stock.allInBag' : 'problem.stock.out', { item });
  return said('problem.stock.onlyMore', { item, left });
}

/** A shopper sentence for a refused add, naming how many are left. */
export function describeStockShortfall(itemName: string, stockQty: StockQty, alreadyRequested = 0): string {
  const left = maxAddable(stockQty, alreadyRequested);
  if (left === 0)
    return alreadyRequested > 0
      ? `You already have all the available ${itemName} in your bag.`
      : `Sorry, ${itemName} is out of stock.`;
  return `Only ${left} more of ${itemName} can be added.`;
}
