import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ShopEnv } from '../../middleware/app-env';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/** A JSON-RPC request is small; anything bigger is refused before it is read. */
const MAX_MCP_BODY_BYTES = 64 * 1024;

const rpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

/**
 * POST /{storeId}/mcp: the shop's MCP server over Streamable HTTP, stateless (every request stands alone: a new
 * server and transport, JSON replies rather than an event stream), so any instance can answer any call and
 * nothing is held between requests. GET and DELETE (a server-sent stream, closing a session) have nothing to do.
 */
export const mcpRoutes = new Hono<ShopEnv>();

/**
 * The MCP specification asks servers to validate `Origin` (a page on another site must not drive a shopper's bag
 * through their browser): no Origin (an agent, a server) or the shop's own origin passes; anything else is 403.
 */
function originAllowed(
  origin: string | undefined,
  requestUrl: string,
  customDomain: string | null | undefined,
): boolean {
  if (origin === undefined) return true;
  const own = new URL(requestUrl);
  if (origin === own.origin) return true;
  return (
    Boolean(customDomain) &&
    (origin === `https://${customDomain}` ||
      origin === `${own.protocol}//${customDomain}${own.port ? `:${own.port}` : ''}`)
  );
}

mcpRoutes.post(
  SHOP_ROUTES.mcp.path,
  async (c, next) => {
    if (originAllowed(c.req.header('Origin'), c.req.url, c.get('tenant')?.customDomain)) return next();
    return c.json(
      rpcError(-32000, "This MCP server answers agents and the shop's own pages, not pages of other sites."),
      403,
      { 'Cache-Control': 'private, no-store' },
    );
  },
  bodyLimit({
    maxSize: MAX_MCP_BODY_BYTES,
    onError: (c) => c.json(rpcError(-32600, 'That request is too large.'), 413),
  }),
  async (c) => {
    // The MCP SDK (and the tools' JSON schemas) load on the first agent call, not with every page of the Worker
    const { answerMcp } = await import('./mcp-server');
    return answerMcp(c);
  },
);

mcpRoutes.on(['GET', 'DELETE', 'PUT', 'PATCH'], SHOP_ROUTES.mcp.path, (c) =>
  c.json(rpcError(-32000, 'This MCP server is stateless: send JSON-RPC requests with POST.'), 405, { Allow: 'POST' }),
);
