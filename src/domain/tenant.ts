/** Pure rules for picking a shop from a request's host and path. */

const STORE_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function isValidStoreId(id: string): boolean {
  return STORE_ID.test(id);
}

/** Lower-cased host without port; the Host header only (X-Forwarded-Host is never trusted). */
export function normaliseHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

let lastHosts: { config: string; hosts: ReadonlySet<string> } | null = null;

/** The platform's own host names from PLATFORM_HOSTS (comma-separated); the last one parsed is kept. */
export function parsePlatformHosts(config: string): ReadonlySet<string> {
  if (lastHosts?.config !== config)
    lastHosts = {
      config,
      hosts: new Set(
        config
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    };
  return lastHosts.hosts;
}

export function firstSegment(pathname: string): string {
  const seg = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

/**
 * On a custom domain, a page must live under the domain's own shop id.
 * Returns the path to redirect to, or null when the request is already in place.
 */
export function customDomainRedirect(mappedStoreId: string, pathname: string): string | null {
  const seg = firstSegment(pathname);
  if (seg === mappedStoreId) return null;
  return `/${mappedStoreId}`;
}
