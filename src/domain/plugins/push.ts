/** A push message as the banner shows it. Accepts FCM's `notification` / `data` payloads and a plain {title, body}. */
export interface PushBanner {
  title: string;
  body: string;
  /** the shop's page the message is about, when it names one inside the shop (see `pushTarget`) */
  url?: string;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** English, for a message with no title when the page gave no words (`push.defaultTitle` in the catalogues). */
const UNTITLED = 'Message from the shop';

/** `untitled`: the title of a message that has none, in the page's language. */
export function parsePushMessage(payload: unknown, untitled = UNTITLED): PushBanner | null {
  const fallback = untitled.trim().slice(0, 80) || UNTITLED;
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const source = (p.notification ?? p.data ?? p) as Record<string, unknown>;
  if (!source || typeof source !== 'object') return null;
  const title = text(source.title, 80);
  const body = text(source.body, 240);
  if (!title && !body) return null;
  const url = text(source.url ?? source.link ?? source.click_action, 500);
  return url ? { title: title || fallback, body, url } : { title: title || fallback, body };
}

/**
 * The service worker's address: `/sw.js` (a static file, served whatever the query) with the untitled message's
 * title in the page's language, which the worker reads back from its own address (`untitledTitleOf`).
 */
export function pushWorkerUrl(untitled: string): string {
  return untitled.trim() ? `/sw.js?title=${encodeURIComponent(untitled.trim().slice(0, 80))}` : '/sw.js';
}

export function untitledTitleOf(workerUrl: string): string | undefined {
  try {
    return new URL(workerUrl).searchParams.get('title') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a shop's service worker lives: the shop's own part of the site. On the platform host a shop is served
 * under `/{storeId}/`, so its worker (and its offer alerts) must not reach the bare platform page or another shop;
 * on the shop's own domain the whole site is the shop (`/`).
 */
export function pushScope(storeId: string, pathname: string): string {
  const base = `/${storeId}`;
  return pathname === base || pathname.startsWith(`${base}/`) ? `${base}/` : '/';
}

/**
 * The page a tapped notification opens: the message's own link when it is a page inside the worker's scope
 * (same origin, under the scope's path), otherwise the shop's home (the scope itself). Never another site.
 */
export function pushTarget(scope: string, url: string | undefined): string {
  if (!url) return scope;
  try {
    const home = new URL(scope);
    const target = new URL(url, home);
    return target.origin === home.origin && target.pathname.startsWith(home.pathname) ? target.href : scope;
  } catch {
    return scope;
  }
}

/**
 * The browsers' push services (Chrome/Edge/Opera: FCM; Firefox: Mozilla autopush; Safari: Apple; legacy Edge: WNS).
 * A subscription naming any other host is no browser's: it would only be a row written for nothing.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)?push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** True for an https URL (default port) on a browser's push service. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return (
      url.protocol === 'https:' &&
      url.port === '' &&
      !url.username &&
      PUSH_SERVICE_HOSTS.some((h) => h.test(url.hostname))
    );
  } catch {
    return false;
  }
}

/**
 * Offer-alert subscriptions a shop keeps: one per endpoint (a repeat updates its keys), at most this many (the
 * owner API lists up to as many), and from one client address at most offerAlertsPerAddress a minute (rate-limits.ts).
 */
export const MAX_OFFER_ALERT_SUBSCRIPTIONS = 10_000;

/** A Web Push subscription worth keeping: an https endpoint of a browser's push service and the two keys. */
export function isValidSubscription(s: unknown): s is { endpoint: string; keys: { p256dh: string; auth: string } } {
  if (!s || typeof s !== 'object') return false;
  const { endpoint, keys } = s as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  return (
    typeof endpoint === 'string' &&
    /^https:\/\/[^\s]{8,}$/.test(endpoint) &&
    endpoint.length <= 600 &&
    isPushServiceEndpoint(endpoint) &&
    typeof keys?.p256dh === 'string' &&
    /^[A-Za-z0-9_-]{40,200}$/.test(keys.p256dh) &&
    typeof keys?.auth === 'string' &&
    /^[A-Za-z0-9_-]{8,60}$/.test(keys.auth)
  );
}
