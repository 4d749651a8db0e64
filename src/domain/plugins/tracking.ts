/** Visitor tracking rules (spec sections 4, 5, 9). */
export const TRACKING_STEP_MS = 12_000;
export const PRESENCE_PING_MS = 12_000;
const MAX_TRACKED_STORE_NAME = 20; // a name of 20 or more characters stops online tracking
export const CAMPAIGN_COOKIE_SECONDS = 172_800;
/**
 * Campaign rows a shop keeps (one per distinct campaign name a visitor reports): at most this many new names a day
 * (a shop runs a few campaigns, a script invents a name per request) and this many in all; further names are not
 * counted. A known name is always counted.
 */
export const MAX_NEW_CAMPAIGNS_PER_DAY = 50;
export const MAX_CAMPAIGNS_PER_SHOP = 1_000;
/**
 * What one shop's presence log keeps (visitor ids are the browser's own, so a script can invent one per ping):
 * the newest MAX_VISITORS visitors, the newest MAX_VISITORS_PER_DAY day records of each day for
 * VISITOR_DAYS_KEPT days, and the newest MAX_PRODUCT_LOG item visits. Older rows are dropped at each flush.
 */
export const MAX_VISITORS = 2_000;
export const MAX_VISITORS_PER_DAY = 2_000;
export const VISITOR_DAYS_KEPT = 31;
export const MAX_PRODUCT_LOG = 1_000;
const DAY_MS = 86_400_000;
/** The start of the UTC day `now` falls in: new campaign names are counted per such day. */
export const campaignDayStart = (now: number): number => now - (now % DAY_MS);
/** A visitor not heard from for two pings is no longer online. */
const ONLINE_WINDOW_MS = PRESENCE_PING_MS * 2 + 1_000;

export function isTrackingOn(storeName: string): boolean {
  return storeName.length < MAX_TRACKED_STORE_NAME;
}

/**
 * Text with every lone UTF-16 surrogate replaced by U+FFFD (what UTF-8 storage would make of it anyway). A pair
 * is consumed as a unit; no lookbehind, as this file also runs in the browser (Safari 14 has none).
 */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (m) => (m.length === 2 ? m : '\ufffd'));
}

/** At most `max` UTF-16 units, never cutting a surrogate pair in half. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * Campaign: report it when utm_campaign is present and the campaign cookie is not yet set. The name is
 * well-formed (lone surrogates become U+FFFD), so it can always be URI-encoded into the cookie.
 */
export function campaignToReport(utmCampaign: string | null, cookieValue: string | undefined): string | null {
  const name = wellFormed(utmCampaign?.trim() ?? '');
  if (!name || cookieValue) return null;
  return cutAt(name, 100);
}

/**
 * The campaign cookie's value: the name, well-formed. The cookie writer URI-encodes it (once; encoding it here too
 * sent `%2520`), and encodeURIComponent throws URIError on a lone surrogate, so it must never get one.
 */
export function campaignCookieValue(name: string): string {
  return wellFormed(name);
}

export interface OnlineVisitor {
  visitorId: string;
  TOTAL_VIEW_TIME: number;
  NAME: string | null;
  MOBILE: string | null;
  LAST_SERVER_SYNC: number;
  LAST_VIEW_TIME: number;
  LAST_PAGE: string;
  PAGE_URL: string;
  LAST_BROWSER: string;
  LAST_OS: string;
  VISIT_COUNT: number;
  VIEWED_ITEMS: string[];
}

export interface PresencePing {
  visitorId: string;
  page: string;
  url: string;
  userAgent: string;
  itemId?: string;
  name?: string | null;
  mobile?: string | null;
  newVisit?: boolean;
}

/** One presence tick: adds a 12 s view-time step and refreshes what the visitor is looking at. */
export function applyPresence(prev: OnlineVisitor | undefined, ping: PresencePing, now: number): OnlineVisitor {
  const { browser, os } = describeUserAgent(ping.userAgent);
  const viewed = prev?.VIEWED_ITEMS ?? [];
  return {
    visitorId: ping.visitorId,
    TOTAL_VIEW_TIME: (prev?.TOTAL_VIEW_TIME ?? 0) + TRACKING_STEP_MS,
    NAME: ping.name ?? prev?.NAME ?? null,
    MOBILE: ping.mobile ?? prev?.MOBILE ?? null,
    LAST_SERVER_SYNC: now,
    LAST_VIEW_TIME: now,
    LAST_PAGE: ping.page.slice(0, 60),
    PAGE_URL: ping.url.slice(0, 300),
    LAST_BROWSER: browser,
    LAST_OS: os,
    VISIT_COUNT: (prev?.VISIT_COUNT ?? 0) + (ping.newVisit || !prev ? 1 : 0),
    VIEWED_ITEMS: ping.itemId && !viewed.includes(ping.itemId) ? [...viewed, ping.itemId].slice(-50) : viewed,
  };
}

export function isOnline(v: OnlineVisitor, now: number): boolean {
  return now - v.LAST_SERVER_SYNC <= ONLINE_WINDOW_MS;
}

export function describeUserAgent(ua: string): { browser: string; os: string } {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? 'Samsung Internet'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Other';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Other';
  return { browser, os };
}

/** The day-wise record key (IST calendar day). */
export function dayKey(now: number): string {
  return new Date(now + 5.5 * 3600_000).toISOString().slice(0, 10);
}
