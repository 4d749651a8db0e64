import type { CustomTexts } from '../../domain/custom-texts';
import { customText } from '../../domain/custom-texts';
import { Icon, type IconName } from '../components/icons';
import { useT, type Translator } from '../../isomorphic/i18n';

export type NavKey = 'home' | 'categories' | 'bag' | 'account';

interface NavEntry {
  key: NavKey;
  href: string;
  label: string;
  icon: IconName;
}

export function navEntries(storeId: string, texts: CustomTexts, { t }: Translator): NavEntry[] {
  return [
    { key: 'home', href: `/${storeId}`, label: customText(texts, 'nav', 'home', t('layout.nav.home')), icon: 'home' },
    {
      key: 'categories',
      href: `/${storeId}/categories`,
      label: customText(texts, 'nav', 'categories', t('layout.nav.categories')),
      icon: 'grid',
    },
    { key: 'bag', href: `/${storeId}/bag`, label: customText(texts, 'nav', 'bag', t('layout.nav.bag')), icon: 'bag' },
    {
      key: 'account',
      href: `/${storeId}/account`,
      label: customText(texts, 'nav', 'account', t('layout.nav.account')),
      icon: 'user',
    },
  ];
}

/** Desktop/tablet tabs under the toolbar. */
export function PageNav({ entries, active }: { entries: NavEntry[]; active?: NavKey }) {
  const { t } = useT();
  return (
    <nav className="page-nav" aria-label={t('layout.nav.pages')}>
      <ul className="container">
        {entries.map((e) => (
          <li key={e.key}>
            <a href={e.href} aria-current={e.key === active ? 'page' : undefined}>
              {e.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile bottom navigation (default theme) or berlin's bottom toolbar (all widths). */
export function BottomBar({ entries, active, berlin }: { entries: NavEntry[]; active?: NavKey; berlin: boolean }) {
  const { t } = useT();
  return (
    <nav
      className={berlin ? 'berlin-toolbar' : 'bottom-nav'}
      aria-label={berlin ? t('layout.nav.toolbar') : t('layout.nav.bottom')}
    >
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
