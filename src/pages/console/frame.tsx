import type { ReactNode } from 'react';
import type { Store } from '../../domain/tables/stores';
import type { MessageId } from '../../domain/i18n/messages';
import { LANGUAGE_NAMES, shopLanguages } from '../../domain/i18n/languages';
import { Document } from '../components/document';
import { useT } from '../../isomorphic/i18n';
import { installWords } from '../layout/plugins';

export type ConsoleSection =
  | 'orders'
  | 'catalogue'
  | 'categories'
  | 'offers'
  | 'customers'
  | 'shop'
  | 'ondc'
  | 'insights';

const SECTIONS: [ConsoleSection, string, MessageId][] = [
  ['orders', '', 'console.nav.orders'],
  ['catalogue', '/catalogue', 'console.nav.catalogue'],
  ['offers', '/offers', 'console.nav.offers'],
  ['customers', '/customers', 'console.nav.customers'],
  ['categories', '/categories', 'console.nav.categories'],
  ['shop', '/shop', 'console.nav.shop'],
  ['ondc', '/ondc', 'console.nav.ondc'],
  ['insights', '/insights', 'console.nav.insights'],
];

/** A message after a form: saved, or refused with the reason. */
export interface Flash {
  kind: 'ok' | 'problem';
  text: string;
}

/**
 * Every console page: the shop's name, a nav that scrolls sideways on a phone, the page. Installable: the
 * manifest and service worker are scoped to /admin/{storeId}/. Light or dark follows the phone.
 */
export function ConsoleFrame({
  store,
  section,
  title,
  flash,
  path,
  children,
}: {
  store: Store;
  section: ConsoleSection;
  title: string;
  flash?: Flash | null;
  path: string;
  children: ReactNode;
}) {
  const { t, lang } = useT();
  const base = `/admin/${store.id}`;
  const langs = shopLanguages(store.LANGUAGE, store.LANGUAGES);
  return (
    <Document
      title={`${title} · ${store.STORE_NAME}`}
      theme="default"
      noindex
      manifestHref={`${base}/manifest.webmanifest`}
      themeColor="#0f766e"
      bodyData={{
        'data-store-id': store.id,
        'data-console': base,
        ...installWords(t, `${store.STORE_NAME} · ${t('console.nav')}`),
      }}
    >
      <header className="console-head">
        <div className="console-top">
          <strong className="console-shop">{store.STORE_NAME}</strong>
          <a className="console-link" href={`/${store.id}`}>
            {t('console.viewShop')}
          </a>
          <form method="post" action={`${base}/sign-out`}>
            <button className="console-link" type="submit">
              {t('console.signOut')}
            </button>
          </form>
        </div>
        <nav aria-label={t('console.nav')} className="console-nav">
          <ul>
            {SECTIONS.map(([key, href, label]) => (
              <li key={key}>
                <a href={`${base}${href}`} aria-current={key === section ? 'page' : undefined}>
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="console" data-testid={`console-${section}`}>
        <h1>{title}</h1>
        {flash ? (
          <p
            className={flash.kind === 'ok' ? 'console-ok' : 'console-problem'}
            role={flash.kind === 'ok' ? 'status' : 'alert'}
          >
            {flash.text}
          </p>
        ) : null}
        {children}
        {langs.length > 1 ? (
          <nav className="console-langs" aria-label={t('console.language')}>
            {langs.map((l) => (
              <a
                key={l}
                href={`${path}${path.includes('?') ? '&' : '?'}lang=${l}`}
                lang={l}
                aria-current={l === lang ? 'true' : undefined}
              >
                {LANGUAGE_NAMES[l]}
              </a>
            ))}
          </nav>
        ) : null}
      </main>
    </Document>
  );
}

/** One labelled field with its refusal beside it; `value` is what the owner typed (or what is stored). */
export function Field({
  name,
  label,
  value,
  error,
  hint,
  type = 'text',
  required,
  inputMode,
  multiline,
  children,
  idFor,
  ...rest
}: {
  name: string;
  idFor?: string;
  label: string;
  value?: string;
  error?: string;
  hint?: string;
  type?: string;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'search' | 'text';
  multiline?: boolean;
  children?: ReactNode;
  maxLength?: number;
  pattern?: string;
  lang?: string;
  autoComplete?: string;
}) {
  const id = idFor ?? `f-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    ...rest,
  };
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {children ? (
        <select {...common} defaultValue={value}>
          {children}
        </select>
      ) : multiline ? (
        <textarea {...common} defaultValue={value} rows={3} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} defaultValue={value} />
      )}
      {hint ? (
        <p className="console-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
