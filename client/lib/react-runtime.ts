import type { ComponentType, ReactNode } from 'react';
import { createElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StoreIdContext } from '../../src/isomorphic/store-id';
import { I18nContext, translatorOf } from '../../src/isomorphic/i18n';
import { islandPropsOf } from '../../src/domain/islands/props-text';
import { isLang } from '../../src/domain/i18n/languages';

/** Renders its children unchanged and reports once React has committed them (hydration is asynchronous). */
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, []);
  return children;
}

/**
 * Loaded only when a page's island is about to be used, so React never weighs on a first visit.
 * Resolves when the island is live: a click replayed after that reaches React's handlers.
 */
export function hydrateIsland(el: HTMLElement, Component: ComponentType<any>, props: object): Promise<void> {
  return new Promise((resolve) => {
    const island = createElement(Component, props);
    const inShop = createElement(StoreIdContext.Provider, { value: document.body.dataset.storeId ?? '' }, island);
    const inLanguage = createElement(
      I18nContext.Provider,
      { value: islandTranslator(el.dataset.island ?? '') },
      inShop,
    );
    hydrateRoot(el, createElement(Ready, { onReady: () => resolve() }, inLanguage));
  });
}

/** The island's messages, sent in the page's language with the first marker of its kind (src/render/island.tsx). */
function islandTranslator(name: string) {
  const carrier = document.querySelector<HTMLElement>(`[data-island="${name}"][data-msgs]`);
  const tag = document.documentElement.lang.split('-')[0];
  return translatorOf(
    isLang(tag) ? tag : 'en',
    carrier ? (islandPropsOf(carrier.dataset.msgs) as Record<string, never>) : {},
  );
}
