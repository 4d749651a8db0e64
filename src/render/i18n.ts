import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { translatorOf, type Translator } from '../isomorphic/i18n';
import type { Lang } from '../domain/i18n/languages';
import { CATALOGUES, type MessageId } from '../domain/i18n/messages';
import type { Said, SaidValue } from '../domain/i18n/said';
import { formatMoney } from '../domain/money';

/**
 * The message catalogues compiled once per isolate: each language over English, so a message not yet translated
 * shows in English rather than as its id.
 */
const compiled = new Map<Lang, Messages>();
const translators = new Map<Lang, Translator>();

export function compiledMessages(lang: Lang): Messages {
  let messages = compiled.get(lang);
  if (!messages) {
    const source = { ...CATALOGUES.en, ...CATALOGUES[lang] } as Record<MessageId, string>;
    messages = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
    compiled.set(lang, messages);
  }
  return messages;
}

export function translatorFor(lang: Lang): Translator {
  let translator = translators.get(lang);
  if (!translator) {
    translator = translatorOf(lang, compiledMessages(lang));
    translators.set(lang, translator);
  }
  return translator;
}

/** The compiled messages whose ids start with one of `prefixes`: what an island shows, sent with it. */
export function messagesUnder(lang: Lang, prefixes: readonly string[]): Messages {
  const all = compiledMessages(lang);
  return Object.fromEntries(Object.entries(all).filter(([id]) => prefixes.some((p) => id.startsWith(p))));
}

/** A domain rule's sentence (domain/i18n/said.ts) in `lang`: money as ₹1,23,456, dates in IST as the language writes them. */
export function speak(lang: Lang, s: Said): string {
  const t = translatorFor(lang);
  const value = (v: SaidValue): string | number => {
    if (typeof v !== 'object') return v;
    if ('paise' in v) return formatMoney(v.paise, v.currency);
    if ('name' in v) return (lang !== 'en' && v.names?.[lang]) || v.name;
    if ('at' in v) return t.date(v.at, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    return speak(lang, v);
  };
  const values = s.values ? Object.fromEntries(Object.entries(s.values).map(([k, v]) => [k, value(v)])) : undefined;
  return t.t(s.id, values);
}
