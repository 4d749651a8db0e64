/** The bag calls the Worker may make on a shop's object (see ShopBags). */
export const BAG_METHODS = [
  'read',
  'add',
  'setQty',
  'removeLine',
  'removeDeactivated',
  'clear',
  'setCoupon',
  'saveManual',
  'removeManual',
  'setUser',
  'refresh',
  'absorb',
  'bindUser',
] as const;
export type BagMethod = (typeof BAG_METHODS)[number];
