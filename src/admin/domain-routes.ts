import { z } from '@hono/zod-openapi';
import { fail } from '../api/reply';
import { checkCustomHost } from '../domain/owner/hostname';
import { parsePlatformHosts } from '../domain/tenant';
import { addDomain, listDomains, MAX_DOMAINS_PER_SHOP, removeDomain } from '../data/owner-domains';
import { readStoreStats } from '../data/owner-stats';
import { changed, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from './schemas/common';
import { domainBody } from './schemas/plugins';
import { shopDb } from '../data/shop-db';

const domainsReply = okSchema('DomainsReply', { domains: z.array(z.string()) });

/** Custom domains (add, remove) and the stats read. */
export function registerDomainRoutes(app: OwnerApp): void {
  ownerRoute(app, {
    method: 'get', path: '/domains', tag: 'Domains', summary: 'List custom domains', ok: domainsReply,
  }, async (c, { storeId }) => ownerReply(c, { domains: await listDomains(c.env.DB, storeId) }));

  ownerRoute(app, {
    method: 'post', path: '/domains', tag: 'Domains', summary: 'Add a custom domain',
    description: `A hostname (no scheme, port or path; punycode for international names) serves this shop once its DNS points at the platform. A hostname belongs to one shop only. At most ${MAX_DOMAINS_PER_SHOP} a shop. Adding one the shop already has changes nothing.`,
    body: domainBody, ok: domainsReply, okStatus: 201, failures: { 409: 'Another shop uses this hostname, or the shop has the most domains allowed.' },
  }, async (c, { storeId, body }) => {
    const check = checkCustomHost(body.host, parsePlatformHosts(c.env.PLATFORM_HOSTS));
    if (!check.ok) return fail(c, 400, `host: ${check.reason}`, 'INVALID_HOST', 'host');
    const res = await addDomain(c.env.DB, storeId, check.host);
    if (res === 'taken') return fail(c, 409, `${check.host} already serves another shop.`, 'DOMAIN_TAKEN', 'host');
    if (res === 'limit') return fail(c, 409, `A shop can have at most ${MAX_DOMAINS_PER_SHOP} domains.`, 'TOO_MANY_DOMAINS', 'host');
    const domains = await listDomains(c.env.DB, storeId);
    if (res === 'already') return ownerReply(c, { domains });
    return changed(c, storeId, 'domain added', { domains }, 201, [check.host]);
  });

  ownerRoute(app, {
    method: 'delete', path: '/domains/{host}', tag: 'Domains', summary: 'Remove a custom domain',
    params: { host: z.string().max(300).openapi({ param: { name: 'host', in: 'path' }, example: 'dillikirana.localhost' }) },
    ok: domainsReply,
  }, async (c, { storeId, params }) => {
    const host = params.host.trim().toLowerCase();
    if (!(await removeDomain(c.env.DB, storeId, host))) return fail(c, 404, 'This shop has no such domain.', 'NOT_FOUND', 'host');
    return changed(c, storeId, 'domain removed', { domains: await listDomains(c.env.DB, storeId) }, 200, [host]);
  });

  ownerRoute(app, {
    method: 'get', path: '/stats', tag: 'Stats', summary: 'Read store stats',
    description: 'STORE_VIEWS (the spec\'s STORE_STATS MAIN record: one per visit), SHARED_VIEWS (views of item links shared with ref=item_sharing) and the ten most viewed shared items.',
    ok: okSchema('StatsReply', {
      stats: z.object({
        STORE_VIEWS: z.number().int(),
        SHARED_VIEWS: z.number().int(),
        TOP_SHARED_ITEMS: z.array(z.object({ itemId: z.string(), views: z.number().int() })),
      }).openapi('StoreStats'),
    }),
  }, async (c, { storeId }) => ownerReply(c, { stats: await readStoreStats(shopDb(c.env, storeId), storeId) }));
}
