import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { translatorOf, type MessageValues, type Translator } from '../isomorphic/i18n';
import type { Lang } from '../domain/i18n/languages';
import { CATALOGUES, type MessageId } from '../domain/i18n/messages';
import type { Said, SaidValue } from '../domain/i18n/said';
import { formatMoney } from '../domain/money';
import { islandPropsText } from '../domain/islands/props-text';

/**
 * The message catalogues compiled once per isolate: each language over English, so a message not yet translated
 * shows in English rather than as its id.
 */
const compiled = new Map<Lang, Messages>();
const translators = new Map<Lang, Translator>();

export function compiledMessages(lang: Lang): Messages {
  let messages = compiled.get(lang);
  if (!messages) {
    // English is whole already: read it as it is, not a copy of its thousands of entries (#40, the cold path)
    const english: Record<MessageId, string> = CATALOGUES.en as Record<MessageId, string>;
    const source = lang === 'en' ? english : { ...english, ...CATALOGUES[lang] };
    messages = compiledOnFirstUse(source);
    compiled.set(lang, messages);
  }
  return messages;
}

/**
 * Each message compiled when it is first read, then kept: a new isolate's first page compiles the few hundred it
 * says, not the whole catalogue (#40, the cold path). Reading every value (Object.entries) would compile them all.
 */
function compiledOnFirstUse(source: Record<string, string>): Messages {
  const done = new Map<string, Messages[string]>();
  return new Proxy<Messages>(source, {
    get(_, id) {
      if (typeof id !== 'string' || !Object.hasOwn(source, id)) return undefined;
      let message = done.get(id);
      if (message === undefined) {
        message = compiledText(source[id]);
        done.set(id, message);
      }
      return message;
    },
  });
}

/** No braces and no apostrophe quoting: nothing for ICU's parser to read. */
const ICU_SYNTAX = /[{}']/;

/**
 * A message compiled as Lingui's compileMessage compiles it; most messages are plain text, which compiles to itself,
 * so the parser (its lexer and tokens) runs only for the others (#40, the cold path: a new isolate's first page
 * compiles every message it says).
 */
export function compiledText(text: string): Messages[string] {
  if (ICU_SYNTAX.test(text)) return compileMessage(text);
  return text === '' ? [] : [text];
}

export function translatorFor(lang: Lang): Translator {
  let translator = translators.get(lang);
  if (!translator) {
    translator = withPlainMessagesFast(translatorOf(lang, compiledMessages(lang)), compiledMessages(lang));
    translators.set(lang, translator);
  }
  return translator;
}

/** A compiled message of text and plain `{name}` placeholders only: what Lingui's interpolation does with it, in one step. */
type PlainMessage = (values: MessageValues | undefined) => string;

/** Lingui's rule (@lingui/core): a result with `\uXXXX` or `\xXX` escapes has them decoded. */
const ESCAPE_SEQUENCE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;

/**
 * Lingui formats every message through its general interpolation (formatter closures, plural and number
 * machinery) on each call; most of a page's messages are plain text or plain `{name}` placeholders, and a page
 * of cards says them hundreds of times. Those are said here exactly as Lingui says them (tokens concatenated, a
 * missing value left out, escapes decoded); plurals, selects, numbers and dates still go to Lingui.
 */
function withPlainMessagesFast(lingui: Translator, messages: Messages): Translator {
  const plain = new Map<string, PlainMessage | null>();
  const plainOf = (id: string): PlainMessage | null => {
    let said = plain.get(id);
    if (said === undefined) {
      said = plainMessage(messages[id]);
      plain.set(id, said);
    }
    return said;
  };
  return {
    ...lingui,
    t: (id, values) => {
      const said = plainOf(id);
      return said ? said(values) : lingui.t(id, values);
    },
  };
}

function plainMessage(compiled: Messages[string] | undefined): PlainMessage | null {
  if (compiled === undefined) return null;
  const finish = (text: string) => (ESCAPE_SEQUENCE.test(text) ? null : text);
  if (typeof compiled === 'string') {
    const text = finish(compiled);
    return text === null ? null : () => text;
  }
  if (!Array.isArray(compiled)) return null;
  const tokens = compiled as unknown[];
  const texts: string[] = [];
  const names: (string | null)[] = [];
  for (const token of tokens) {
    if (typeof token === 'string') {
      texts.push(token);
      names.push(null);
    } else if (Array.isArray(token) && token.length === 1 && typeof token[0] === 'string') {
      texts.push('');
      names.push(token[0]);
    } else return null;
  }
  if (names.every((n) => n === null)) {
    const text = finish(texts.join(''));
    return text === null ? null : () => text;
  }
  return (values) => {
    let out = '';
    for (let i = 0; i < texts.length; i++) {
      const name = names[i];
      if (name === null) out += texts[i];
      else {
        const value = values?.[name];
        if (value != null) out += value;
      }
    }
    return ESCAPE_SEQUENCE.test(out) ? decodeEscapes(out) : out;
  };
}

/** As Lingui decodes them. */
const decodeEscapes = (text: string): string =>
  text.replace(/\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g, (_, unicode: string | undefined, hex: string | undefined) =>
    String.fromCharCode(parseInt(unicode ?? hex ?? '', 16)),
  );

/** The compiled messages whose ids start with one of `prefixes`: what an island shows, sent with it. */
export function messagesUnder(lang: Lang, prefixes: readonly string[]): Messages {
  const all = compiledMessages(lang);
  // the ids are filtered before a message is read, so only the island's own are compiled
  return Object.fromEntries(
    Object.keys(all)
      .filter((id) => prefixes.some((p) => id.startsWith(p)))
      .map((id) => [id, all[id]]),
  );
}

const islandMessages = new Map<string, string>();

/** An island's messages as its marker carries them (`data-msgs`), made once per language and island in the isolate. */
export function islandMessagesText(lang: Lang, prefixes: readonly string[]): string {
  const key = `${lang}\n${prefixes.join('\n')}`;
  let text = islandMessages.get(key);
  if (text === undefined) {
    text = islandPropsText(messagesUnder(lang, prefixes));
    islandMessages.set(key, text);
  }
  return text;
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
