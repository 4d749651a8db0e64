import { createContext, useContext } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { LOCALE_OF, type Lang } from '../domain/i18n/languages';
import type { MessageId } from '../domain/i18n/messages/en';
import { DAY, dateText } from '../domain/i18n/formats';

export type MessageValues = Record<string, string | number>;

/** The page's language and its messages, formatted by Lingui (ICU plurals, Indian number and date formats). */
export interface Translator {
  lang: Lang;
  /** the BCP 47 tag for Intl formatting: en-IN, hi-IN, ta-IN */
  locale: string;
  t: (id: MessageId, values?: MessageValues) => string;
  /** a date as the page's language writes it (25 नव॰ 2026), in India's time zone unless the options name another */
  date: (at: number | Date, options?: Intl.DateTimeFormatOptions) => string;
}

/** `compiled`: messages compiled by Lingui's compiler (the server compiles; islands receive theirs compiled). */
export function translatorOf(lang: Lang, compiled: Messages): Translator {
  const locale = LOCALE_OF[lang];
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
  return {
    lang,
    locale,
    t: (id, values) => i18n._(id, values),
    date: (at, options = DAY) => dateText(locale, at, options),
  };
}

/** Provided by the server for the whole page and by the browser around each island it hydrates. */
export const I18nContext = createContext<Translator | null>(null);

export function useT(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useT outside a page or island: render inside I18nContext');
  return translator;
}
