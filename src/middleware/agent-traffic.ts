import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { agentSurfaceOf, type AgentSurface } from '../domain/agents/surfaces';
import { dayKey } from '../domain/plugins/tracking';
import { isValidStoreId } from '../domain/tenant';
import { shopOf } from './shop-context';
import { addressKey, limitReply } from './rate-limit';
import { log } from '../core/log';

/** The agent surface of a request under /{storeId}, or null. */
export function surfaceOf(
  path: string,
  storeId: string,
  method: string,
  accept: string | undefined,
): AgentSurface | null {
  return agentSurfaceOf(path.slice(storeId.length + 1), method, accept);
}

/**
 * Agent surfaces of a shop (Markdown pages, llms.txt, feeds, MCP): the per-address rate limit, then the request
 * is counted for the owner's stats once it was answered. Runs before the edge cache, so cached answers are
 * limited and counted too.
 */
export const agentTraffic = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.param('storeId') ?? '';
  const surface = isValidStoreId(storeId) ? surfaceOf(c.req.path, storeId, c.req.method, c.req.header('Accept')) : null;
  if (!surface) return next();
  // per shop and address, as the docs promise: an agent comparing ten shops is not refused by the first nine
  const address = addressKey(c);
  const refused = await limitReply(c, 'agentPerAddress', address === null ? null : `${storeId}:${address}`);
  if (refused) return refused;
  await next();
  // refusals and unknown shops (404) are not counted
  if (c.res.status >= 400) return;
  c.executionCtx.waitUntil(
    shopOf(c, storeId)
      .call('countAgentRequest', surface, dayKey(Date.now()))
      .catch((err) => log('warn', 'agent request not counted', { storeId, error: String(err) })),
  );
});

/**
 * A members-only shop (LOGIN_MANDATE) shows agents nothing without a signed-in shopper: 401 with a sentence, in
 * the surface's own format, rather than the pages' redirect to the login page.
 */
export const agentMembersOnly = createMiddleware<AppEnv>(async (c, next) => {
  const tenant = c.get('tenant');
  if (!tenant?.store?.LOGIN_MANDATE || c.get('user')) return next();
  const surface = surfaceOf(c.req.path, tenant.storeId, c.req.method, c.req.header('Accept'));
  if (!surface) return next();
  return agentRefusal(c, surface, 401, 'This shop is for signed-in members only.');
});

/** A refusal in the surface's own format: a JSON-RPC error for MCP, a sentence for the others. Never cached. */
export function agentRefusal(c: Context<AppEnv>, surface: AgentSurface, status: 401 | 403, rsn: string): Response {
  c.header('Cache-Control', 'private, no-store');
  if (surface === 'mcp') return c.json({ jsonrpc: '2.0', error: { code: -32001, message: rsn }, id: null }, status);
  return c.text(rsn, status, {
    'Content-Type': surface === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
  });
}
