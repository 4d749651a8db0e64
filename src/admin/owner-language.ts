import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../middleware/app-env';
import { fail } from '../core/reply';
import { LANGUAGES, type Lang } from '../domain/i18n/languages';
import type { Said } from '../domain/i18n/said';
import { replyLanguageOf } from '../middleware/language';
import { shopOfRequest } from '../middleware/shop-context';
import { speak } from '../render/i18n';

const ANY_SHOP = { LANGUAGE: 'en' as Lang, LANGUAGES: [...LANGUAGES] };

/**
 * The language the owner API speaks to the caller: the storefront's rules (`?lang=`, the `lang` cookie,
 * Accept-Language, else the shop's own), among the shop's languages.
 */
export async function ownerLanguageOf(c: Context<AppEnv>, storeId: string): Promise<Lang> {
  const tenant =
    c.get('tenant')?.storeId === storeId ? c.get('tenant') : await shopOfRequest(c, storeId).catch(() => null);
  return replyLanguageOf(c, tenant?.store ?? ANY_SHOP);
}

/**
 * An owner API refusal: `code` and `field` as always; `rsn` in English as the API has always written it (its
 * detail kept), in Hindi or Tamil the refusal's message (`say`).
 */
export async function refuseOwner(
  c: Context<AppEnv>,
  storeId: string,
  http: ContentfulStatusCode,
  r: { code: string; rsn: string; say?: Said; field?: string },
) {
  return fail(c, http, await ownerSays(c, storeId, r), r.code, r.field);
}

/** A refusal's sentence as the owner API says it to this caller (refuseOwner's `rsn`). */
export async function ownerSays(c: Context<AppEnv>, storeId: string, r: { rsn: string; say?: Said }): Promise<string> {
  const lang = r.say ? await ownerLanguageOf(c, storeId) : 'en';
  return lang === 'en' || !r.say ? r.rsn : speak(lang, r.say);
}

/** Many sentences (an import's rows) in the caller's language at once: English keeps each `rsn`. */
export async function ownerSpeaker(
  c: Context<AppEnv>,
  storeId: string,
): Promise<(r: { rsn: string; say: Said }) => string> {
  const lang = await ownerLanguageOf(c, storeId);
  return (r) => (lang === 'en' ? r.rsn : speak(lang, r.say));
}

/**
 * A refusal before any shop is known (an unknown owner API path, a body too large to read): the caller's own ask
 * (`?lang=`, the cookie, Accept-Language) among every language, else English.
 */
export function refuseAnyone(
  c: Context<AppEnv>,
  http: ContentfulStatusCode,
  r: { code: string; rsn: string; say: Said; field?: string },
) {
  const lang = replyLanguageOf(c, ANY_SHOP);
  return fail(c, http, lang === 'en' ? r.rsn : speak(lang, r.say), r.code, r.field);
}
