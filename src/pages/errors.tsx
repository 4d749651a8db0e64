import type { Store } from '../domain/tables/stores';
import { Document } from './components/document';
import { useT } from '../isomorphic/i18n';
import { telHref } from '../domain/i18n/formats';
import { formatIndianPhone } from '../domain/account/phone';

// English only for the last-resort page below, which is written without React (and so without a language).
const ERROR_TITLE = 'An error occurred';
const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';

function themeOf(store: Store | null | undefined) {
  return store?.THEME_ID_v2 ?? 'default';
}

/** The spec's error page: 404 or any other status, with a 'Go To Home' button to the shop home. */
export function ErrorPage({
  status,
  storeId,
  store,
  unmatched,
}: {
  status: number;
  storeId?: string;
  store?: Store | null;
  unmatched?: boolean;
}) {
  const { t } = useT();
  const title = status === 404 ? t('error.notFoundTitle') : status === 410 ? t('error.goneTitle') : t('error.title');
  return (
    <Document title={unmatched ? t('error.unmatched') : title} theme={themeOf(store)} noindex>
      <main id="main" className="notice" data-testid="error-page">
        <h1>{title}</h1>
        {unmatched ? (
          <p>
            <strong>{t('error.unmatched')}</strong>
          </p>
        ) : null}
        <p>{status === 404 ? t('error.notFound') : status === 410 ? t('error.gone') : t('error.ourSide')}</p>
        <a className="button" href={storeId ? `/${storeId}` : '/'}>
          {t('error.goHome')}
        </a>
      </main>
    </Document>
  );
}

/** Invalid store: nobody runs a shop at this id. */
export function IncorrectStorePage({ storeId }: { storeId: string }) {
  const { t } = useT();
  return (
    <Document title={t('error.noShopTitle')} theme="default" noindex>
      <main id="main" className="notice" data-testid="incorrect-store">
        <h1>{t('error.noShopTitle')}</h1>
        <p>{t('error.noShop', { id: storeId })}</p>
        <a className="button" href="/">
          {t('error.startPage')}
        </a>
      </main>
    </Document>
  );
}

/** Server error: the store lookup failed. */
export function ServerErrorPage({ storeId }: { storeId: string }) {
  const { t } = useT();
  return (
    <Document title={t('error.title')} theme="default" noindex>
      <main id="main" className="notice" data-testid="server-error">
        <h1>{t('error.title')}</h1>
        <p>{t('error.unreachable')}</p>
        <a className="button" href={`/${storeId}`}>
          {t('error.tryAgain')}
        </a>
      </main>
    </Document>
  );
}

/** Reported store (IS_STORE_REPORTED): the fraud-detected view. */
export function FraudNoticePage({ store }: { store: Store }) {
  const { t } = useT();
  return (
    <Document title={t('error.noticeTitle')} theme={themeOf(store)} noindex>
      <main id="main" className="notice" data-testid="fraud-notice">
        <h1>{t('error.noticeTitle')}</h1>
        <p className="report-text">{store.REPORT_TEXT || t('error.reported')}</p>
        <dl>
          <dt>{t('error.owner')}</dt>
          <dd>{store.OWNER_NAME || t('error.notProvided')}</dd>
          <dt>{t('error.validatedPhone')}</dt>
          <dd>
            {store.VALIDATED_PHONE ? (
              <a href={telHref(store.VALIDATED_PHONE)}>{formatIndianPhone(store.VALIDATED_PHONE)}</a>
            ) : (
              t('error.notProvided')
            )}
          </dd>
        </dl>
      </main>
    </Document>
  );
}

/** Last resort when the error page itself cannot render: plain HTML, no React. */
export function errorPageFailedHtml(): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${ERROR_TITLE}</title></head><body><main><h1>${ERROR_PAGE_FAILED_TEXT}</h1><p><a href="/">Go To Home</a></p></main></body></html>`;
}
