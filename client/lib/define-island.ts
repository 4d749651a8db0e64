import type { ComponentType } from 'react';

/**
 * An island: a component the server renders inside a marker and the browser hydrates. Each file in
 * client/islands/ declares one, as its default export, under its own file name: the build derives the browser's
 * registry from the files, and the server's <Island of={...}> takes name and component from the declaration.
 */
export interface IslandDefinition<P extends object> {
  readonly name: string;
  readonly component: ComponentType<P>;
}

export function defineIsland<P extends object>(name: string, component: ComponentType<P>): IslandDefinition<P> {
  return { name, component };
}
