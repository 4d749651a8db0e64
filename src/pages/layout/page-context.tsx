import { createContext, useContext } from 'react';
import type { LayoutOffer } from '../../render/page-frame';
import type { Lang } from '../../domain/i18n/languages';
import { localItem } from '../../domain/i18n/localise';
import type { Item } from '../../domain/tables/items';
import { useT } from '../../isomorphic/i18n';

/** Per-request facts every shop page shows (the bag badge, the shop's offers), so pages need not thread them through. */
export interface PageFacts {
  bagCount: number;
  /** the shop's current offers: the side 'offer' tab and the coupon side bar of the layout */
  offers: LayoutOffer[];
  /** the shop's own language: what its owner's words are written in */
  ownLang: Lang;
  /** the shop's theme (THEME_ID_v2): berlin's side bars narrow the product grid on wide screens */
  theme: string;
}

export const PageContext = createContext<PageFacts>({ bagCount: 0, offers: [], ownLang: 'en', theme: '' });

export function usePageFacts(): PageFacts {
  return useContext(PageContext);
}

/** An item's name and description in the page's language (the owner's translation, else as written). */
export function useLocalItem(): <I extends Pick<Item, 'ITEM_NAME' | 'ITEM_DESC' | 'I18N'>>(item: I) => I {
  const { ownLang } = useContext(PageContext);
  const { lang } = useT();
  return (item) => localItem(item, lang, ownLang);
}
