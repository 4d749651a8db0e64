import type { Category } from '../../domain/tables/categories';
import type { NavKey } from './navigation';
import { useT } from '../../isomorphic/i18n';

/** Berlin's left sidebar: the shop's categories. */
export function BerlinSidebar({ storeId, categories }: { storeId: string; categories: Category[] }) {
  const { t } = useT();
  return (
    <aside className="berlin-sidebar" aria-label={t('layout.nav.categories')}>
      <h2>{t('layout.shop')}</h2>
      <ul>
        {categories.map((c) => (
          <li key={c.CAT_ID}>
            <a href={`/${storeId}/${c.CAT_ID}`}>{c.CAT_NAME}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Berlin's page side bar: quick links to the shop's own pages. */
export function PageSideBar({ storeId, active }: { storeId: string; active?: NavKey }) {
  const { t } = useT();
  const links: [string, string][] = [
    [`/${storeId}/content/blogs`, t('layout.blogs')],
    [`/${storeId}/account/pages/orders`, t('layout.yourOrders')],
    [`/${storeId}/account/pages/about`, t('layout.aboutShop')],
    [`/${storeId}/sitemap`, t('layout.sitemap')],
  ];
  return (
    <aside className="page-side-bar" aria-label={t('layout.shopPages')} data-active={active}>
      <h2>{t('layout.nav.pages')}</h2>
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
