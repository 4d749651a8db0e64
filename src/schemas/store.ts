/**
 * A shop's settings: the row's API shape (`storeSchema`) comes from the stores table's descriptor
 * (src/domain/tables/stores.ts), where each column is written once; its pieces are in ./store-fields.ts.
 */
export * from './store-fields';
export { storeSchema, type Store, type StoreInput } from '../domain/tables/stores';
