import type { Store } from '../../domain/tables/stores';
import { customText } from '../../domain/custom-texts';
import { pictureParts } from '../../domain/images/picture';
import { Picture } from '../../../client/components/picture';
import { Island } from '../../render/island';
import bagBadge from '../../../client/islands/bag-badge';
import searchBox from '../../../client/islands/search-box';
import { Icon } from '../components/icons';
import { CatalogChip } from './side-tabs';
import { useT } from '../../isomorphic/i18n';

export function Toolbar({
  store,
  bagCount,
  catalog = null,
}: {
  store: Store;
  bagCount: number;
  catalog?: { label: string; href: string } | null;
}) {
  const { t } = useT();
  const texts = store.CUSTOM_TEXTS;
  const searchLabel = customText(
    texts,
    'toolbar',
    'searchPlaceholder',
    t('layout.searchShop', { shop: store.STORE_NAME }),
  );
  return (
    <header className="toolbar">
      <div className="container toolbar-row">
        <a className="brand" href={`/${store.id}`}>
          <Picture parts={pictureParts(store.STORE_IMAGE, 'brand-logo', { eager: true })} />
          <span>{store.STORE_NAME}</span>
        </a>
        <Island of={searchBox} props={{ storeId: store.id, label: searchLabel, idPrefix: 'tb-search' }} />
        <div className="toolbar-actions">
          <a
            className="icon-link"
            href={`/${store.id}/categories`}
            aria-label={customText(texts, 'nav', 'categories', t('layout.nav.categories'))}
          >
            <Icon name="grid" />
          </a>
          <a
            className="icon-link"
            href={`/${store.id}/bag`}
            aria-label={customText(texts, 'nav', 'bag', t('layout.nav.bag'))}
          >
            <Icon name="bag" />
            <Island of={bagBadge} props={{ count: bagCount }} />
          </a>
          <a
            className="icon-link"
            href={`/${store.id}/account`}
            aria-label={customText(texts, 'nav', 'account', t('layout.nav.account'))}
          >
            <Icon name="user" />
          </a>
        </div>
      </div>
      <div className="container search-row">
        <Island of={searchBox} props={{ storeId: store.id, label: searchLabel, idPrefix: 'tb-search-m' }} />
        <CatalogChip catalog={catalog} />
      </div>
    </header>
  );
}
