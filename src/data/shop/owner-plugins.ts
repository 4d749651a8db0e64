import type { Plugins } from '../../domain/tables/store-fields';
import { pluginsFromRows } from './rows';
import type { ShopData } from './shop-data';

/** Plugins and custom scripts of a shop (the spec's PLUGINS_DATA and CUSTOM_JS_SCRIPT records). */

export type PluginName = keyof Plugins;

export async function readPlugins(shop: ShopData): Promise<Plugins> {
  const { db } = shop;
  const { results } = await db.prepare('SELECT * FROM plugins').all<Record<string, unknown>>();
  return pluginsFromRows(results);
}

export async function writePlugin(
  shop: ShopData,
  plugin: PluginName,
  value: { ENABLED: boolean } & Record<string, unknown>,
): Promise<void> {
  const { db } = shop;
  const { ENABLED, ...config } = value;
  await db
    .prepare(
      'INSERT INTO plugins (plugin, enabled, config) VALUES (?, ?, ?) ON CONFLICT (plugin) DO UPDATE SET enabled = excluded.enabled, config = excluded.config',
    )
    .bind(plugin, ENABLED ? 1 : 0, JSON.stringify(config))
    .run();
}

export interface CustomScript {
  id: string;
  STATUS: boolean;
  POS: 'Header' | 'Body';
  body: string;
}
export type CustomScriptSummary = Omit<CustomScript, 'body'> & { SIZE: number };

const scriptFromRow = (r: Record<string, unknown>): CustomScript => ({
  id: String(r.id),
  STATUS: r.status === 1,
  POS: r.pos === 'Header' ? 'Header' : 'Body',
  body: String(r.body ?? ''),
});

export async function listScripts(shop: ShopData): Promise<CustomScriptSummary[]> {
  const { db } = shop;
  const { results } = await db
    .prepare('SELECT id, status, pos, length(CAST(body AS BLOB)) AS size FROM custom_scripts ORDER BY id')
    .all<Record<string, unknown>>();
  return results.map((r) => {
    const { body: _body, ...rest } = scriptFromRow(r);
    return { ...rest, SIZE: Number(r.size ?? 0) };
  });
}

export async function readScript(shop: ShopData, id: string): Promise<CustomScript | null> {
  const { db } = shop;
  const row = await db.prepare('SELECT * FROM custom_scripts WHERE id = ?').bind(id).first<Record<string, unknown>>();
  return row ? scriptFromRow(row) : null;
}

export async function countScripts(shop: ShopData): Promise<number> {
  const { db } = shop;
  const row = await db.prepare('SELECT COUNT(*) AS n FROM custom_scripts').first<{ n: number }>();
  return Number(row?.n ?? 0);
}

/** false when the id is taken. */
export async function insertScript(shop: ShopData, s: CustomScript): Promise<boolean> {
  const { db } = shop;
  const res = await db
    .prepare('INSERT OR IGNORE INTO custom_scripts (id, status, pos, body) VALUES (?, ?, ?, ?)')
    .bind(s.id, s.STATUS ? 1 : 0, s.POS, s.body)
    .run();
  return res.meta.changes > 0;
}

/** false when there is no such script. */
export async function updateScript(
  shop: ShopData,
  id: string,
  patch: Partial<Omit<CustomScript, 'id'>>,
): Promise<boolean> {
  const { db } = shop;
  const sets: string[] = [];
  const values: (string | number)[] = [];
  if (patch.STATUS !== undefined) sets.push('status = ?'), values.push(patch.STATUS ? 1 : 0);
  if (patch.POS !== undefined) sets.push('pos = ?'), values.push(patch.POS);
  if (patch.body !== undefined) sets.push('body = ?'), values.push(patch.body);
  if (sets.length === 0) return (await readScript(shop, id)) !== null;
  const res = await db
    .prepare(`UPDATE custom_scripts SET ${sets.join(', ')} WHERE id = ?`)
    .bind(...values, id)
    .run();
  return res.meta.changes > 0;
}

export async function deleteScript(shop: ShopData, id: string): Promise<boolean> {
  const { db } = shop;
  const res = await db.prepare('DELETE FROM custom_scripts WHERE id = ?').bind(id).run();
  return res.meta.changes > 0;
}
