/**
 * "Order again": the bag additions that bring back a past order's items as they were chosen (size, colour,
 * pack), for the items the shop still sells; the rest are named so the shopper knows what is missing.
 */
import { parseLineId } from '../cart/line-id';
import type { Item } from '../tables/items';

export interface PastLine {
  kind: 'item' | 'manual';
  item_id: string | null;
  line_id: string;
  name: string;
  qty: number;
}
export interface ReorderAdd {
  ID: string;
  selectedSize?: string;
  selectedColor?: string;
  variantKey?: string;
  selectedQuantity: number;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The additions for the lines whose item is still sold (enabled, in an enabled category), and the names of the rest. */
export function reorderAdds(
  lines: readonly PastLine[],
  items: ReadonlyMap<string, Item>,
  enabledCatIds: readonly string[],
): { adds: ReorderAdd[]; missing: string[] } {
  const adds: ReorderAdd[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    if (line.kind !== 'item' || !line.item_id) continue;
    const item = items.get(line.item_id);
    const parsed = parseLineId(line.line_id);
    if (!item || item.IS_DISABLED || !enabledCatIds.includes(item.CAT_ID) || !parsed) {
      missing.push(line.name);
      continue;
    }
    // the size part of a line id is "size / pack" with either left out
    const parts = (parsed.size ?? '').split(' / ').filter(Boolean);
    const size = item.VARIANTS.sizes.find((s) => parts.some((p) => same(p, s)));
    const pack = item.VARIANTS.prices.find((v) => parts.some((p) => same(p, v.key)));
    const color = parsed.color ? item.VARIANTS.colors.find((c) => same(c.name, parsed.color!)) : undefined;
    adds.push({
      ID: item.ID,
      selectedQuantity: line.qty,
      ...(size ? { selectedSize: size } : {}),
      ...(pack ? { variantKey: pack.key } : {}),
      ...(color ? { selectedColor: color.name } : {}),
    });
  }
  return { adds, missing };
}
