import type { CustomTexts } from '../../domain/custom-texts';
import { customText } from '../../domain/custom-texts';
import { Icon, type IconName } from '../components/icons';

export type NavKey = 'home' | 'categories' | 'bag' | 'account';

interface NavEntry { key: NavKey; href: string; label: string; icon: IconName }

export function navEntries(storeId: string, texts: CustomTexts): NavEntry[] {
  return [
    { key: 'home', href: `/${storeId}`, label: customText(texts, 'nav', 'home', 'Home'), icon: 'home' },
    { key: 'categories', href: `/${storeId}/categories`, label: customText(texts, 'nav', 'categories', 'Categories'), icon: 'grid' },
    { key: 'bag', href: `/${storeId}/bag`, label: customText(texts, 'nav', 'bag', 'Bag'), icon: 'bag' },
    { key: 'account', href: `/${storeId}/account`, label: customText(texts, 'nav', 'account', 'Account'), icon: 'user' },
  ];
}

/** Desktop/tablet tabs under the toolbar. */
export function PageNav({ entries, active }: { entries: NavEntry[]; active?: NavKey }) {
  return (
    <nav className="page-nav" aria-label="Pages">
      <ul className="container">
        {entries.map((e) => (
          <li key={e.key}>
            <a href={e.href} aria-current={e.key === active ? 'page' : undefined}>{e.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile bottom navigation (default theme) or berlin's bottom toolbar (all widths). */
export function BottomBar({ entries, active, berlin }: { entries: NavEntry[]; active?: NavKey; berlin: boolean }) {
  return (
    <nav className={berlin ? 'berlin-toolbar' : 'bottom-nav'} aria-label={berlin ? 'Toolbar' : 'Bottom navigation'}>
      <ul>
        {entries.map((e) => (
          <li key={e.key}>
            <a href={e.href} aria-current={e.key === active ? 'page' : undefined}>
              <Icon name={e.icon} />
              <span>{e.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
