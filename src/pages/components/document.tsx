import type { ReactNode } from 'react';
import { assets, criticalCssOf, type FirstScreen } from '../../render/assets';
import { useT } from '../../isomorphic/i18n';

export interface DocumentProps {
  title: string;
  description?: string;
  theme: 'default' | 'berlin';
  /** the kind of storefront page, for its own first screen's inlined rules; other pages inline all of them */
  firstScreen?: FirstScreen;
  /** the inline <style> body; its hash goes into the CSP */
  themeCss?: string;
  manifestHref?: string;
  icon?: { href: string; type?: string };
  themeColor?: string;
  canonical?: string;
  noindex?: boolean;
  bagCount?: number;
  /** back and forward restore the scroll position here (client/lib/scroll.ts); elsewhere they start at the top */
  keepScroll?: boolean;
  head?: ReactNode;
  /** data-* attributes on <body> (what client scripts read instead of inline script) */
  bodyData?: Record<string, string>;
  /** the page in the shop's other languages: hreflang alternates (the canonical page is x-default) */
  alternates?: { lang: string; href: string }[];
  /** scripts at the end of <body> */
  tail?: ReactNode;
  children: ReactNode;
}

/** The HTML document: no inline script; the client entry is one external module. */
export function Document(p: DocumentProps) {
  const { t, locale } = useT();
  return (
    <html lang={locale} data-theme={p.theme} data-scroll={p.keepScroll ? 'keep' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{p.title}</title>
        {p.description ? <meta name="description" content={p.description} /> : null}
        {p.canonical ? <link rel="canonical" href={p.canonical} /> : null}
        {p.alternates?.map((a) => (
          <link key={a.lang} rel="alternate" hrefLang={a.lang} href={a.href} />
        ))}
        {p.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="theme-color" content={p.themeColor ?? '#ffffff'} />
        {/* the rules the first screen uses, so a first visit paints without waiting for the full stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: criticalCssOf(p.firstScreen, p.theme).css }} />
        {p.themeCss ? <style>{p.themeCss}</style> : null}
        {p.manifestHref ? <link rel="manifest" href={p.manifestHref} /> : null}
        <link rel="icon" href={p.icon?.href ?? '/favicon.svg'} type={p.icon ? p.icon.type : 'image/svg+xml'} />
        <script type="module" src={assets.main} async />
        {p.head}
      </head>
      <body data-bag-count={p.bagCount ?? 0} {...p.bodyData}>
        <a className="skip-link" href="#main">
          {t('layout.skip')}
        </a>
        <div id="progress-bar" aria-hidden="true" />
        {p.children}
        {p.tail}
        {/* the full stylesheet: after the content, so it blocks no paint above it; cached for every later page */}
        <link rel="stylesheet" href={assets.css} />
      </body>
    </html>
  );
}
