/** Every island the server may render; client/islands/index.ts maps each to its lazy chunk. */
export const ISLAND_NAMES = ['bag-badge', 'toaster', 'search-box', 'item-options', 'catalog-search', 'login', 'logout-button', 'wishlist-button', 'account-install', 'account-addresses', 'account-wishlist', 'account-form', 'account-copy-link', 'account-item-feedback', 'add-to-bag', 'bag-view', 'manual-orders', 'checkout', 'order-cancel'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
