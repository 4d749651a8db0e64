import type { MessageId } from './messages/en';
import type { ItemNames } from './localise';

/**
 * A sentence for the shopper as a message id and its values, which the edge says in the shopper's language
 * (render/i18n.ts `speak`). Domain rules return one beside their English `rsn`, so the rule stays pure and the
 * language is chosen where the request is known. Money is given in paise and dates as instants, so each
 * language writes them its own way; a value may itself be a sentence.
 */
export interface Said {
  id: MessageId;
  values?: Record<string, SaidValue>;
}
/** `{name, names}`: an owner's word (an item's name) with its translations; each language shows its own, else `name`. */
export type SaidValue =
  | string
  | number
  | { paise: number; currency?: string }
  | { at: number }
  | { name: string; names?: ItemNames }
  | Said;

/** An item's name as a value: the owner's translation shows in that language. */
export const itemName = (name: string, names?: ItemNames): SaidValue => (names ? { name, names } : name);

export const said = (id: MessageId, values?: Said['values']): Said => (values ? { id, values } : { id });
