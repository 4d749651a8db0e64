/**
 * The storefront's languages and how a page picks one. The shopper's own choice (`?lang=` or the `lang` cookie it
 * leaves) wins; without one, the first of the browser's languages (Accept-Language, by weight) that the shop
 * offers; otherwise the shop's default. A choice the shop does not offer falls through to the next rule.
 */

/**
 * The one list of the storefront's languages (docs/architecture.md, "A new language"): every schema, switcher,
 * catalogue and format takes its languages from here. English comes first: it is the language the messages are
 * written in and the one an owner's translations are made from.
 */
export const LANGUAGES = ['en', 'hi', 'ta'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The script a language is written in (Unicode's name): the catalogue test and the invoice's fonts read it. */
export type Script = 'Latin' | 'Devanagari' | 'Tamil';

interface LanguageFacts {
  /** the BCP 47 tag for formatting numbers, money and dates the Indian way (1,23,456; ₹; 25 नव॰ 2026) */
  locale: string;
  /** the language in its own script, as the switcher shows it */
  name: string;
  script: Script;
}

export const LANGUAGE_FACTS: Readonly<Record<Lang, LanguageFacts>> = {
  en: { locale: 'en-IN', name: 'English', script: 'Latin' },
  hi: { locale: 'hi-IN', name: 'हिन्दी', script: 'Devanagari' },
  ta: { locale: 'ta-IN', name: 'தமிழ்', script: 'Tamil' },
};

/** BCP 47 tags for formatting: en-IN, hi-IN, ta-IN. */
export const LOCALE_OF: Readonly<Record<Lang, string>> = perLanguage(LANGUAGES, (l) => LANGUAGE_FACTS[l].locale);

/** Each language in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = perLanguage(LANGUAGES, (l) => LANGUAGE_FACTS[l].name);

/** The languages an owner translates the shop's texts into: every one but English, in which they are first written. */
export type TranslatedLang = Exclude<Lang, 'en'>;
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l): l is TranslatedLang => l !== 'en');

/** One entry per language of `langs`, in their order (`{hi: ..., ta: ...}`): a schema's shape or a record's keys. */
export function perLanguage<L extends Lang, V>(langs: readonly L[], valueOf: (lang: L) => V): Record<L, V> {
  return Object.fromEntries(langs.map((l) => [l, valueOf(l)])) as Record<L, V>;
}

export const LANGUAGE_COOKIE = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The storefront languages the browser asks for, most wanted first (`hi-IN;q=0.9` is `hi`; q=0 is a refusal). */
export function acceptedLanguages(header: string | undefined | null): Lang[] {
  if (!header) return [];
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { lang: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const out: Lang[] = [];
  for (const r of ranked) if (isLang(r.lang) && !out.includes(r.lang)) out.push(r.lang);
  return out;
}

export interface LanguageAsk {
  /** `?lang=` on this request */
  query?: string | null;
  /** the `lang` cookie */
  cookie?: string | null;
  /** the browser's languages, already read by acceptedLanguages */
  accepted: readonly Lang[];
}

/**
 * What decides the page's language before the shop is known: the explicit choice, else the browser's list. Pages
 * are cached under it, so two requests with the same hint always get the same language.
 */
export function languageHint(ask: LanguageAsk): string {
  const chosen = explicitChoice(ask);
  return chosen ? chosen : `a:${ask.accepted.join('.')}`;
}

function explicitChoice(ask: LanguageAsk): Lang | null {
  if (isLang(ask.query)) return ask.query;
  if (isLang(ask.cookie)) return ask.cookie;
  return null;
}

export interface ShopLanguages {
  /** the shop's own language: what a shopper who chose nothing and asks for nothing it offers reads */
  default: Lang;
  /** every language the shop is shown in (the default among them) */
  offered: readonly Lang[];
}

export function chooseLanguage(ask: LanguageAsk, shop: ShopLanguages): Lang {
  const offered = (l: Lang) => l === shop.default || shop.offered.includes(l);
  const chosen = explicitChoice(ask);
  if (chosen && offered(chosen)) return chosen;
  return ask.accepted.find(offered) ?? shop.default;
}

/** The shop's languages with the default first and nothing twice. */
export function shopLanguages(defaultLang: Lang, offered: readonly Lang[]): Lang[] {
  return [defaultLang, ...offered.filter((l) => l !== defaultLang)].filter((l, i, all) => all.indexOf(l) === i);
}
