import { isSlugId, RESERVED_SEGMENTS } from '../catalogue/paths';
import { isRouteWord } from '../route-words';

/**
 * Which public page of a shop a path below `/{storeId}` is, for its Markdown form; null for everything else
 * (bag, checkout, account, login, track, feeds, MCP, files...), which the HTML routes answer as before. Ids are
 * checked by the page itself (an id that is no slug is a 404, as in HTML). Pure.
 */
export type MarkdownPage =
  | { kind: 'home' }
  | { kind: 'categories' }
  | { kind: 'category'; catId: string }
  | { kind: 'item'; catId: string; itemId: string }
  | { kind: 'search'; query: string }
  | { kind: 'blogs' }
  | { kind: 'blogCollection'; id: string }
  | { kind: 'blog'; id: string }
  | { kind: 'page'; id: string }
  | { kind: 'about' };

/** First segments that are not categories: route words of the storefront and the agents' own surfaces. */
const notCategory = (segment: string) => RESERVED_SEGMENTS.has(segment) || isRouteWord(segment) || segment === 'feeds' || segment === 'mcp';

function segmentsOf(rest: string): string[] | null {
  if (!rest.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of rest.slice(1).split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return segments.some((s) => s === '') ? null : segments;
}

/** `rest` is the URL's path after `/{storeId}`, still percent-encoded ('' for the home page). */
export function markdownPageOf(rest: string): MarkdownPage | null {
  if (rest === '') return { kind: 'home' };
  const s = segmentsOf(rest);
  if (!s) return null;
  const [a, b, c, d] = s;
  switch (s.length) {
    case 1:
      if (a === 'home') return { kind: 'home' };
      if (a === 'categories') return { kind: 'categories' };
      return isSlugId(a) && !notCategory(a) ? { kind: 'category', catId: a } : null;
    case 2:
      if (a === 'categories') return { kind: 'category', catId: b };
      if (a === 'search') return { kind: 'search', query: b };
      if (a === 'content' && b === 'blogs') return { kind: 'blogs' };
      return isSlugId(a) && !notCategory(a) ? { kind: 'item', catId: a, itemId: b } : null;
    case 3:
      if (a === 'content' && b === 'blogs') return { kind: 'blogCollection', id: c };
      if (a === 'content' && b === 'pages') return { kind: 'page', id: c };
      if (a === 'account' && b === 'pages' && c === 'about') return { kind: 'about' };
      return null;
    case 4:
      return a === 'content' && b === 'blogs' && c === 'read' ? { kind: 'blog', id: d } : null;
    default:
      return null;
  }
}
