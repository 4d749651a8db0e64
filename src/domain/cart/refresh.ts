/**
 * refreshCartForChanges: brings a bag's lines up to date with the catalogue. Prices, MRP, GST,
 * names and images are taken again; an item that was deleted, disabled or lost its option becomes
 * `unavailable`; an item in a disabled category becomes `deactivated` (removeDeactivatedCatalogs
 * drops those); tracked stock is shared out to the item's lines oldest first, so a line gets fewer
 * units (`qty_reduced`) or none (`out_of_stock`, kept with its quantity so the shopper sees it).
 */
import type { Item } from '../tables/items';
import type { BagLine, LineStatus } from './bag-lines';
import { resolveChoice } from './choice';
import { isStockUntracked } from './stock';
import { translatedNames } from '../i18n/localise';

export type LineChange =
  | { product_id_in_cart: string; change: 'price'; from: number; to: number }
  | { product_id_in_cart: string; change: 'qty_reduced'; from: number; to: number }
  | { product_id_in_cart: string; change: 'out_of_stock' | 'unavailable' | 'deactivated' | 'available' };

export interface RefreshResult {
  lines: BagLine[];
  changes: LineChange[];
  /** Lines in disabled categories, for removeDeactivatedCatalogs. */
  deactivated: string[];
}

/**
 * `items` holds what D1 returned for the bag's item ids (an id missing from it was deleted).
 * Lines of items that are not in `checkedItemIds` (added after the lookup) are left untouched.
 */
export function applyCatalogue(
  lines: readonly BagLine[],
  items: ReadonlyMap<string, Item>,
  disabledCatIds: readonly string[],
  checkedItemIds: ReadonlySet<string>,
): RefreshResult {
  const changes: LineChange[] = [];
  const disabled = new Set(disabledCatIds);
  const stockLeft = new Map<string, number>();
  const ordered = [...lines].sort((a, b) => a.addedAt - b.addedAt || a.id.localeCompare(b.id));
  const updated = new Map<string, BagLine>();
  for (const line of ordered) {
    if (!checkedItemIds.has(line.itemId)) {
      updated.set(line.id, line);
      continue;
    }
    const item = items.get(line.itemId);
    const choice = item && !item.IS_DISABLED ? resolveChoice(item, line) : null;
    let status: LineStatus = 'ok';
    let next: BagLine = { ...line };
    if (!item || !choice || !choice.ok) status = 'unavailable';
    else {
      next = {
        ...next,
        catId: item.CAT_ID,
        name: item.ITEM_NAME,
        names: translatedNames(item.I18N),
        image: item.IMAGE,
        unitPrice: choice.unitPrice,
        mrp: choice.mrp,
        gstPercent: choice.gstPercent,
        stockQty: item.STOCK_QTY,
      };
      if (line.unitPrice !== choice.unitPrice)
        changes.push({ product_id_in_cart: line.id, change: 'price', from: line.unitPrice, to: choice.unitPrice });
      if (disabled.has(item.CAT_ID)) status = 'deactivated';
      else if (!isStockUntracked(item.STOCK_QTY)) {
        const left = stockLeft.get(item.ID) ?? item.STOCK_QTY;
        const granted = Math.min(line.qty, left);
        stockLeft.set(item.ID, left - granted);
        if (granted === 0) status = 'out_of_stock';
        else if (granted < line.qty) {
          changes.push({ product_id_in_cart: line.id, change: 'qty_reduced', from: line.qty, to: granted });
          next.qty = granted;
        }
      }
    }
    if (status !== line.status) {
      changes.push(
        status === 'ok'
          ? { product_id_in_cart: line.id, change: 'available' }
          : { product_id_in_cart: line.id, change: status },
      );
    }
    updated.set(line.id, { ...next, status });
  }
  const result = lines.map((l) => updated.get(l.id)!);
  return { lines: result, changes, deactivated: result.filter((l) => l.status === 'deactivated').map((l) => l.id) };
}
