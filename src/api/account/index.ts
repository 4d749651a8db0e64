import { Hono } from 'hono';
import { addressesApi } from './addresses';
import { requireAccount, type AccountEnv } from './context';
import { dataRightsApi } from './data-rights';
import { feedbackApi } from './feedback';
import { ledgersApi } from './ledgers';
import { resellerApi } from './reseller';
import { wishlistApi, wishlistStatusApi } from './wishlist';

/**
 * /api/v2/account/*: the signed-in shopper's data in the shop of the storeID header. Replies follow
 * DESIGN 6: status 1 on success; status 0 with `rsn` (and `code`, `field`; `errors` per field on 400)
 * otherwise: 400 invalid input, 401 not signed in, 404 unknown or not this shopper's (or another shop's),
 * 409 refused by a limit or state. Personal replies are `Cache-Control: private, no-store`.
 */
export const accountApi = new Hono<AccountEnv>();

accountApi.route('/wishlist/status', wishlistStatusApi);
accountApi.use('*', requireAccount);
accountApi.route('/addresses', addressesApi);
accountApi.route('/wishlist', wishlistApi);
accountApi.route('/reseller', resellerApi);
accountApi.route('/', ledgersApi);
accountApi.route('/', feedbackApi);
accountApi.route('/', dataRightsApi);
