import type { MessageId } from './messages/en';

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
export type SaidValue = string | number | { paise: number; currency?: string } | { at: number } | Said;

export const said = (id: MessageId, values?: Said['values']): Said => (values ? { id, values } : { id });
