import { createContext, useContext } from 'react';

/** Per-request facts every shop page shows (the bag badge), so pages need not thread them through. */
export interface PageFacts {
  bagCount: number;
}

export const PageContext = createContext<PageFacts>({ bagCount: 0 });

export function usePageFacts(): PageFacts {
  return useContext(PageContext);
}
