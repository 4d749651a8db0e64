/** Every island the server may render; client/islands/index.ts maps each to its lazy chunk. */
export const ISLAND_NAMES = ['bag-badge', 'toaster'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
