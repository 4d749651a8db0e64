import type { Crumb } from '../../domain/catalogue/breadcrumbs';
import { useT } from '../../isomorphic/i18n';
import { dateText } from '../../domain/i18n/formats';

/** Visible breadcrumbs (the same trail goes into BreadcrumbList JSON-LD). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('layout.breadcrumb')}>
      <ol>
        {crumbs.map((cr, i) => (
          <li key={cr.path}>
            {i === crumbs.length - 1 ? <span aria-current="page">{cr.name}</span> : <a href={cr.path}>{cr.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Previous / next links for paged lists (no JavaScript needed). */
export function Pager({
  base,
  page,
  hasMore,
  extra = '',
}: {
  base: string;
  page: number;
  hasMore: boolean;
  extra?: string;
}) {
  const { t } = useT();
  if (page <= 1 && !hasMore) return null;
  const href = (p: number) => `${base}?${extra ? `${extra}&` : ''}page=${p}`;
  return (
    <nav className="pager" aria-label={t('layout.nav.pages')}>
      {page > 1 ? (
        <a
          className="button button-quiet"
          rel="prev"
          href={p1(page) ? `${base}${extra ? `?${extra}` : ''}` : href(page - 1)}
        >
          {t('layout.previous')}
        </a>
      ) : (
        <span />
      )}
      <span className="pager-now">{t('layout.pageN', { page })}</span>
      {hasMore ? (
        <a className="button button-quiet" rel="next" href={href(page + 1)}>
          {t('layout.next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
const p1 = (page: number) => page - 1 === 1;

/** Stars as text for screen readers and as glyphs for the eye. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useT();
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t('layout.stars', { rating })}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>
    </span>
  );
}

/** A day (an instant or an ISO date) as the page's language writes it in India: 25 नव॰ 2026; '' for no date. */
export function useDay(): (value: number | string) => string {
  const { locale } = useT();
  return (value) => dateText(locale, value);
}
