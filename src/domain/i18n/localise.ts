import type { Store } from '../tables/stores';
import type { Category } from '../tables/categories';
import type { Item } from '../tables/items';
import { TRANSLATED_LANGUAGES, type Lang, type TranslatedLang } from './languages';

/**
 * The owner's words in the shopper's language. What the owner wrote is in the shop's own language
 * (`LANGUAGE`); in another language each text the owner translated (`I18N`) replaces it, and what was not
 * translated stays as written.
 */

const has = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

export function localStore(store: Store, lang: Lang): Store {
  if (lang === store.LANGUAGE) return store;
  const texts = store.I18N?.[lang];
  return {
    ...store,
    STORE_NAME: has(texts?.STORE_NAME) ? texts.STORE_NAME : store.STORE_NAME,
    STORE_DESC: has(texts?.STORE_DESC) ? texts.STORE_DESC : store.STORE_DESC,
    // the owner's labels in the shop's language are not carried into another: the storefront's own reads better
    CUSTOM_TEXTS: texts?.CUSTOM_TEXTS ?? {},
    HelloBar: store.HelloBar && has(texts?.HELLO_BAR) ? { ...store.HelloBar, text: texts.HELLO_BAR } : store.HelloBar,
  };
}

type Translations<T> = { [L in TranslatedLang]?: T };
export type CouponI18n = Translations<{ description?: string }>;

/** A coupon's description in the shopper's language (the owner's translation), else as written. */
export function localOffer<O extends { description: string; I18N?: CouponI18n }>(
  offer: O,
  lang: Lang,
  own: Lang = 'en',
): O {
  const text = textsIn(offer.I18N, lang, own)?.description;
  return has(text) ? { ...offer, description: text } : offer;
}
const textsIn = <T>(i18n: Translations<T> | undefined, lang: Lang, own: Lang): T | undefined =>
  lang === own || lang === 'en' ? undefined : i18n?.[lang];

export function localCategory<C extends Pick<Category, 'CAT_NAME' | 'CAT_DESC' | 'I18N'>>(
  category: C,
  lang: Lang,
  own: Lang = 'en',
): C {
  const texts = textsIn(category.I18N, lang, own);
  if (!texts) return category;
  return {
    ...category,
    CAT_NAME: has(texts.CAT_NAME) ? texts.CAT_NAME : category.CAT_NAME,
    CAT_DESC: has(texts.CAT_DESC) ? texts.CAT_DESC : category.CAT_DESC,
  };
}

/** An item's translated names, for what keeps a copy of its name (a bag line). */
export type ItemNames = Translations<string>;

export function translatedNames(i18n: Pick<Item, 'I18N'>['I18N'] | undefined): ItemNames | undefined {
  const names: ItemNames = {};
  for (const l of TRANSLATED_LANGUAGES) {
    const name = i18n?.[l]?.ITEM_NAME;
    if (has(name)) names[l] = name;
  }
  return Object.keys(names).length > 0 ? names : undefined;
}

/**
 * A name kept with its translations (a bag, checkout or order line) in the page's language: the owner's
 * translation, else the name as written.
 */
export function localName(name: string, names: ItemNames | undefined, lang: Lang, own: Lang = 'en'): string {
  if (lang === own || lang === 'en') return name;
  const translated = names?.[lang];
  return has(translated) ? translated : name;
}

export function localItem<I extends Pick<Item, 'ITEM_NAME' | 'ITEM_DESC' | 'I18N'>>(
  item: I,
  lang: Lang,
  own: Lang = 'en',
): I {
  const texts = textsIn(item.I18N, lang, own);
  if (!texts) return item;
  return {
    ...item,
    ITEM_NAME: has(texts.ITEM_NAME) ? texts.ITEM_NAME : item.ITEM_NAME,
    ITEM_DESC: has(texts.ITEM_DESC) ? texts.ITEM_DESC : item.ITEM_DESC,
  };
}
