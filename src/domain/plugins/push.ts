/** A push message as the banner shows it. Accepts FCM's `notification` / `data` payloads and a plain {title, body}. */
export interface PushBanner {
  title: string;
  body: string;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export function parsePushMessage(payload: unknown): PushBanner | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const source = (p.notification ?? p.data ?? p) as Record<string, unknown>;
  if (!source || typeof source !== 'object') return null;
  const title = text(source.title, 80);
  const body = text(source.body, 240);
  return title || body ? { title: title || 'Message from the shop', body } : null;
}

/** A Web Push subscription worth keeping: an https endpoint and the two keys. */
export function isValidSubscription(s: unknown): s is { endpoint: string; keys: { p256dh: string; auth: string } } {
  if (!s || typeof s !== 'object') return false;
  const { endpoint, keys } = s as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  return typeof endpoint === 'string' && /^https:\/\/[^\s]{8,}$/.test(endpoint) && endpoint.length <= 600 &&
    typeof keys?.p256dh === 'string' && /^[A-Za-z0-9_-]{40,200}$/.test(keys.p256dh) &&
    typeof keys?.auth === 'string' && /^[A-Za-z0-9_-]{8,60}$/.test(keys.auth);
}
