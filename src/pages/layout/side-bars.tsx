import type { Category } from '../../schemas/catalogue';
import type { NavKey } from './navigation';

/** Berlin's left sidebar: the shop's categories. */
export function BerlinSidebar({ storeId, categories }: { storeId: string; categories: Category[] }) {
  return (
    <aside className="berlin-sidebar" aria-label="Categories">
      <h2>Shop</h2>
      <ul>
        {categories.map((c) => (
          <li key={c.CAT_ID}><a href={`/${storeId}/${c.CAT_ID}`}>{c.CAT_NAME}</a></li>
        ))}
      </ul>
    </aside>
  );
}

/** Berlin's page side bar: quick links to the shop's own pages. */
export function PageSideBar({ storeId, active }: { storeId: string; active?: NavKey }) {
  const links: [string, string][] = [
    [`/${storeId}/content/blogs`, 'Blogs'],
    [`/${storeId}/account/pages/orders`, 'Your orders'],
    [`/${storeId}/account/pages/about`, 'About the shop'],
    [`/${storeId}/sitemap`, 'Sitemap'],
  ];
  return (
    <aside className="page-side-bar" aria-label="Shop pages" data-active={active}>
      <h2>Pages</h2>
      <ul>
        {links.map(([href, label]) => (
          <li key={href}><a href={href}>{label}</a></li>
        ))}
      </ul>
    </aside>
  );
}
