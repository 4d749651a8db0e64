import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { ownerLanguageOf, refuseOwner } from './owner-language';
import { speak } from '../render/i18n';
import { claimExpiresAt, PENDING_DAYS, proofInstructions } from '../domain/domains/verification';
import { listDomains, MAX_DOMAINS_PER_SHOP, type DomainRecord } from '../data/platform/owner-domains';
import { claimDomain, dropDomain, verifyDomain } from '../app/owner/shop-settings';
import { readStoreStats } from '../data/shop/owner-stats';
import { ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from '../app/owner/schemas/common';
import { domainBody } from '../app/owner/schemas/plugins';
import { shopOf } from '../middleware/shop-context';
import { nextCursor } from './paging-query';

const instructionsSchema = z
  .object({
    dns: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
    http: z.object({ url: z.string(), body: z.string() }),
    text: z.string(),
  })
  .openapi('DomainProofInstructions');

const domainSchema = z
  .object({
    host: z.string().openapi({ example: 'shop.dillikirana.in' }),
    status: z.enum(['pending', 'verified']).openapi({ description: 'Only verified domains serve the shop.' }),
    token: z.string().openapi({ example: 'storefront-verification=0123456789abcdef0123456789abcdef' }),
    createdAt: z.number().int(),
    verifiedAt: z.number().int().nullable(),
    expiresAt: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Pending: when other shops may claim the hostname (epoch ms). Verified: null.' }),
    instructions: instructionsSchema
      .nullable()
      .openapi({ description: 'Pending: how to prove control. Verified: null.' }),
  })
  .openapi('Domain');

type DomainView = z.output<typeof domainSchema>;

const agentCounts = z.object({
  markdown: z.number().int(),
  llms: z.number().int(),
  feeds: z.number().int(),
  mcp: z.number().int(),
});

const domainsReply = okSchema('DomainsReply', { domains: z.array(domainSchema), ...nextCursor });
const domainReply = okSchema('DomainReply', { domain: domainSchema, domains: z.array(domainSchema) });
const verifyReply = okSchema('DomainVerifyReply', {
  verified: z.boolean(),
  method: z.enum(['dns', 'http', 'development']).nullable().openapi({
    description:
      'How this call proved control (development: a *.localhost name in development); null when it proved nothing new.',
  }),
  reason: z.string().nullable().openapi({ description: 'While pending: what each method found.' }),
  checks: z.object({ dns: z.string().nullable(), http: z.string().nullable() }).nullable().openapi({
    description:
      'Per method: why it did not prove control; null when it did or was not looked up. null when nothing was looked up.',
  }),
  domain: domainSchema,
});

const verifyBody = z
  .strictObject({
    method: z
      .enum(['dns', 'http'])
      .optional()
      .openapi({ description: 'Look up only this proof; both when left out. The body may be left out too.' }),
  })
  .openapi('DomainVerify', { example: {} });

const hostParam = {
  host: z
    .string()
    .max(300)
    .openapi({ param: { name: 'host', in: 'path' }, example: 'dillikirana.localhost' }),
};

function view(d: DomainRecord): DomainView {
  const expiresAt = claimExpiresAt(d);
  return {
    host: d.host,
    status: d.status,
    token: d.token,
    createdAt: d.createdAt,
    verifiedAt: d.verifiedAt,
    expiresAt,
    instructions: d.status === 'pending' ? proofInstructions(d.host, d.token, expiresAt) : null,
  };
}

const views = async (c: Context<AppEnv>, storeId: string) => (await listDomains(c.env.DB, storeId)).map(view);

/** Custom domains (add, prove, remove) and the stats read. */
export function registerDomainRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/domains',
      tag: 'Domains',
      summary: 'List custom domains',
      description:
        'Each domain with its status (only verified ones serve the shop), its proof token and, while pending, when the claim expires and how to prove control. A shop has a few: one page, `next_cursor` always null.',
      ok: domainsReply,
    },
    async (c, { storeId }) => ownerReply(c, { domains: await views(c, storeId), next_cursor: null }),
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/domains',
      tag: 'Domains',
      summary: 'Claim a custom domain',
      description: `A hostname (no scheme, port or path; punycode for international names) is claimed \`pending\`: it serves nothing until the owner proves control of it (a DNS TXT record or a token file, see \`domain.instructions\`) and calls POST /domains/{host}/verify. A verified hostname belongs to one shop only; a pending claim blocks other shops for ${PENDING_DAYS} days, after which another shop may claim the hostname. At most ${MAX_DOMAINS_PER_SHOP} a shop. Claiming one the shop already has changes nothing (200).`,
      body: domainBody,
      ok: domainReply,
      okStatus: 201,
      failures: {
        409: `Another shop has this hostname (verified, or claimed less than ${PENDING_DAYS} days ago), or the shop has the most domains allowed.`,
      },
    },
    async (c, { storeId, body }) => {
      const done = await claimDomain(c.env, storeId, body.host);
      if (!done.ok) return refuseOwner(c, storeId, done.status as 400, done);
      const reply = { domain: view(done.value.domain), domains: await views(c, storeId) };
      return done.value.created ? c.json({ status: 1, ...reply }, 201) : ownerReply(c, reply);
    },
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/domains/{host}/verify',
      tag: 'Domains',
      summary: 'Prove control of a custom domain',
      description:
        "Looks up the proofs now (both, or the one named in the optional body): the DNS TXT record `_storefront.{host}` (over DNS-over-HTTPS) and `http://{host}/.well-known/storefront-verification.txt`. Either holding the domain's token verifies it, and the shop is served there at once. Otherwise the domain stays pending and `reason` says what was found. A verified domain answers verified without a lookup.",
      params: hostParam,
      body: verifyBody,
      ok: verifyReply,
    },
    async (c, { storeId, params, body }) => {
      const done = await verifyDomain(c.env, storeId, params.host, body?.method);
      if (!done.ok) return refuseOwner(c, storeId, done.status as 404, done);
      const { says, ...proof } = done.value;
      const lang = says ? await ownerLanguageOf(c, storeId) : 'en';
      if (says && lang !== 'en') {
        // a pending domain: what each method found, in the caller's language
        proof.reason = speak(lang, says.reason);
        proof.checks = { dns: says.dns && speak(lang, says.dns), http: says.http && speak(lang, says.http) };
      }
      return ownerReply(c, { ...proof, domain: view(proof.domain) });
    },
  );

  ownerRoute(
    app,
    {
      method: 'delete',
      path: '/domains/{host}',
      tag: 'Domains',
      summary: 'Remove a custom domain',
      params: hostParam,
      ok: domainsReply,
    },
    async (c, { storeId, params }) => {
      const done = await dropDomain(c.env, storeId, params.host);
      if (!done.ok) return refuseOwner(c, storeId, done.status as 404, done);
      return ownerReply(c, { domains: await views(c, storeId) });
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/stats',
      tag: 'Stats',
      summary: 'Read store stats',
      description:
        "STORE_VIEWS (the spec's STORE_STATS MAIN record: one per visit), SHARED_VIEWS (views of item links shared with ref=item_sharing), the ten most viewed shared items, and AGENT_REQUESTS: requests from AI agents and other machine readers over the last 30 days (IST), per surface (markdown: pages asked for with Accept: text/markdown; llms: llms.txt; feeds: the product feeds; mcp: the MCP server), in total and per day, newest first.",
      ok: okSchema('StatsReply', {
        stats: z
          .object({
            STORE_VIEWS: z.number().int(),
            SHARED_VIEWS: z.number().int(),
            TOP_SHARED_ITEMS: z.array(z.object({ itemId: z.string(), views: z.number().int() })),
            AGENT_REQUESTS: z
              .object({
                total: agentCounts,
                days: z.array(agentCounts.extend({ day: z.string() })),
              })
              .openapi('AgentRequests'),
          })
          .openapi('StoreStats'),
      }),
    },
    async (c, { storeId }) => ownerReply(c, { stats: await readStoreStats(shopOf(c, storeId)) }),
  );
}
