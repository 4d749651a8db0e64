/**
 * GET /api/v2/delivery-check?pin=110024 (storeID header): whether the shop delivers to a PIN code, for the
 * item page's "Delivers to …?" box and checkout. `{status: 1, pin, delivers, msg}`; a malformed PIN is 400. `msg` and
 * `rsn` are in the shopper's language (`?lang=`, the `lang` cookie, Accept-Language, else the shop's own).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { fail, ok } from '../core/reply';
import { checkPincode, deliveryAnswerSaid, deliversTo } from '../domain/orders/delivery-area';
import { localStore } from '../domain/i18n/localise';
import { replyLanguageOf } from '../middleware/language';
import { speak } from '../render/i18n';
import { liveShopOfRequest } from '../middleware/shop-context';
import { shopOfHeader } from './store-header';

export const deliveryApi = new Hono<AppEnv>();

deliveryApi.get('/v2/delivery-check', async (c) => {
  const tenant = await liveShopOfRequest(c, shopOfHeader(c).storeId, { refuseReported: false });
  const pin = checkPincode(c.req.query('pin'));
  const lang = replyLanguageOf(c, tenant.store);
  if (!pin.ok) return fail(c, 400, speak(lang, pin.say), pin.code, 'pin');
  const delivers = deliversTo(pin.pin, tenant.store.CART_RULES.SERVICEABLE_PINCODES);
  c.header('Cache-Control', 'private, max-age=300');
  c.header('Vary', 'Accept-Language, Cookie');
  return ok(c, {
    pin: pin.pin,
    delivers,
    msg: speak(lang, deliveryAnswerSaid(pin.pin, delivers, localStore(tenant.store, lang).STORE_NAME)),
  });
});
