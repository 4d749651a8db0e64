import type { ComponentType } from 'react';
import type { IslandName } from './names';

type Loader = () => Promise<{ default: ComponentType<any> }>;

/** Each island is its own chunk, fetched only when its marker is on the page. */
export const islandLoaders: Record<IslandName, Loader> = {
  'bag-badge': () => import('./bag-badge'),
  toaster: () => import('./toaster'),
};
