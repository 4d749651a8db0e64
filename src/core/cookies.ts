import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

/** Cookie defaults: HttpOnly (unless a script must read it), SameSite=Lax, Secure except on localhost. */
export function setSafeCookie(
  c: Context,
  name: string,
  value: string,
  maxAgeSeconds: number,
  opts: { httpOnly?: boolean } = {},
): void {
  setCookie(c, name, value, {
    path: '/',
    maxAge: maxAgeSeconds,
    httpOnly: opts.httpOnly ?? true,
    sameSite: 'Lax',
    secure: !isLocalRequest(c),
  });
}

export function clearCookie(c: Context, name: string): void {
  deleteCookie(c, name, { path: '/', secure: !isLocalRequest(c) });
}

function isLocalRequest(c: Context): boolean {
  const host = new URL(c.req.url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}
