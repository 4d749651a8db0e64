import { itemName as nameValue, said, type Said } from '../i18n/said';
import type { ItemNames } from '../i18n/localise';

/** Why an item cannot go into the bag, in the shopper's words (the app layer picks the HTTP status). */
export interface AddRefusalReason {
  code: string;
  rsn: string;
  field: string;
  say: Said;
}

export const UNKNOWN_ITEM: AddRefusalReason = {
  code: 'UNKNOWN_ITEM',
  rsn: 'That item is not sold in this shop.',
  field: 'item.ID',
  say: said('problem.item.unknown'),
};

export function itemUnavailable(itemName: string, names?: ItemNames): AddRefusalReason {
  return {
    code: 'ITEM_UNAVAILABLE',
    rsn: `Sorry, ${itemName} is not available right now.`,
    field: 'item.ID',
    say: said('problem.item.unavailable', { item: nameValue(itemName, names) }),
  };
}
