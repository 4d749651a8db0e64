/**
 * Telling the owner of a new order with Web Push. The push carries no payload (so nothing needs encrypting): the
 * owner's service worker shows "New order" in the console's language (its address names it) and opens the inbox. The sender proves itself with a VAPID JWT
 * (RFC 8292) signed by the operator's P-256 key.
 */
import { base64Url } from './keys';

/** Most browsers one shop's owner may register for alerts (older ones are dropped first). */
export const MAX_OWNER_ALERT_ENDPOINTS = 10;

/** A push service endpoint a browser gave us: https, no spaces, not absurdly long. */
export function isPushEndpoint(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 600 || !/^https:\/\/\S{8,}$/.test(url)) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

const B64URL = /^[A-Za-z0-9_-]+$/;
const fromB64url = (s: string): Uint8Array =>
  Uint8Array.from(
    atob(
      s
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(s.length / 4) * 4, '='),
    ),
    (ch) => ch.charCodeAt(0),
  );

/**
 * The operator's VAPID key as a private JWK: `publicKey` is the raw uncompressed point (65 bytes, base64url, what
 * browsers take as applicationServerKey), `privateKey` its 32-byte scalar `d` (base64url). null when malformed.
 */
export function vapidJwk(
  publicKey: string | undefined,
  privateKey: string | undefined,
): { kty: 'EC'; crv: 'P-256'; x: string; y: string; d: string } | null {
  if (!publicKey || !privateKey || !B64URL.test(publicKey) || !B64URL.test(privateKey)) return null;
  const point = fromB64url(publicKey);
  if (point.length !== 65 || point[0] !== 4 || fromB64url(privateKey).length !== 32) return null;
  return { kty: 'EC', crv: 'P-256', x: base64Url(point.slice(1, 33)), y: base64Url(point.slice(33)), d: privateKey };
}

/** The JWT audience of an endpoint: its origin (RFC 8292). */
export const pushAudience = (endpoint: string): string => new URL(endpoint).origin;

/** The words of the new-order notification, in the owner's language. */
export interface NewOrderWords {
  title: string;
  body: string;
}

/** The console's service worker (scope /admin/{storeId}/): a push shows the new-order notification, a tap opens `inbox`. */
export function newOrderServiceWorker(inbox: string, words: NewOrderWords): string {
  const options = JSON.stringify({ body: words.body, icon: '/favicon.svg', tag: 'new-order', renotify: true });
  return `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('push', (e) => e.waitUntil(self.registration.showNotification(${JSON.stringify(words.title)}, ${options})));
self.addEventListener('notificationclick', (e) => { e.notification.close(); e.waitUntil(self.clients.openWindow(${JSON.stringify(inbox)})); });
self.addEventListener('fetch', () => {});
`;
}
