import type { ComponentType } from 'react';

/**
 * An island: a component the server renders inside a marker and the browser hydrates. Each file in
 * client/islands/ declares one, as its default export, under its own file name: the build derives the browser's
 * registry from the files, and the server's <Island of={...}> takes name and component from the declaration.
 * `messages`: the id prefixes of the messages it shows (src/domain/i18n/messages); the page sends those, in its
 * language, with the island's first marker, and the browser formats them when it hydrates.
 */
export interface IslandDefinition<P extends object> {
  readonly name: string;
  readonly component: ComponentType<P>;
  readonly messages: readonly string[];
}

export function defineIsland<P extends object>(name: string, component: ComponentType<P>, messages: readonly string[] = []): IslandDefinition<P> {
  return { name, component, messages };
}
