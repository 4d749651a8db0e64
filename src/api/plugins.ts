import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../middleware/app-env';
import { readJsonObject } from '../core/json-body';
import { readCustomScript } from '../data/shop/custom-scripts';
import { isValidStoreId } from '../domain/tenant';
import {
  CAMPAIGN_COOKIE_SECONDS,
  campaignCookieValue,
  campaignDayStart,
  campaignToReport,
  isTrackingOn,
  MAX_CAMPAIGNS_PER_SHOP,
  MAX_NEW_CAMPAIGNS_PER_DAY,
} from '../domain/plugins/tracking';
import { isCleanText } from '../domain/shop-fields';
import { isValidSubscription, MAX_OFFER_ALERT_SUBSCRIPTIONS } from '../domain/plugins/push';
import { addressKey, limitReply } from '../middleware/rate-limit';
import { setSafeCookie } from '../core/cookies';
import { log } from '../core/log';
import { fail, ok } from '../core/reply';
import { shopOfHeader } from './store-header';
import { shopOf } from '../middleware/shop-context';
import type { ShopData } from '../data/shop/shop-data';

/** Plugin calls: owner scripts, campaign reports, store views and online presence. */
export const pluginsApi = new Hono<AppEnv>();

async function jsonBody<T extends z.ZodTypeAny>(
  req: { text(): Promise<string> },
  schema: T,
): Promise<z.infer<T> | null> {
  const parsed = schema.safeParse(await readJsonObject(req));
  return parsed.success ? parsed.data : null;
}

/** The two facts these calls need, in one small query (presence runs every 12 s per visitor). */
async function shopFacts(shop: ShopData): Promise<{ name: string; pushOn: boolean } | null> {
  const { db, id: storeId } = shop;
  const row = await db
    .prepare(
      "SELECT s.name, COALESCE(p.enabled, 0) AS push FROM stores s LEFT JOIN plugins p ON p.plugin = 'PUSH' WHERE s.id = ?",
    )
    .bind(storeId)
    .first<{ name: string; push: number }>();
  return row ? { name: row.name, pushOn: row.push === 1 } : null;
}

/** GET /api/v2/plugins/customJS/readScript/{storeId}/{scriptId}: an enabled script's body, as JavaScript. */
pluginsApi.get('/v2/plugins/customJS/readScript/:storeId/:scriptId', async (c) => {
  const { storeId, scriptId } = c.req.param();
  const site = c.get('site');
  const noScript = () => fail(c, 404, 'There is no such script.', 'NOT_FOUND');
  if (!isValidStoreId(storeId) || !isValidStoreId(scriptId) || (site.kind === 'domain' && site.storeId !== storeId))
    return noScript();
  const body = await readCustomScript(shopOf(c, storeId), scriptId);
  if (body === null) return noScript();
  return c.body(body, 200, {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=60',
  });
});

// The name goes into a cookie (URI-encoded): a lone surrogate or a control character is refused, never a 500.
const campaignSchema = z
  .object({
    cmpn_name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine((name) => isCleanText(name)),
  })
  .passthrough();

/** POST /api/v2/plugins/sms/pingForSmsView: counts a campaign visit once per visitor (cookie, 2 days). */
pluginsApi.post('/v2/plugins/sms/pingForSmsView', async (c) => {
  const id = shopOfHeader(c);
  const body = await jsonBody(c.req, campaignSchema);
  if (!body)
    return fail(
      c,
      400,
      'Please send the campaign name (cmpn_name), up to 100 characters of plain text.',
      'BAD_BODY',
      'cmpn_name',
    );
  const cookieName = `${id.storeId}_cmpnId`;
  const name = campaignToReport(body.cmpn_name, getCookie(c, cookieName));
  if (!name) return ok(c, { msg: 'Campaign already counted', counted: false });
  let counted = false;
  try {
    const now = Date.now();
    // a known name is counted; a new one only while the shop has room (MAX_NEW_CAMPAIGNS_PER_DAY, MAX_CAMPAIGNS_PER_SHOP)
    const res = await shopOf(c, id.storeId)
      .db.prepare(
        `INSERT INTO campaign_views (cmpn_name, views, last_at) SELECT ?1, 1, ?2 FROM stores WHERE id = ?3
         AND (EXISTS (SELECT 1 FROM campaign_views WHERE cmpn_name = ?1)
           OR ((SELECT COUNT(*) FROM campaign_views WHERE last_at >= ?4) < ?5
             AND (SELECT COUNT(*) FROM campaign_views) < ?6))
       ON CONFLICT (cmpn_name) DO UPDATE SET views = views + 1, last_at = excluded.last_at`,
      )
      .bind(name, now, id.storeId, campaignDayStart(now), MAX_NEW_CAMPAIGNS_PER_DAY, MAX_CAMPAIGNS_PER_SHOP)
      .run();
    counted = res.meta.changes > 0;
  } catch (err) {
    log('warn', 'campaign not recorded', { storeId: id.storeId, error: String(err) });
  }
  if (!counted) return ok(c, { msg: 'Campaign not counted', counted: false });
  setSafeCookie(c, cookieName, campaignCookieValue(name), CAMPAIGN_COOKIE_SECONDS, { httpOnly: false });
  return ok(c, { msg: 'Campaign counted', counted: true });
});

