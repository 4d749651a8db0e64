import type { ShopData } from './shop-data';
/** A script's body, only when the shop's CUSTOM_JS_SCRIPT plugin is on and the script's STATUS is true. */
export async function readCustomScript(shop: ShopData, scriptId: string): Promise<string | null> {
  const { db, id: storeId } = shop;
  const row = await db
    .prepare(
      `SELECT s.body FROM custom_scripts s JOIN plugins p ON p.store_id = s.store_id AND p.plugin = 'CUSTOM_JS_SCRIPT'
       WHERE s.store_id = ? AND s.id = ? AND s.status = 1 AND p.enabled = 1`,
    )
    .bind(storeId, scriptId)
    .first<{ body: string }>();
  return row?.body ?? null;
}
