import type { ComponentType } from 'react';

/**
 * An island: a component the server renders inside a marker and the browser hydrates. Each file in
 * client/islands/ declares one, as its default export, under its own file name: the build derives the browser's
 * registry from the files, and the server's <Island of={...}> takes name and component from the declaration.
 * `messages`: the id prefixes of the messages it shows (src/domain/i18n/messages); the page sends those, in its
 * language, with the island's first marker, and the browser formats them when it hydrates.
 * `propsFromMarkup`: for an island a page repeats dozens of times whose server markup already shows every prop
 * (a card's add-to-bag form): the marker then carries no data-props and the browser reads the props back from it.
 */
export interface IslandDefinition<P extends object> {
  readonly name: string;
  readonly component: ComponentType<P>;
  readonly messages: readonly string[];
  readonly propsFromMarkup?: (marker: HTMLElement) => P;
}

export function defineIsland<P extends object>(
  name: string,
  component: ComponentType<P>,
  messages: readonly string[] = [],
  propsFromMarkup?: (marker: HTMLElement) => P,
): IslandDefinition<P> {
  return { name, component, messages, propsFromMarkup };
}
