import { isSlugId } from '../catalogue/paths';
import { SHOP_ROUTE_LIST, type MarkdownKind } from '../routes/route-table';
import { matchPattern } from '../routes/match';
import { isRouteWord } from '../route-words';

/**
 * Which public page of a shop a path below `/{storeId}` is, for its Markdown form; null for everything else
 * (bag, checkout, account, login, track, feeds, MCP, files...), which the HTML routes answer as before. Ids are
 * checked by the page itself (an id that is no slug is a 404, as in HTML). The pages with a Markdown form are the
 * route table's rows marked `markdown` (`src/domain/routes/route-table.ts`). Pure.
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
  const segments = rest === '' ? [] : segmentsOf(rest);
  if (!segments) return null;
  const isCategory = (segment: string) => isSlugId(segment) && !isRouteWord(segment);
  for (const route of MARKDOWN_ROUTES) {
    const params = matchPattern(route.path, segments, isCategory);
    if (params) return pageOfKind(route.markdown, params);
  }
  return null;
}

/** The table's rows with a Markdown form, in the table's order. */
const MARKDOWN_ROUTES = SHOP_ROUTE_LIST.flatMap((r) => (r.markdown ? [{ path: r.path, markdown: r.markdown }] : []));

function pageOfKind(kind: MarkdownKind, p: Record<string, string>): MarkdownPage {
  switch (kind) {
    case 'category':
      return { kind, catId: p.catId };
    case 'item':
      return { kind, catId: p.catId, itemId: p.itemId };
    case 'search':
      return { kind, query: p.query };
    case 'blogCollection':
      return { kind, id: p.blogCollectionId };
    case 'blog':
      return { kind, id: p.blogId };
    case 'page':
      return { kind, id: p.pageId };
    default:
      return { kind };
  }
}
