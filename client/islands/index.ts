import type { ComponentType } from 'react';
import type { IslandName } from './names';

type Loader = () => Promise<{ default: ComponentType<any> }>;

/** Each island is its own chunk, fetched only when its marker is on the page. */
export const islandLoaders: Record<IslandName, Loader> = {
  'bag-badge': () => import('./bag-badge'),
  toaster: () => import('./toaster'),
  'search-box': () => import('./search-box'),
  'item-options': () => import('./item-options'),
  'catalog-search': () => import('./catalog-search'),
  login: () => import('./login'),
  'logout-button': () => import('./logout-button'),
  'wishlist-button': () => import('./wishlist-button'),
  'account-install': () => import('./account-install'),
  'account-addresses': () => import('./account-addresses'),
  'account-wishlist': () => import('./account-wishlist'),
  'account-form': () => import('./account-form'),
  'account-copy-link': () => import('./account-copy-link'),
  'account-item-feedback': () => import('./account-item-feedback'),
  'add-to-bag': () => import('./add-to-bag'), 'bag-view': () => import('./bag-view'), 'manual-orders': () => import('./manual-orders'),
  checkout: () => import('./checkout'), 'order-cancel': () => import('./order-cancel'),
};
