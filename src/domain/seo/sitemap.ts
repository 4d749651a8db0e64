/** XML sitemaps (sitemaps.org 0.9) and robots.txt, as plain strings. */

/** A sitemap file may list at most 50,000 URLs; we split well before. */
export const SITEMAP_MAX_URLS = 40_000;

export function escapeXmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** YYYY-MM-DD from epoch ms or an ISO date string; undefined when unknown. */
export function w3cDate(value: number | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === 0 || value === '') return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString().slice(0, 10);
}

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => `<url><loc>${escapeXmlText(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(locs: string[]): string {
  const body = locs.map((l) => `<sitemap><loc>${escapeXmlText(l)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Screens a crawler has no business in: personal, transactional or duplicate. */
/** Screens crawlers skip. The bag stays crawlable: without a session it is the shop's empty bag, nothing personal. */
const PRIVATE_SCREENS = ['account', 'login', 'checkout', 'track', 'manualorders', 'search'];

/** The screen itself, its sub-paths and its query forms, but not a category that merely starts alike ('/bags'). */
function disallowScreen(path: string): string[] {
  return [`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`];
}

/**
 * robots.txt for one shop. `prefix` is the shop's path ('/dilli-kirana'); `sitemap` its absolute
 * sitemap URL. A shop that needs sign-in (LOGIN_MANDATE) is closed to crawlers altogether.
 */
export function shopRobotsTxt(prefix: string, sitemap: string, closed: boolean): string {
  const lines = ['User-agent: *'];
  if (closed) lines.push(`Disallow: ${prefix}/`);
  else {
    for (const s of PRIVATE_SCREENS) lines.push(...disallowScreen(`${prefix}/${s}`));
    lines.push('Disallow: /api/', `Allow: ${prefix}/`);
  }
  return `${lines.join('\n')}\n${closed ? '' : `\nSitemap: ${sitemap}\n`}`;
}

/** robots.txt of a platform host: every shop's private screens closed; each shop lists its own sitemap. */
export function platformRobotsTxt(): string {
  const lines = [
    'User-agent: *',
    ...PRIVATE_SCREENS.flatMap((s) => disallowScreen(`/*/${s}`)),
    'Disallow: /api/',
    'Disallow: /admin/',
    'Allow: /',
  ];
  return `${lines.join('\n')}\n`;
}
