import type { Tenant } from '../../data/shop/tenant-loader';
import type { LayoutOffer } from '../../render/page-frame';
import { Island } from '../../render/island';
import catalogSearch, { CATALOG_SEARCH_DIALOG } from '../../../client/islands/catalog-search';
import { Icon } from '../components/icons';
import { useT } from '../../isomorphic/i18n';

/** The coupon side bar's id: the side 'offer' tab and home's floating 'Offers' button open it. */
export const COUPON_SIDE_BAR = 'offers-panel';

/**
 * What makes a link open one of the layout's dialogs (client/lib/dialogs.ts): a button that opens a dialog for
 * assistive technology, the link's own target without JavaScript.
 */
export function opensDialog(id: string) {
  return { role: 'button', 'aria-haspopup': 'dialog', 'aria-controls': id, 'data-dialog': id } as const;
}

/** The catalogue search plugin, when the shop has it on: its label and the search page its openers lead to without JavaScript. */
export function catalogSearchOf(tenant: Tenant, catId?: string): { label: string; href: string } | null {
  const plugin = tenant.plugins?.CATALOG_SEARCH;
  if (!plugin?.ENABLED || !plugin.LABEL.trim()) return null;
  return { label: plugin.LABEL, href: `/${tenant.storeId}/search${catId ? `?cat=${encodeURIComponent(catId)}` : ''}` };
}

/**
 * The side 'offer' tab and the side 'catalog' tab (spec 2, main layout), fixed to the right edge of wider screens
 * (600 px and up), each only when it has something to open. The offer tab opens the coupon side bar, which is
 * desktop only, so phones have no offer tab. On the bag it leads to the bag's own offers box, that page's coupon
 * side bar (with Apply), and an empty bag, which has no such box, has no offer tab. The catalog tab opens the
 * catalogue search dialog; on phones, where a tab on the edge would cover the page, it is the Catalog button at the
 * end of the toolbar's search row instead (CatalogChip).
 */
export function SideTabs({
  offers,
  catalog,
  onBag,
}: {
  offers: LayoutOffer[];
  catalog: { label: string; href: string } | null;
  onBag: 'empty' | 'full' | false;
}) {
  const { t } = useT();
  const showOffers = offers.length > 0 && onBag !== 'empty';
  if (!showOffers && !catalog) return null;
  return (
    <div className="side-tabs">
      {showOffers ? (
        <a
          className="side-tab side-tab-offers"
          href={onBag ? '#offers' : `#${COUPON_SIDE_BAR}`}
          {...(onBag ? {} : opensDialog(COUPON_SIDE_BAR))}
          data-testid="offer-tab"
        >
          <span>{t('layout.offers')}</span>
          <span className="side-tab-count" aria-hidden="true">
            {offers.length}
          </span>
          <span className="sr-only">{t('layout.offersCount', { count: offers.length })}</span>
        </a>
      ) : null}
      {catalog ? (
        <a
          className="side-tab side-tab-catalog"
          href={catalog.href}
          {...opensDialog(CATALOG_SEARCH_DIALOG)}
          aria-label={t('layout.catalogLabel', { label: catalog.label })}
          title={catalog.label}
          data-testid="catalog-tab"
        >
          <Icon name="search" />
          <span>{t('layout.catalog')}</span>
        </a>
      ) : null}
    </div>
  );
}

/** The side 'catalog' tab as phones have it: a button beside the toolbar's search field (shown below 600 px). */
export function CatalogChip({ catalog }: { catalog: { label: string; href: string } | null }) {
  const { t } = useT();
  if (!catalog) return null;
  return (
    <a
      className="catalog-chip"
      href={catalog.href}
      {...opensDialog(CATALOG_SEARCH_DIALOG)}
      aria-label={t('layout.catalogLabel', { label: catalog.label })}
      title={catalog.label}
      data-testid="catalog-chip"
    >
      <Icon name="search" />
      <span>{t('layout.catalog')}</span>
    </a>
  );
}

/**
 * The coupon side bar (desktop): the shop's offers with their codes, sliding in from the right. A native modal
 * <dialog> opened by its openers; without JavaScript it shows as the openers' :target and its × leaves it.
 */
export function CouponSideBar({ storeId, offers }: { storeId: string; offers: LayoutOffer[] }) {
  const { t } = useT();
  if (offers.length === 0) return null;
  return (
    <dialog id={COUPON_SIDE_BAR} className="coupon-side-bar" aria-labelledby="offers-panel-title">
      <div className="dialog-body">
        <div className="coupon-side-bar-head">
          <h2 id="offers-panel-title">{t('layout.offers')}</h2>
          <a href="#main" className="coupon-side-bar-close" aria-label={t('layout.closeOffers')} data-dialog-close="">
            ×
          </a>
        </div>
        <ul>
          {offers.map((o) => (
            <li key={o.code}>
              <code>{o.code}</code>
              {o.description ? <p>{o.description}</p> : null}
            </li>
          ))}
        </ul>
        <p className="coupon-side-bar-foot">
          <a href={`/${storeId}/bag#offers`}>{t('layout.applyInBag')}</a>
        </p>
      </div>
    </dialog>
  );
}

/** The catalogue search dialog of the layout (an island: its field suggests as you type once it has focus). */
export function CatalogSearchDialog({
  tenant,
  searchIn,
}: {
  tenant: Tenant;
  searchIn?: { catId: string; catName: string };
}) {
  const plugin = tenant.plugins?.CATALOG_SEARCH;
  if (!plugin || !catalogSearchOf(tenant)) return null;
  return (
    <Island
      of={catalogSearch}
      props={{ storeId: tenant.storeId, label: plugin.LABEL, catId: searchIn?.catId, catName: searchIn?.catName }}
    />
  );
}
