import { en, type MessageId } from './en';
import { hiMessages } from './hi';
import { taMessages } from './ta';
import type { Lang } from '../languages';

export type { MessageId };

type Catalogue = Partial<Record<MessageId, string>>;

const merged = new Map<Lang, Catalogue>();
function mergedOnce(lang: Lang, merge: () => Catalogue): Catalogue {
  let catalogue = merged.get(lang);
  if (!catalogue) {
    catalogue = merge();
    merged.set(lang, catalogue);
  }
  return catalogue;
}

/**
 * Every language's messages: English whole, the others as far as they are translated (English fills the gaps).
 * Hindi and Tamil are merged from their parts when first read: a new isolate whose first shopper reads English
 * does not build them (#40, start-up).
 */
export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = {
  en,
  get hi() {
    return mergedOnce('hi', hiMessages);
  },
  get ta() {
    return mergedOnce('ta', taMessages);
  },
};
