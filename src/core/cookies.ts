import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/** Cookie defaults: HttpOnly (unless a script must read it), SameSite=Lax, Secure except on localhost. */
export function setSafeCookie(
  c: Context,
  name: string,
  value: string,
  maxAgeSeconds: number,
  opts: { httpOnly?: boolean } = {},
): void {
  setCookie(c, name, value, safeCookieOptions(c.req.url, maxAgeSeconds, opts));
}

/** setSafeCookie's attributes for a request to `url` (for a Set-Cookie made without a context: hono's generateCookie). */
export function safeCookieOptions(
  url: string,
  maxAgeSeconds: number,
  opts: { httpOnly?: boolean } = {},
): CookieOptions {
  return {
    path: '/',
    maxAge: maxAgeSeconds,
    httpOnly: opts.httpOnly ?? true,
    sameSite: 'Lax',
    secure: !isLocalUrl(url),
  };
}

export function clearCookie(c: Context, name: string): void {
  deleteCookie(c, name, { path: '/', secure: !isLocalRequest(c) });
}

function isLocalRequest(c: Context): boolean {
  return isLocalUrl(c.req.url);
}

function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}
