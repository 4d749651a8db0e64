import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../middleware/app-env';
import { isLiveTenant, type LiveTenant } from '../data/shop/tenant-loader';
import { shopOfRequest, shopOf } from '../middleware/shop-context';
import { shopRefusal, UNREACHABLE_SHOP } from '../domain/store-health';
import { loadHomeSections } from '../data/shop/catalogue';
import { recordStoreError } from '../data/platform/error-records';
import { buildWebManifest } from '../domain/manifest';
import { fail, ok } from '../core/reply';
import { shopOfHeader } from './store-header';
import { membersOnlyRefusal } from '../middleware/members-only-api';
import { readJsonObject } from '../core/json-body';
import type { ShopData } from '../data/shop/shop-data';

const bodySchema = z.object({ host: z.string().max(253).optional() }).passthrough();

async function readBody(c: { req: { text(): Promise<string> } }): Promise<{ ok: boolean }> {
  return { ok: bodySchema.safeParse(await readJsonObject(c.req)).success };
}

export const storeDetailsApi = new Hono<AppEnv>();

/** POST /api/v2/getStoreDetails/v2: the spec's store response. */
storeDetailsApi.post('/v2/getStoreDetails/v2', async (c) => {
  const id = shopOfHeader(c);
  if (!(await readBody(c)).ok)
    return fail(c, 400, 'The request body must be JSON like {"host": "…"}.', 'BAD_BODY', 'host');
  const tenant = await shopOfRequest(c, id.storeId);
  // the one ladder's words, plus the spec's error record and, for a failed lookup, its `response`
  // a found shop always has its settings (loadTenant); one without them is answered as a failed lookup
  const refused = shopRefusal(tenant.health, { refuseReported: false });
  if (refused || !isLiveTenant(tenant)) {
    const refusal = refused ?? UNREACHABLE_SHOP;
    const kind = tenant.health === 'invalid' ? 'invalid-store' : 'server-error';
    c.executionCtx.waitUntil(
      recordStoreError(c.env.DB, id.storeId, [
        { kind, message: kind === 'invalid-store' ? 'store not found' : (tenant.error ?? ''), path: c.req.path },
      ]),
    );
    const extra = tenant.health === 'server-error' ? { response: tenant.error ?? 'store lookup failed' } : {};
    return c.json(
      { status: 0, rsn: refusal.rsn, code: refusal.code, ...(refusal.field ? { field: refusal.field } : {}), ...extra },
      refusal.http,
    );
  }
  // A members-only shop's categories, items and prices are for signed-in shoppers. No island reads this call
  // (the login page is rendered on the server), so an anonymous caller gets the 401 rather than a public shell;
  // the shop's name, text and colours stay public through getWebExtraMeta.
  const membersOnly = membersOnlyRefusal(c, tenant);
  if (membersOnly) return membersOnly;
  return ok(c, await storeResponse(shopOf(c, tenant.storeId), tenant));
});

/**
 * POST /api/v2/{name}: the generic helper. getWebExtraMeta answers the shop's public shell only (name, text,
 * image, colour, search ids): no categories, items or prices, so it stays open on members-only shops too.
 */
storeDetailsApi.post('/v2/:name', async (c) => {
  const name = c.req.param('name');
  if (name !== 'getWebExtraMeta') return fail(c, 404, `There is no call named ${name.slice(0, 40)}.`, 'UNKNOWN_CALL');
  const id = shopOfHeader(c);
  const tenant = await shopOfRequest(c, id.storeId);
  if (!tenant.store) return fail(c, tenant.health === 'invalid' ? 404 : 503, 'Meta fetch fail', 'META_FAILED');
  const s = tenant.store;
  return ok(c, {
    meta: {
      title: s.STORE_NAME,
      description: s.STORE_DESC,
      image: s.STORE_IMAGE,
      themeColor: s.THEME_ID_v2 === 'berlin' ? '#000000' : s.DEFAULT_COLOR,
      canonicalHost: tenant.customDomain,
      gSearchPropertyID: s.PIXELS.G_SEARCH?.gSearchPropertyID ?? null,
      gMerchantID: s.PIXELS.G_MERCHANT?.gMerchantID ?? null,
    },
  });
});

async function storeResponse(shop: ShopData, tenant: LiveTenant) {
  const store = tenant.store;
  const reported = tenant.health === 'reported';
  const sections = reported ? [] : await loadHomeSections(shop, tenant.categories);
  const items = sections.flatMap((s) => s.items);
  return {
    STORE_DATA: { ...store, PLUGINS: tenant.plugins, CUSTOM_DOMAIN: tenant.customDomain },
    HOME_DATA: sections.map((s) => ({ ...s.category, items: s.items })),
    ALL_CAT: reported ? [] : tenant.categories,
    WORKING_HOURS: store.WORKING_HOURS,
    RANDOM_ITEM: items.length ? items[Math.floor(Math.random() * items.length)] : null,
    manifest: buildWebManifest(store),
    DEACTIVATED_CATALOGS: tenant.deactivatedCategoryIds,
    response: reported ? 'REPORTED' : 'OK',
  };
}
