import type { Store } from '../../domain/tables/stores';
import type { Item } from '../../domain/tables/items';
import type { CatalogueFilter } from '../../data/shop/console-catalogue';
import { formatMoney } from '../../domain/money';
import { ConsoleFrame, Field, type Flash } from './frame';
import { useT } from '../../isomorphic/i18n';

export const PAGE_SIZE = 50;

function StockForm({ base, item, q, filter }: { base: string; item: Item; q: string; filter: CatalogueFilter }) {
  const { t } = useT();
  const out = item.STOCK_QTY === 0;
  return (
    <form method="post" action={`${base}/catalogue/${item.ID}/stock`}>
      <input type="hidden" name="inStock" value={out ? 'yes' : 'no'} />
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {filter !== 'all' ? <input type="hidden" name="filter" value={filter} /> : null}
      <button
        className={`button button-small${out ? '' : ' button-quiet'}`}
        type="submit"
        data-testid={out ? 'console-mark-in' : 'console-mark-out'}
        aria-label={`${t(out ? 'console.catalogue.markIn' : 'console.catalogue.markOut')}: ${item.ITEM_NAME}`}
      >
        {t(out ? 'console.catalogue.markIn' : 'console.catalogue.markOut')}
      </button>
    </form>
  );
}

/** /admin/{storeId}/catalogue: search, the two filters, and one row per item with its one-tap stock form. */
export function CataloguePage({
  store,
  items,
  more: hasMore,
  total,
  capped,
  q,
  filter,
  offset,
  flash,
  path,
}: {
  store: Store;
  items: Item[];
  more: boolean;
  total: number;
  capped: boolean;
  q: string;
  filter: CatalogueFilter;
  offset: number;
  flash: Flash | null;
  path: string;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}`;
  const stockText = (i: Item) =>
    i.STOCK_QTY === 0
      ? t('console.catalogue.outOfStock')
      : i.STOCK_QTY === null || i.STOCK_QTY < 0
        ? t('console.catalogue.notCounted')
        : t('console.catalogue.stockLeft', { count: i.STOCK_QTY });
  const more = hasMore
    ? `${base}/catalogue?${new URLSearchParams({ q, filter, offset: String(offset + PAGE_SIZE) })}`
    : null;
  return (
    <ConsoleFrame store={store} section="catalogue" title={t('console.catalogue.title')} flash={flash} path={path}>
      <p>
        <a className="button" href={`${base}/catalogue/new`} data-testid="console-add-item">
          {t('console.catalogue.add')}
        </a>
      </p>
      <form method="get" action={`${base}/catalogue`} className="console-search" role="search">
        <Field name="q" label={t('console.catalogue.searchLabel')} value={q} type="search" />
        <div className="console-field">
          <label htmlFor="f-filter">{t('console.catalogue.show')}</label>
          <select id="f-filter" name="filter" defaultValue={filter}>
            <option value="all">{t('console.catalogue.all')}</option>
            <option value="out">{t('console.catalogue.outOfStock')}</option>
            <option value="hidden">{t('console.catalogue.hidden')}</option>
            <option value="archived">{t('console.catalogue.archived')}</option>
          </select>
        </div>
        <button className="button button-quiet" type="submit">
          {t('console.search')}
        </button>
      </form>
      <p className="muted">
        {capped
          ? t('console.catalogue.countOver', { count: total.toLocaleString('en-IN') })
          : t('console.catalogue.count', { count: total })}
      </p>
      {items.length === 0 ? <p className="muted">{t('console.catalogue.none')}</p> : null}
      <ul className="console-rows">
        {items.map((i) => (
          <li key={i.ID} className="console-row" data-testid="console-item" data-item={i.ID}>
            <a className="console-row-main" href={`${base}/catalogue/${i.ID}`}>
              <strong>{i.ITEM_NAME}</strong>
              <span className="muted small">
                {i.ARCHIVED_AT != null
                  ? `${formatMoney(i.PRICE, store.CURRENCY)} · ${t('console.catalogue.archived')}`
                  : `${formatMoney(i.PRICE, store.CURRENCY)} · ${stockText(i)}${i.IS_DISABLED ? ` · ${t('console.catalogue.hidden')}` : ''}`}
              </span>
            </a>
            {i.ARCHIVED_AT != null ? (
              <a
                className="button button-small button-quiet"
                href={`${base}/catalogue/${i.ID}/restore`}
                aria-label={`${t('console.remove.restore')}: ${i.ITEM_NAME}`}
                data-testid="console-item-restore"
              >
                {t('console.remove.restore')}
              </a>
            ) : (
              <StockForm base={base} item={i} q={q} filter={filter} />
            )}
          </li>
        ))}
      </ul>
      {more ? (
        <p>
          <a className="button button-quiet" href={more}>
            {t('console.catalogue.more')}
          </a>
        </p>
      ) : null}
    </ConsoleFrame>
  );
}
