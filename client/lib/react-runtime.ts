import type { ComponentType, ReactNode } from 'react';
import { createElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StoreIdContext } from './store-id';

/** Renders its children unchanged and reports once React has committed them (hydration is asynchronous). */
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, []);
  return children;
}

/**
 * Loaded only when a page's island is about to be used, so React never weighs on a first visit.
 * Resolves when the island is live: a click replayed after that reaches React's handlers.
 */
export function hydrateIsland(el: Element, Component: ComponentType<any>, props: object): Promise<void> {
  return new Promise((resolve) => {
    const island = createElement(Component, props);
    const inShop = createElement(StoreIdContext.Provider, { value: document.body.dataset.storeId ?? '' }, island);
    hydrateRoot(el, createElement(Ready, { onReady: () => resolve() }, inShop));
  });
}
