import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { fail } from '../core/reply';
import { log } from '../core/log';
import { demoKeysAllowed } from '../domain/dev-access';
import { checkHistoryRequest, checkHistoryShoppers, planHistory } from '../domain/orders/history-plan';
import { isOrderId } from '../domain/orders/order-id';
import { findShop } from '../data/platform/directory';
import { copyOrderIntoPast } from '../data/shop/order-history';
import { shopOf } from '../middleware/shop-context';
import type { PlatformApp } from './platform-app';

/**
 * `POST /platform/api/shops/{id}/history` (development only, docs/platform-api.md): gives a demo shop a past, copies of
 * one of its real orders spread back over days, so the console, the reports and the journeys can be tried on a shop a
 * year old. Anywhere but a development Worker on a loopback host it does not exist (404).
 */
export function registerHistoryRoutes(app: PlatformApp): void {
  app.post('/shops/:id/history', (c) => giveShopAPast(c));
}

async function giveShopAPast(c: Context<AppEnv>): Promise<Response> {
  if (!demoKeysAllowed(c.env.ENVIRONMENT, new URL(c.req.url).hostname)) {
    return fail(c, 404, 'There is no such operator API call. See /platform/api/openapi.json.', 'NOT_FOUND');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return fail(c, 400, 'The body is not valid JSON.', 'INVALID_JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail(c, 400, 'Send an object: { order_id, days, per_day, shoppers? }.', 'INVALID_JSON');
  const orderId = (body as Record<string, unknown>).order_id;
  if (!isOrderId(orderId))
    return fail(c, 400, "order_id: one of the shop's order numbers, e.g. 261128-K7Q2MX.", 'INVALID_FIELD', 'order_id');
  const request = checkHistoryRequest(body);
  if (!request.ok) return fail(c, 400, request.rsn, 'INVALID_FIELD', request.field);
  const shoppers = checkHistoryShoppers((body as Record<string, unknown>).shoppers);
  if (!shoppers.ok) return fail(c, 400, shoppers.rsn, 'INVALID_FIELD', shoppers.field);

  const storeId = c.req.param('id') ?? '';
  if (!(await findShop(c.env.DB, storeId))) return fail(c, 404, 'There is no such shop.', 'NOT_FOUND');
  const shop = shopOf(c, storeId);
  const template = await shop.db
    .prepare(
      "SELECT json_extract(address, '$.PHONE') AS phone, json_extract(address, '$.NAME') AS name FROM orders WHERE id = ?",
    )
    .bind(orderId)
    .first<{ phone: string; name: string }>();
  if (!template) return fail(c, 404, 'The shop has no order with this number.', 'NOT_FOUND', 'order_id');
  const past = planHistory(
    Date.now(),
    request.request,
    shoppers.shoppers ?? [{ phone: String(template.phone), name: String(template.name) }],
  );
  const written = await copyOrderIntoPast(shop, orderId, past);
  log('info', 'platform change', { requestId: c.get('requestId'), storeId, what: 'history given', orders: written });
  return c.json(
    { status: 1, orders: written, from: past[0]?.createdAt ?? null, to: past.at(-1)?.createdAt ?? null },
    201,
  );
}
