import { useT } from '../../isomorphic/i18n';

/** A console list's page links as plain links: back to the first page (when on a later one) and the next page (when there is one). */
export function PageLinks({
  firstHref,
  nextHref,
  testid,
}: {
  firstHref: string | null;
  nextHref: string | null;
  testid: string;
}) {
  const { t } = useT();
  if (!firstHref && !nextHref) return null;
  return (
    <nav className="console-paging" aria-label={t('console.paging')}>
      {firstHref ? (
        <a href={firstHref} data-testid={`${testid}-first`}>
          {t('console.firstPage')}
        </a>
      ) : null}
      {nextHref ? (
        <a rel="next" href={nextHref} data-testid={`${testid}-next`}>
          {t('console.nextPage')}
        </a>
      ) : null}
    </nav>
  );
}

/** `base` with these query values (empty ones left out). */
export function hrefWith(base: string, values: Record<string, string | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
