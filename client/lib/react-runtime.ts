import type { ComponentType, ReactNode } from 'react';
import { createElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

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
    hydrateRoot(el, createElement(Ready, { onReady: () => resolve() }, createElement(Component, props)));
  });
}
