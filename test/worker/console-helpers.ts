import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { keyFor } from './admin-helpers';

/** Signs in to a shop's console with its owner key (or `key`, e.g. a staff key); answers the session cookie pair. */
export async function consoleSignIn(shop: string, key?: string): Promise<string> {
  const res = await SELF.fetch(`http://localhost/admin/${shop}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
    body: new URLSearchParams({ key: key ?? (await keyFor(shop)) }).toString(),
  });
  expect(res.status).toBe(303);
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0];
}
