import type { Tenant } from '../../data/shop/tenant-loader';
import { CATALOG_SEARCH_DIALOG } from '../../../client/islands/catalog-search';
import { catalogSearchOf, opensDialog } from '../layout/side-tabs';

/**
 * The catalogue search plugin's button (CATALOG_SEARCH ENABLED with LABEL) on the categories screens: the plugin's
 * label, desktop only (by CSS). It opens the layout's catalogue search dialog (inside the category on a
 * category's page); without JavaScript it is a link to the search page.
 */
export function CatalogSearchButton({ tenant, catId }: { tenant: Tenant; catId?: string }) {
  const search = catalogSearchOf(tenant, catId);
  if (!search) return null;
  return (
    <a className="button catalog-search-button" href={search.href} {...opensDialog(CATALOG_SEARCH_DIALOG)}>
      {search.label}
    </a>
  );
}
