import searchBox from './search-box';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface CatalogSearchProps {
  storeId: string;
  /** the plugin's LABEL */
  label: string;
  /** on a category's page the search stays inside it */
  catId?: string;
  catName?: string;
}

/** The id the side 'catalog' tab and the catalogue search buttons open (data-dialog, see client/lib/dialogs.ts). */
export const CATALOG_SEARCH_DIALOG = 'catalog-search-dialog';

/**
 * The catalogue search plugin's dialog, in the layout of every page while CATALOG_SEARCH is on. Closed it is
 * nothing but markup: the side 'catalog' tab and the catalogue search button open it as a native modal (focus
 * moves to the field, stays inside, Escape or × closes it and focus returns to the opener) without React; the
 * field wakes this island when it takes focus, for suggestions as you type. Without JavaScript the openers are
 * links to the search page.
 */
function CatalogSearch({ storeId, label, catId, catName }: CatalogSearchProps) {
  const { t } = useT();
  return (
    <dialog id={CATALOG_SEARCH_DIALOG} className="search-dialog" aria-labelledby="catalog-search-title">
      <div className="dialog-body">
        <div className="dialog-head">
          <h2 id="catalog-search-title">{label}</h2>
          <button type="button" className="dialog-close" aria-label={t('searchbox.close')} data-dialog-close="">
            ×
          </button>
        </div>
        <searchBox.component
          storeId={storeId}
          label={catName ? t('searchbox.searchIn', { category: catName }) : label}
          idPrefix="catalog-search"
          catId={catId}
        />
      </div>
    </dialog>
  );
}

export default defineIsland('catalog-search', CatalogSearch, ['searchbox.']);
