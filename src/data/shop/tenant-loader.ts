import type { Store } from '../../domain/tables/stores';
import type { Category } from '../../domain/tables/categories';
import type { Plugins } from '../../domain/tables/store-fields';
import { storeHealth, type StoreHealth } from '../../domain/store-health';
import type { CustomScriptRecord } from '../../domain/plugins/custom-scripts';
import { VersionedMemo } from '../../core/versioned-memo';
import type { Bindings } from '../../env';
import { findShopWithDomain, type DirectoryShop } from '../platform/directory';
import type { Shop } from './shop-db';

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

/** A shop the gate has let through: its settings loaded, so its store is there (valid or reported health). */
export type LiveTenant = Tenant & { store: Store };

/** True when the shop's settings loaded: the only way a Tenant becomes a LiveTenant. */
export function isLiveTenant(tenant: Tenant): tenant is LiveTenant {
  return tenant.store !== null;
}

type TenantEnv = Pick<Bindings, 'DB'>;

/** The platform's word on a shop overrides the shop's own row: name at sign-up is the shop's, the report is the platform's. */
function withDirectory(store: Store, shop: DirectoryShop): Store {
  return {
    ...store,
    IS_STORE_REPORTED: shop.status === 'reported',
    REPORT_TEXT: shop.reportText || store.REPORT_TEXT,
    OWNER_NAME: shop.ownerName || store.OWNER_NAME,
    VALIDATED_PHONE: shop.validatedPhone || store.VALIDATED_PHONE,
  };
}

/**
 * Loads a shop: its directory row (D1: missing or suspended means the incorrect-store screen, and the shop's
 * object is never woken for it), then its settings from the shop's own object (through the request's handle).
 */
export async function loadTenant(env: TenantEnv, shop: Shop, requestPath = ''): Promise<Tenant> {
  const storeId = shop.id;
  const empty = {
    storeId,
    store: null,
    categories: [],
    deactivatedCategoryIds: [],
    plugins: null,
    customDomain: null,
    scripts: [],
    requestPath,
  };
  try {
    const { shop: listed, domain } = await findShopWithDomain(env.DB, storeId);
    if (!listed || listed.status === 'suspended')
      return { ...empty, health: storeHealth({ found: false, failed: false, reported: false }) };
    const settings = await shop.call('settings');
    if (!settings) return { ...empty, health: storeHealth({ found: false, failed: false, reported: false }) };
    const store = withDirectory(settings.store, listed);
    return {
      ...settings,
      storeId,
      store,
      health: storeHealth({ found: true, failed: false, reported: store.IS_STORE_REPORTED }),
      customDomain: domain,
      requestPath,
    };
  } catch (err) {
    return { ...empty, health: 'server-error', error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Shops' tenant data kept in the isolate: owner and operator calls change it, and they move the version; 5 minutes
 * bound the rest.
 */
const tenants = new VersionedMemo<Tenant>({
  maxAgeMs: 300_000,
  limit: 2_000,
  keep: (t) => t.health === 'valid' || t.health === 'reported',
});

/** loadTenant through the isolate memo (a shop that is not found, or failed to load, is never kept). */
export async function loadTenantCached(
  env: TenantEnv,
  shop: Shop,
  requestPath: string,
  version: number | null,
): Promise<Tenant> {
  const tenant = await tenants.get(shop.id, version, () => loadTenant(env, shop));
  return { ...tenant, requestPath };
}
