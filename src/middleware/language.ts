import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';
import { setSafeCookie } from '../core/cookies';
import {
  acceptedLanguages,
  chooseLanguage,
  isLang,
  LANGUAGE_COOKIE,
  languageHint,
  type Lang,
  type LanguageAsk,
} from '../domain/i18n/languages';
import type { Store } from '../domain/tables/stores';

const A_YEAR_S = 365 * 24 * 60 * 60;

/**
 * What the shopper asks for (`?lang=`, the `lang` cookie, Accept-Language), read once before the edge cache:
 * pages are cached under its hint. A `?lang=` the storefront knows is remembered in the cookie on the way out
 * (after the cache stored the page, which must carry no cookie). A page chosen by the browser's languages says so
 * with `Vary: Accept-Language`.
 */
const askOf = <E extends AppEnv>(c: Context<E>): LanguageAsk => ({
  query: c.req.query('lang') ?? null,
  cookie: getCookie(c, LANGUAGE_COOKIE) ?? null,
  accepted: acceptedLanguages(c.req.header('Accept-Language')),
});

export const languageChoice = createMiddleware<AppEnv>(async (c, next) => {
  const ask = askOf(c);
  c.set('languageAsk', ask);
  await next();
  if (isLang(ask.query) && ask.query !== ask.cookie) setSafeCookie(c, LANGUAGE_COOKIE, ask.query, A_YEAR_S);
  if (!isLang(ask.query) && !isLang(ask.cookie) && (c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
    c.res.headers.append('Vary', 'Accept-Language');
  }
});

/** The edge-cache key's part for the language (see languageHint). */
export function languageHintOf(c: Context<AppEnv>): string {
  return languageHint(c.get('languageAsk') ?? { accepted: [] });
}

/** The page's language for this shop. */
export function pageLanguageOf(c: Context<AppEnv>, store: Pick<Store, 'LANGUAGE' | 'LANGUAGES'>): Lang {
  return chooseLanguage(c.get('languageAsk') ?? { accepted: [] }, {
    default: store.LANGUAGE,
    offered: store.LANGUAGES,
  });
}

/**
 * The language an API reply speaks to the shopper (its `rsn` and `msg`): chosen as pages choose it (`?lang=`, the
 * `lang` cookie, Accept-Language, else the shop's own), among the shop's languages.
 */
export function replyLanguageOf<E extends AppEnv>(c: Context<E>, store: Pick<Store, 'LANGUAGE' | 'LANGUAGES'>): Lang {
  return chooseLanguage(c.get('languageAsk') ?? askOf(c), { default: store.LANGUAGE, offered: store.LANGUAGES });
}
