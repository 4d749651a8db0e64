import type { Store } from '../schemas/store';
import type { Category, Plugins } from '../schemas/catalogue';
import { storeHealth, type StoreHealth } from '../domain/store-health';
import { categoryFromRow, pluginsFromRows, storeFromRow } from './rows';
import type { CustomScriptRecord } from '../domain/plugins/custom-scripts';
import { VersionedMemo } from './versioned-memo';

/** Everything a page of one shop needs about the shop itself. */
export interface Tenant {
  storeId: string;
  health: StoreHealth;
  store: Store | null;
  /** enabled categories in display order */
  categories: Category[];
  deactivatedCategoryIds: string[];
  plugins: Plugins | null;
  customDomain: string | null;
  /** the shop's custom script records (bodies are served separately) */
  scripts: CustomScriptRecord[];
  /** the request path after /{storeId}, e.g. '/bag' (pages use it for per-screen rules) */
  requestPath: string;
  error?: string;
}

export async function loadTenant(db: D1Database, storeId: string, requestPath = ''): Promise<Tenant> {
  const empty = { storeId, store: null, categories: [], deactivatedCategoryIds: [], plugins: null, customDomain: null, scripts: [], requestPath };
  try {
    const [storeRows, catRows, pluginRows, domainRows, scriptRows] = await db.batch([
      db.prepare('SELECT * FROM stores WHERE id = ?').bind(storeId),
      db.prepare('SELECT * FROM categories WHERE store_id = ? ORDER BY position, name').bind(storeId),
      db.prepare('SELECT * FROM plugins WHERE store_id = ?').bind(storeId),
      db.prepare('SELECT host FROM domains WHERE store_id = ? ORDER BY host LIMIT 1').bind(storeId),
      db.prepare('SELECT id, status, pos FROM custom_scripts WHERE store_id = ? ORDER BY id').bind(storeId),
    ]);
    const row = storeRows.results[0] as Record<string, unknown> | undefined;
    if (!row) return { ...empty, health: storeHealth({ found: false, failed: false, reported: false }) };
    const store = storeFromRow(row);
    const all = (catRows.results as Record<string, unknown>[]).map(categoryFromRow);
    return {
      storeId,
      store,
      health: storeHealth({ found: true, failed: false, reported: store.IS_STORE_REPORTED }),
      categories: all.filter((c) => !c.IS_DISABLED),
      deactivatedCategoryIds: all.filter((c) => c.IS_DISABLED).map((c) => c.CAT_ID),
      plugins: pluginsFromRows(pluginRows.results as Record<string, unknown>[]),
      customDomain: (domainRows.results[0] as { host?: string } | undefined)?.host ?? null,
      scripts: (scriptRows.results as { id: string; status: number; pos: string }[]).map((r) => ({ id: r.id, STATUS: r.status === 1, POS: r.pos })),
      requestPath,
    };
  } catch (err) {
    return { ...empty, health: 'server-error', error: err instanceof Error ? err.message : String(err) };
  }
}

/** Shops' tenant data kept in the isolate: only owner calls change it, and they move the version; 30 s bounds the rest. */
const tenants = new VersionedMemo<Tenant>({ maxAgeMs: 30_000, limit: 500, keep: (t) => t.health === 'valid' || t.health === 'reported' });

/** loadTenant through the isolate memo (a shop that is not found, or failed to load, is never kept). */
export async function loadTenantCached(db: D1Database, storeId: string, requestPath: string, version: number | null): Promise<Tenant> {
  const tenant = await tenants.get(storeId, version, () => loadTenant(db, storeId));
  return { ...tenant, requestPath };
}
