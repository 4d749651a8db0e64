import type { ReactNode } from 'react';
import type { LiveTenant } from '../../data/shop/tenant-loader';
import { accountPaths } from '../../domain/account/entries';
import type { Screen } from '../../domain/screens';
import { StoreLayout } from '../layout/store-layout';
import { useT } from '../../isomorphic/i18n';
import { DATE_TIME, dateText } from '../../domain/i18n/formats';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * Every account page: the shop layout (screen Account; the orders list is Orders too), a trail back to the
 * account home and the page heading. Personal pages are rendered with the default `private, no-store` and never
 * reach the edge cache.
 */
export function AccountFrame(p: {
  tenant: LiveTenant;
  origin: string;
  title: string;
  trail?: Crumb[];
  children: ReactNode;
  intro?: ReactNode;
  alsoScreens?: Screen[];
}) {
  const store = p.tenant.store;
  const { t } = useT();
  const trail = [{ label: t('account.crumb'), href: accountPaths.home(store.id) }, ...(p.trail ?? [])];
  return (
    <StoreLayout
      tenant={p.tenant}
      screen="Account"
      alsoScreens={p.alsoScreens}
      nav="account"
      title={`${p.title} · ${store.STORE_NAME}`}
      origin={p.origin}
    >
      <div className="account">
        <nav className="breadcrumbs" aria-label={t('account.breadcrumb')}>
          <ol>
            {trail.map((c) => (
              <li key={c.href}>
                <a href={c.href}>{c.label}</a>
              </li>
            ))}
            <li>
              <span aria-current="page">{p.title}</span>
            </li>
          </ol>
        </nav>
        <h1 className="account-title">{p.title}</h1>
        {p.intro}
        {p.children}
      </div>
    </StoreLayout>
  );
}

/** A friendly empty list: what is missing and where to go next. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className="empty-state" role="status">
      <h2>{title}</h2>
      <p>{text}</p>
      {action ? (
        <a className="button" href={action.href}>
          {action.label}
        </a>
      ) : null}
    </div>
  );
}

/** Plain links between a list's pages (no JavaScript): to older entries by the next page's cursor, and back to the newest. */
export function OlderLinks({ path, nextCursor, paged }: { path: string; nextCursor: string | null; paged: boolean }) {
  const { t } = useT();
  if (!nextCursor && !paged) return null;
  return (
    <nav className="pager" aria-label={t('account.list.older')}>
      {paged ? <a href={path}>{t('account.list.newest')}</a> : null}
      {nextCursor ? (
        <a rel="next" data-testid="older-entries" href={`${path}?cursor=${encodeURIComponent(nextCursor)}`}>
          {t('account.list.older')}
        </a>
      ) : null}
    </nav>
  );
}

/** formatDateTime in the page's language (25 नव॰ 2026, 5:30 pm), for account pages. */
export function useDateTime(): (ms: number) => string {
  const { date } = useT();
  return (ms) => date(ms, DATE_TIME);
}

/** Dates in India's time zone, e.g. "21 Nov 2026, 5:30 pm" (English; account pages use useDateTime). */
export function formatDateTime(ms: number): string {
  return dateText('en-IN', ms, DATE_TIME);
}
