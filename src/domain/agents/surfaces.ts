import { SHOP_ROUTE_LIST, type AgentSurface } from '../routes/route-table';

/**
 * The surfaces a shop offers to AI agents and other machine readers, told apart from a request's path (below
 * the shop's `/{storeId}`), method and Accept header. The paths are the route table's rows that name an `agent`
 * surface; the Markdown forms are any page asked for as Markdown. Pure: the middleware that rate-limits and counts
 * them is src/middleware/agent-traffic.ts.
 */

export type { AgentSurface };

/** The route table's agent paths (below `/{storeId}`) and the surface each is counted as. */
const AGENT_PATHS: ReadonlyMap<string, AgentSurface> = new Map(
  SHOP_ROUTE_LIST.flatMap((route) => (route.agent ? [[route.path, route.agent] as const] : [])),
);

export const AGENT_SURFACES: readonly AgentSurface[] = ['markdown', ...new Set(AGENT_PATHS.values())];

/** q of one media range in an Accept header (1 when absent, 0 when malformed or out of range). */
function qOf(params: string[]): number {
  const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
  if (!q) return 1;
  const n = Number(q.slice(2));
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0;
}

/**
 * True when the Accept header asks for Markdown over HTML: `text/markdown` listed with a q above 0 and at least
 * as high as any `text/html` (or `*` wildcard the browser sends). A browser's ordinary Accept never does.
 */
export function wantsMarkdown(accept: string | null | undefined): boolean {
  if (!accept || accept.length > 1000) return false;
  let markdown = 0;
  let html = 0;
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';');
    const media = type.trim().toLowerCase();
    const q = qOf(params);
    if (media === 'text/markdown' || media === 'text/x-markdown') markdown = Math.max(markdown, q);
    else if (media === 'text/html' || media === 'application/xhtml+xml') html = Math.max(html, q);
  }
  return markdown > 0 && markdown >= html;
}

/** Which agent surface a request under a shop is, or null for an ordinary page or API call. `rest` starts with '/'. */
export function agentSurfaceOf(rest: string, method: string, accept: string | null | undefined): AgentSurface | null {
  const byPath = AGENT_PATHS.get(rest);
  if (byPath) return byPath;
  if ((method === 'GET' || method === 'HEAD') && wantsMarkdown(accept)) return 'markdown';
  return null;
}
