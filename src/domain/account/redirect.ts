/**
 * Where sign-in leads (DESIGN 8): the login `from` parameter only ever leads to a path of the same shop.
 * Anything else (another shop, another host, a scheme, `//host`, backslashes, control characters,
 * `..` that climbs out of the shop, the login page itself) leads to the shop home.
 */
const MAX_FROM_LENGTH = 512;

export function shopHome(storeId: string): string {
  return `/${storeId}`;
}

export function safeFromPath(storeId: string, from: string | null | undefined): string {
  const home = shopHome(storeId);
  if (typeof from !== 'string' || from.length === 0 || from.length > MAX_FROM_LENGTH) return home;
  if (!from.startsWith('/') || from.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(from)) return home;
  let url: URL;
  try {
    url = new URL(from, 'http://shop.invalid');
  } catch {
    return home;
  }
  if (url.origin !== 'http://shop.invalid') return home;
  // Encoded slashes and dots could become a different path once the router decodes them.
  if (/%2f|%5c|%2e/i.test(url.pathname)) return home;
  const path = url.pathname;
  if (path !== home && !path.startsWith(`${home}/`)) return home;
  if (/^\/[^/]+\/login\/?$/.test(path)) return home;
  return `${path}${url.search}`;
}

/** The login page that brings the shopper back to `from` (itself checked) afterwards. */
export function loginPath(storeId: string, from?: string | null): string {
  const back = safeFromPath(storeId, from);
  return back === shopHome(storeId) && !from
    ? `/${storeId}/login`
    : `/${storeId}/login?from=${encodeURIComponent(back)}`;
}
