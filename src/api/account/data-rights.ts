import { Hono } from 'hono';
import { accountDataFile, DATA_FILE_HEADERS, deleteAccount } from '../../app/account/data-rights';
import { forfeitOf } from '../../domain/account/data-rights';
import { bagUnitsCookieName, cartCookieName } from '../../domain/cart/session';
import { SESSION_COOKIE } from '../../data/platform/sessions';
import { clearCookie } from '../../core/cookies';
import { fail, ok } from '../../core/reply';
import { replyLanguageOf } from '../../middleware/language';
import { shopOf } from '../../middleware/shop-context';
import { endSessionPasses } from '../../middleware/auth';
import { speak } from '../../render/i18n';
import type { AccountEnv } from './context';

/** The shopper's data rights (DPDP Act 2023): GET /data downloads everything, DELETE / erases the account here. */
export const dataRightsApi = new Hono<AccountEnv>();

/** GET /data: the shopper's data in this shop as one JSON file, streamed page by page. */
dataRightsApi.get('/data', (c) => {
  const { storeId, user, tenant } = c.get('account');
  const file = accountDataFile(shopOf(c, storeId), user, tenant.store.STORE_NAME, Date.now());
  return new Response(file.body, { headers: DATA_FILE_HEADERS(file.filename) });
});

/**
 * DELETE /[?forfeit_wallet=<paise>]: erases the account in this shop. 409 with `code` while an order is in
 * progress, udhaar is owed, or the wallet holds a balance other than the confirmed `forfeit_wallet` (the reply
 * names the balance as `wallet_balance`). On success the session cookie and this shop's bag cookies are cleared.
 */
dataRightsApi.delete('/', async (c) => {
  const { storeId, user, tenant } = c.get('account');
  const forfeit = forfeitOf(c.req.query('forfeit_wallet'));
  if (forfeit === undefined) {
    const rsn = 'forfeit_wallet: give the wallet balance you give up in paise, as a whole number.';
    return c.json({ status: 0, rsn, code: 'BAD_INPUT', field: 'forfeit_wallet', errors: { forfeit_wallet: rsn } }, 400);
  }
  const done = await deleteAccount(shopOf(c, storeId), c.env.DB, user.uid, forfeit, Date.now());
  if (!done.ok) {
    const rsn = speak(replyLanguageOf(c, tenant.store), done.say);
    if (done.code !== 'WALLET_NOT_CONFIRMED') return fail(c, 409, rsn, done.code);
    return c.json(
      { status: 0, rsn, code: done.code, field: 'forfeit_wallet', wallet_balance: done.walletBalance },
      409,
    );
  }
  clearCookie(c, SESSION_COOKIE);
  endSessionPasses(c, user.uid);
  clearCookie(c, cartCookieName(storeId));
  clearCookie(c, bagUnitsCookieName(storeId));
  return ok(c, { msg: 'Your account is deleted', forfeited: done.forfeited, changed: done.changed });
});
