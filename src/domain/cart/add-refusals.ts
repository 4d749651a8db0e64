/** Why an item cannot go into the bag, in the shopper's words (the app layer picks the HTTP status). */
export interface AddRefusalReason { code: string; rsn: string; field: string }

export const UNKNOWN_ITEM: AddRefusalReason = { code: 'UNKNOWN_ITEM', rsn: 'That item is not sold in this shop.', field: 'item.ID' };

export function itemUnavailable(itemName: string): AddRefusalReason {
  return { code: 'ITEM_UNAVAILABLE', rsn: `Sorry, ${itemName} is not available right now.`, field: 'item.ID' };
}
