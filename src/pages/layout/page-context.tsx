import { createContext, useContext } from 'react';
import type { LayoutOffer } from './offers-data';

/** Per-request facts every shop page shows (the bag badge, the shop's offers), so pages need not thread them through. */
export interface PageFacts {
  bagCount: number;
  /** the shop's current offers: the side 'offer' tab and the coupon side bar of the layout */
  offers: LayoutOffer[];
}

export const PageContext = createContext<PageFacts>({ bagCount: 0, offers: [] });

export function usePageFacts(): PageFacts {
  return useContext(PageContext);
}
