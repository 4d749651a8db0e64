import type { Context } from 'hono';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker-provider.js';
import type { ShopEnv } from '../../middleware/app-env';
import { registerShopTools } from './mcp-tools';

/** One stateless MCP exchange: a new server and transport for this request, a JSON reply. */
export async function answerMcp(c: Context<ShopEnv>): Promise<Response> {
  const tenant = c.get('tenant');
  const server = new McpServer(
    { name: `${tenant.storeId}-shop`, title: tenant.store?.STORE_NAME ?? tenant.storeId, version: '1.0.0' },
    {
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
      instructions: `You are shopping at ${tenant.store?.STORE_NAME ?? tenant.storeId}. Search or browse, add items to a bag, then call start_checkout and give the shopper the link: they sign in with their phone and place the order themselves.`,
    },
  );
  registerShopTools(server, c);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  const res = await transport.handleRequest(c.req.raw);
  const headers = new Headers(res.headers);
  headers.set('Cache-Control', 'private, no-store');
  return new Response(res.body, { status: res.status, headers });
}
