/**
 * GET /api/v2/delivery-check?pin=110024 (storeID header): whether the shop delivers to a PIN code, for the
 * item page's "Delivers to …?" box and checkout. `{status: 1, pin, delivers, msg}`; a malformed PIN is 400.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { fail, ok } from '../core/reply';
import { checkPincode, deliveryAnswer, deliversTo } from '../domain/orders/delivery-area';
import { liveShopOfRequest } from '../middleware/shop-context';
import { shopOfHeader } from './store-header';

export const deliveryApi = new Hono<AppEnv>();

deliveryApi.get('/v2/delivery-check', async (c) => {
  const tenant = await liveShopOfRequest(c, shopOfHeader(c).storeId, { refuseReported: false });
  const pin = checkPincode(c.req.query('pin'));
  if (!pin.ok) return fail(c, 400, pin.rsn, pin.code, 'pin');
  const delivers = deliversTo(pin.pin, tenant.store.CART_RULES.SERVICEABLE_PINCODES);
  c.header('Cache-Control', 'private, max-age=300');
  return ok(c, { pin: pin.pin, delivers, msg: deliveryAnswer(pin.pin, delivers, tenant.store.STORE_NAME) });
});
