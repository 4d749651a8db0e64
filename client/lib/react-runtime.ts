import type { ComponentType } from 'react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Loaded only when a page has islands, so React never weighs on pages without them. */
export function hydrateIsland(el: Element, Component: ComponentType<any>, props: object): void {
  hydrateRoot(el, createElement(Component, props));
}
