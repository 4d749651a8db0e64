import type { Tenant } from '../../data/tenant-loader';
import { Island } from '../../render/island';
import CatalogSearch from '../../../client/islands/catalog-search';

/**
 * The catalogue search plugin (CATALOG_SEARCH ENABLED with LABEL): a button with the plugin's label
 * (desktop only, by CSS) that opens a search dialog; without JavaScript it is a link to the search page.
 */
export function CatalogSearchButton({ tenant, catId, catName }: { tenant: Tenant; catId?: string; catName?: string }) {
  const plugin = tenant.plugins?.CATALOG_SEARCH;
  if (!plugin?.ENABLED) return null;
  return <Island name="catalog-search" component={CatalogSearch} props={{ storeId: tenant.storeId, label: plugin.LABEL, catId, catName }} />;
}
