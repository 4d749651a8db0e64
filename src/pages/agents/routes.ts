import { Hono } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import { agentMembersOnly } from '../../middleware/agent-traffic';
import { markdownPages } from './markdown-pages';
import { llmsRoutes } from './llms-route';
import { feedRoutes } from './feed-routes';
import { mcpRoutes } from './mcp-route';
import { bagClaimRoutes } from './bag-claim-route';

/**
 * What a shop offers agents, under /{storeId} (mounted by src/pages/routes.tsx after storeGate, before the
 * members-only redirect of pages): its public pages in Markdown on `Accept: text/markdown`, llms.txt, product
 * feeds, an MCP server, and the link that hands an agent's bag to the shopper. Rate limits and traffic counts come first (src/middleware/agent-traffic.ts).
 */
export const agentPages = new Hono<ShopEnv>();

agentPages.use('*', agentMembersOnly);
agentPages.use('*', markdownPages);
agentPages.route('/', llmsRoutes);
agentPages.route('/', feedRoutes);
agentPages.route('/', mcpRoutes);
agentPages.route('/', bagClaimRoutes);
