import { Hono } from 'hono';
import { membersOnlyApi } from '../middleware/members-only-api';
import { knownShopApi } from '../middleware/known-shop-api';
import { fairShare } from '../middleware/fair-share';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../middleware/app-env';
import { sameOriginWrites } from '../middleware/same-origin';
import { fail } from '../core/reply';
import { jsonErrorHandler } from '../core/errors';
import { shopRefusal } from '../domain/store-health';
import { refuseBrokenText } from './json-text';
import { storeDetailsApi } from './store-details';
import { paymentWebhookApi } from './payment-webhook';
import { deliveryApi } from './delivery-check';
import { cartApi } from './cart';
import { catalogueApi } from './catalogue';
import { pluginsApi } from './plugins';
import { authApi } from './auth';
import { accountApi } from './account';
import { ordersApi } from './orders';
import { ShopNotProvisioned } from '../data/shop/shop-answer';

/** The JSON API the islands call (the spec's {api}), mounted at /api. */
export const api = new Hono<AppEnv>();

api.use('*', sameOriginWrites);
api.use('*', knownShopApi);
api.use(
  '*',
  bodyLimit({ maxSize: 64 * 1024, onError: (c) => fail(c, 413, 'That request is too large.', 'BODY_TOO_LARGE') }),
);
api.use('*', refuseBrokenText);
for (const path of ['/v2/plugins/cart/*', '/v2/search/*', '/v2/pingShopForView']) api.use(path, membersOnlyApi);
// a few of one shop's bag calls at a time in the isolate; the rest wait their turn (middleware/fair-share)
api.use('/v2/plugins/cart/*', fairShare);
api.route('/v2/auth', authApi);
api.route('/v2/account', accountApi);
api.route('/v2/orders', ordersApi);
api.route('/v2/plugins/cart', cartApi);
api.route('/', catalogueApi);
api.route('/', pluginsApi);
api.route('/', storeDetailsApi);
api.route('/', paymentWebhookApi);
api.route('/', deliveryApi);
// Every other path under /api (any method, any depth, a trailing slash) is answered here, as JSON: a mounted
// app's notFound is never used, and without this the pages router (/:storeId/*) would answer with an HTML page.
api.all('*', (c) => fail(c, 404, 'There is no such call.', 'NOT_FOUND'));

const jsonErrors = jsonErrorHandler('api', 'Something went wrong on our side. Please try again.');
const unknownShop = shopRefusal('invalid', { refuseReported: false })!;
api.onError((err, c) =>
  // a shop id that reached a shop's database without passing the directory
  err instanceof ShopNotProvisioned
    ? fail(c, unknownShop.http, unknownShop.rsn, unknownShop.code, unknownShop.field)
    : jsonErrors(err, c),
);
