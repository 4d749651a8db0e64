import type { ShopData } from './shop-data';
/** A script's body, only when the shop's CUSTOM_JS_SCRIPT plugin is on and the script's STATUS is true. */
export async function readCustomScript(shop: ShopData, scriptId: string): Promise<string | null> {
  const { db } = shop;
  const row = await db
    .prepare(
      `SELECT s.body FROM custom_scripts s JOIN plugins p ON p.plugin = 'CUSTOM_JS_SCRIPT'
       WHERE s.id = ? AND s.status = 1 AND p.enabled = 1`,
    )
    .bind(scriptId)
    .first<{ body: string }>();
  return row?.body ?? null;
}
