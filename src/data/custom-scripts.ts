import type { CustomScriptRecord } from '../domain/plugins/custom-scripts';

/** The shop's custom script records (id, STATUS, POS), without their bodies. */
export async function listCustomScripts(db: D1Database, storeId: string): Promise<CustomScriptRecord[]> {
  const { results } = await db.prepare('SELECT id, status, pos FROM custom_scripts WHERE store_id = ? ORDER BY id').bind(storeId).all<{ id: string; status: number; pos: string }>();
  return results.map((r) => ({ id: r.id, STATUS: r.status === 1, POS: r.pos }));
}

/** A script's body, only when the shop's CUSTOM_JS_SCRIPT plugin is on and the script's STATUS is true. */
export async function readCustomScript(db: D1Database, storeId: string, scriptId: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT s.body FROM custom_scripts s JOIN plugins p ON p.store_id = s.store_id AND p.plugin = 'CUSTOM_JS_SCRIPT'
       WHERE s.store_id = ? AND s.id = ? AND s.status = 1 AND p.enabled = 1`,
    )
    .bind(storeId, scriptId)
    .first<{ body: string }>();
  return row?.body ?? null;
}
