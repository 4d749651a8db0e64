import type { Store } from '../schemas/store';
import { Document } from './components/document';

const NOT_FOUND_TITLE = '404 Not Found';
const ERROR_TITLE = 'An error occurred';
const NOT_FOUND_TEXT = "Oops! We can't find what you are looking for!";
const UNMATCHED_ROUTE_TEXT = 'This page could not be found';
const ERROR_PAGE_FAILED_TEXT = 'An error occurred while showing the error page';

function themeOf(store: Store | null | undefined) {
  return store?.THEME_ID_v2 ?? 'default';
}

/** The spec's error page: 404 or any other status, with a 'Go To Home' button to the shop home. */
export function ErrorPage({ status, storeId, store, unmatched }: { status: number; storeId?: string; store?: Store | null; unmatched?: boolean }) {
  const title = status === 404 ? NOT_FOUND_TITLE : ERROR_TITLE;
  return (
    <Document title={unmatched ? UNMATCHED_ROUTE_TEXT : title} theme={themeOf(store)} noindex>
      <main id="main" className="notice" data-testid="error-page">
        <h1>{title}</h1>
        {unmatched ? <p><strong>{UNMATCHED_ROUTE_TEXT}</strong></p> : null}
        <p>{status === 404 ? NOT_FOUND_TEXT : 'Something went wrong on our side. Please try again in a moment.'}</p>
        <a className="button" href={storeId ? `/${storeId}` : '/'}>Go To Home</a>
      </main>
    </Document>
  );
}

/** Invalid store: nobody runs a shop at this id. */
export function IncorrectStorePage({ storeId }: { storeId: string }) {
  return (
    <Document title="Shop not found" theme="default" noindex>
      <main id="main" className="notice" data-testid="incorrect-store">
        <h1>Shop not found</h1>
        <p>There is no shop at “{storeId}”. Please check the link you were given, or ask the shop for its correct address.</p>
        <a className="button" href="/">Go to the start page</a>
      </main>
    </Document>
  );
}

/** Server error: the store lookup failed. */
export function ServerErrorPage({ storeId }: { storeId: string }) {
  return (
    <Document title={ERROR_TITLE} theme="default" noindex>
      <main id="main" className="notice" data-testid="server-error">
        <h1>{ERROR_TITLE}</h1>
        <p>We cannot reach our servers right now, so this shop cannot be shown. Please try again in a minute.</p>
        <a className="button" href={`/${storeId}`}>Try again</a>
      </main>
    </Document>
  );
}

/** Reported store (IS_STORE_REPORTED): the fraud-detected view. */
export function FraudNoticePage({ store }: { store: Store }) {
  return (
    <Document title="Important Notice!" theme={themeOf(store)} noindex>
      <main id="main" className="notice" data-testid="fraud-notice">
        <h1>Important Notice!</h1>
        <p className="report-text">{store.REPORT_TEXT || 'This shop has been reported and is under review.'}</p>
        <dl>
          <dt>Owner</dt>
          <dd>{store.OWNER_NAME || 'Not provided'}</dd>
          <dt>Validated phone</dt>
          <dd>{store.VALIDATED_PHONE ? <a href={`tel:+91${store.VALIDATED_PHONE}`}>{store.VALIDATED_PHONE}</a> : 'Not provided'}</dd>
        </dl>
      </main>
    </Document>
  );
}

/** Last resort when the error page itself cannot render: plain HTML, no React. */
export function errorPageFailedHtml(): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${ERROR_TITLE}</title></head><body><main><h1>${ERROR_PAGE_FAILED_TEXT}</h1><p><a href="/">Go To Home</a></p></main></body></html>`;
}
