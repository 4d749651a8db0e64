import { loadItem } from './cart-items';
import type { LineFacts } from '../../domain/cart/bag-lines';
import { resolveChoice } from '../../domain/cart/choice';
import { translatedNames } from '../../domain/i18n/localise';
import { itemUnavailable, UNKNOWN_ITEM, type AddRefusalReason } from '../../domain/cart/add-refusals';
import type { ShopData } from './shop-data';
import { INVALID, type ShopBags, type Outcome, type SessionRef } from './shop-bags';

export interface AddProductInput {
  ref: SessionRef;
  wanted: { ID: string; selectedSize?: string | null; selectedColor?: string | null; variantKey?: string | null };
  qty: number;
  onlySingle: boolean;
  enabledCatIds: string[];
}

export type AddRefusal = { refused: AddRefusalReason };
export type AddedProduct = { out: Outcome<{ line: unknown }>; itemName: string; lineId: string };
export type AddProductResult = AddRefusal | AddedProduct;

/**
 * addProductToCart next to the data: the item's facts, the chosen size/colour/pack and the bag change in one
 * call of the shop's object (one round trip for the Worker). The rules are domain/cart's.
 */
export async function addProduct(shop: ShopData, bags: ShopBags, input: AddProductInput): Promise<AddProductResult> {
  const { ref, wanted } = input;
  // an unknown or foreign bag is refused before anything about the catalogue is told
  if (!bags.usable(ref)) return { out: INVALID, itemName: '', lineId: '' };
  const item = await loadItem(shop, wanted.ID);
  if (!item) return { refused: UNKNOWN_ITEM };
  if (item.IS_DISABLED || !input.enabledCatIds.includes(item.CAT_ID)) {
    return { refused: itemUnavailable(item.ITEM_NAME, translatedNames(item.I18N)) };
  }
  const choice = resolveChoice(item, {
    size: wanted.selectedSize,
    color: wanted.selectedColor,
    variantKey: wanted.variantKey,
  });
  if (!choice.ok)
    return { refused: { rsn: choice.rsn, code: choice.code, field: `item.${choice.field}`, say: choice.say } };
  const facts: LineFacts = {
    id: choice.lineId,
    itemId: item.ID,
    catId: item.CAT_ID,
    size: choice.size,
    color: choice.color,
    variantKey: choice.variantKey,
    variantLabel: choice.variantLabel,
    name: item.ITEM_NAME,
    names: translatedNames(item.I18N),
    image: item.IMAGE,
    unitPrice: choice.unitPrice,
    mrp: choice.mrp,
    gstPercent: choice.gstPercent,
    stockQty: item.STOCK_QTY,
  };
  return { out: bags.add(ref, facts, input.qty, input.onlySingle), itemName: item.ITEM_NAME, lineId: facts.id };
}
