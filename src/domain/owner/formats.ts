/**
 * Formats of the values an owner configures that end up in URLs, script tags or meta tags on the storefront.
 * Keeping them to a tight character set is what makes them safe to place there.
 */

/** Facebook (Meta) pixel id: digits only. */
export const FB_PIXEL_ID = /^[0-9]{10,20}$/;
/** Google tag: GA4 measurement id (G-…), Ads (AW-…), Google tag (GT-…), Floodlight (DC-…) or legacy UA-…-…. */
export const G_TAG_ID = /^(?:(?:G|AW|GT|DC)-[A-Z0-9]{4,20}|UA-[0-9]{4,12}-[0-9]{1,4})$/;
/** Search Console verification token (the content of the google-site-verification meta tag). */
export const G_SEARCH_ID = /^[A-Za-z0-9_-]{10,100}$/;
/** Merchant Center account id: digits only. */
export const G_MERCHANT_ID = /^[0-9]{5,15}$/;
/** Tawk property id, optionally with its widget id: `6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde`. Longer than 5 characters (spec). */
export const TAWK_ID = /^[A-Za-z0-9]{6,64}(?:\/[A-Za-z0-9]{1,32})?$/;
/** Phone numbers as shoppers dial them: digits, optional leading +, spaces and dashes. */
export const PHONE = /^\+?[0-9][0-9 -]{5,18}$/;
/** Ids an owner picks for categories, items and scripts (the same as store ids in paths). */
export const OWNER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Largest custom script body, in bytes of UTF-8. */
export const MAX_SCRIPT_BYTES = 50 * 1024;

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * A link the storefront may put in an href or src: a path on the same site (`/…`, not `//…`)
 * or an absolute http(s) URL. Anything else (javascript:, data:, protocol-relative) is refused.
 */
export function isSafeLink(value: string): boolean {
  if (value !== value.trim() || /[\s\\<>"'`]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.length > 0 &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}
