/**
 * One shop's data as the repositories take it: the shop's id and its database, always together, so no caller
 * passes the id a second time beside the database. The Worker's handle (`Shop`, data/shop-db.ts: one per request,
 * `shopOf(c, id)`) and the shop's object (its own storage, durable/shop-store.ts) both are one.
 */
export interface ShopData {
  readonly id: string;
  readonly db: D1Database;
}