/** POST /api/v2/stats/view: the store view counter, once per visit (the client keeps the visit flag). */
pluginsApi.post('/v2/stats/view', async (c) => {
  const id = shopOfHeader(c);
  if (!(await shopFacts(shopOf(c, id.storeId)))) return fail(c, 404, 'This shop does not exist.', 'STORE_NOT_FOUND');
  try {
    await c.env.STORE_LIVE.get(c.env.STORE_LIVE.idFromName(id.storeId)).recordView(id.storeId);
  } catch (err) {
    log('warn', 'store view not recorded', { storeId: id.storeId, error: String(err) });
  }
  return ok(c, { msg: 'Visit counted' });
});

const presenceSchema = z.object({
  visitorId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  page: z.string().max(60),
  url: z.string().max(300),
  itemId: z.string().max(64).optional(),
  newVisit: z.boolean().optional(),
});

/** POST /api/v2/stats/presence: one 12 s presence tick of an online visitor. */
pluginsApi.post('/v2/stats/presence', async (c) => {
  const id = shopOfHeader(c);
  const body = await jsonBody(c.req, presenceSchema);
  if (!body) return fail(c, 400, 'The presence update is not valid.', 'BAD_BODY');
  const shop = await shopFacts(shopOf(c, id.storeId));
  if (!shop) return fail(c, 404, 'This shop does not exist.', 'STORE_NOT_FOUND');
  if (!isTrackingOn(shop.name)) return ok(c, { tracking: false });
  try {
    const stub = c.env.STORE_LIVE.get(c.env.STORE_LIVE.idFromName(id.storeId));
    // a signed-in shopper's name and mobile come from their session, never from the request body
    const who = { name: c.get('user')?.name || null, mobile: c.get('user')?.phone || null };
    await stub.presence(id.storeId, { ...body, ...who, userAgent: c.req.header('User-Agent') ?? '' });
  } catch (err) {
    log('warn', 'presence not recorded', { storeId: id.storeId, error: String(err) });
  }
  return ok(c, { tracking: true });
});

/** POST /api/v2/plugins/push/subscribe: keeps a shopper's Web Push subscription for the shop's offer alerts. */
pluginsApi.post('/v2/plugins/push/subscribe', async (c) => {
  const id = shopOfHeader(c);
  const body = await jsonBody(c.req, z.object({ subscription: z.unknown() }));
  if (!body || !isValidSubscription(body.subscription))
    return fail(c, 400, 'That notification subscription is not valid.', 'BAD_SUBSCRIPTION', 'subscription');
  if (!(await shopFacts(shopOf(c, id.storeId)))?.pushOn)
    return fail(c, 404, 'This shop does not send notifications.', 'PUSH_OFF');
  const address = addressKey(c);
  const limited = await limitReply(c, 'offerAlertsPerAddress', address === null ? null : `${id.storeId}:${address}`);
  if (limited) return limited;
  const { endpoint, keys } = body.subscription;
  // one row per endpoint; a new endpoint only while the shop keeps fewer than MAX_OFFER_ALERT_SUBSCRIPTIONS
  const res = await shopOf(c, id.storeId)
    .db.prepare(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at, uid) SELECT ?1, ?2, ?3, ?4, ?6
       WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE endpoint = ?1)
          OR (SELECT COUNT(*) FROM push_subscriptions) < ?5
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, uid = excluded.uid`,
      // the signed-in shopper's uid (null signed out), so deleting their account erases this browser's alerts
    )
    .bind(endpoint, keys.p256dh, keys.auth, Date.now(), MAX_OFFER_ALERT_SUBSCRIPTIONS, c.get('user')?.uid ?? null)
    .run();
  if (!res.meta.changes)
    return fail(c, 409, 'This shop cannot take more offer-alert subscriptions right now.', 'SUBSCRIPTIONS_FULL');
  return ok(c, { msg: 'Offer alerts are on' });
});
