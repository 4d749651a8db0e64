/** Our session cookie value: 256 random bits, base64url (43 characters). Only its SHA-256 is stored. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function isSessionTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

export async function hashSessionToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
