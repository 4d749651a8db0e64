import type { Result } from '../../core/result';

/**
 * The one rule for an image address on another host, shared by the owner API, the catalogue import and the
 * resizer: https only, on port 443, no credentials, and a DNS name: never an IP literal (any spelling),
 * localhost, a single-label name or a local-only suffix.
 */
export type RemoteImageUrl = Result<{ url: string }>;

export const MAX_REMOTE_IMAGE_URL_LENGTH = 2048;

export function isLocalOrIpHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (h.startsWith('[') || h.includes(':')) return true;
  // 127.0.0.1, 2130706433, 0x7f.1, 0177.0.0.1: anything made of numbers is an address, not a name
  if (/^[0-9a-fx.]+$/i.test(h) && /^(0x[0-9a-f]+|[0-9]+)(\.(0x[0-9a-f]+|[0-9]+))*$/i.test(h)) return true;
  if (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h.endsWith('.local') ||
    h.endsWith('.internal') ||
    h.endsWith('.home.arpa')
  )
    return true;
  return !h.includes('.');
}

export function checkRemoteImageUrl(raw: string): RemoteImageUrl {
  const url = raw.trim();
  if (url.length > MAX_REMOTE_IMAGE_URL_LENGTH) return { ok: false, rsn: 'The image address is too long.' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, rsn: 'That image address is not valid.' };
  }
  if (parsed.protocol !== 'https:') return { ok: false, rsn: 'Only https image addresses are allowed.' };
  if (parsed.username || parsed.password) return { ok: false, rsn: 'Image addresses may not carry credentials.' };
  if (parsed.port && parsed.port !== '443') return { ok: false, rsn: 'That image address is not allowed.' };
  if (isLocalOrIpHost(parsed.hostname))
    return { ok: false, rsn: 'Image addresses must name a public host, not an IP address or a local name.' };
  return { ok: true, url: parsed.toString() };
}
