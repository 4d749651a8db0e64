import { Hono } from 'hono';
import {
  applyForReseller,
  findReseller,
  findResellerTransaction,
  listResellerTransactions,
} from '../../data/shop/account-reseller';
import { referralLink, resellerApplicationSchema, summariseEarnings } from '../../domain/account/reseller';
import { fail, ok } from '../../core/reply';
import { isRecordId, notFound, validBody, type AccountEnv } from './context';
import { shopOf } from '../../middleware/shop-context';

/**
 * /api/v2/account/reseller: GET the application (null when none) and, once APPROVED, the referral link,
 * earnings and transactions; POST /apply {NAME, PHONE, CITY, BUSINESS_NAME?, ABOUT?} applies (PENDING until
 * the owner approves; 409 when pending or approved already); GET /transactions/{id} one transaction.
 */
export const resellerApi = new Hono<AccountEnv>();

resellerApi.get('/', async (c) => {
  const { storeId, user } = c.get('account');
  const reseller = await findReseller(shopOf(c, storeId), user.uid);
  if (!reseller || reseller.status !== 'APPROVED') return ok(c, { reseller });
  const transactions = await listResellerTransactions(shopOf(c, storeId), user.uid);
  const origin = new URL(c.req.url).origin;
  return ok(c, {
    reseller,
    referral_link: referralLink(origin, storeId, reseller.referral_code),
    earnings: summariseEarnings(transactions),
    transactions,
  });
});

resellerApi.post('/apply', async (c) => {
  const { storeId, user } = c.get('account');
  const body = await validBody(c, resellerApplicationSchema);
  if ('reply' in body) return body.reply;
  const out = await applyForReseller(shopOf(c, storeId), user.uid, body.data, Date.now());
  if (out === 'EXISTS')
    return fail(c, 409, 'You have already applied. The shop owner will review your application.', 'ALREADY_APPLIED');
  return ok(c, { msg: 'Application sent. The shop owner will review it.', reseller: out });
});

resellerApi.get('/transactions/:id', async (c) => {
  const { storeId, user } = c.get('account');
  const id = c.req.param('id');
  const tx = isRecordId(id) ? await findResellerTransaction(shopOf(c, storeId), user.uid, id) : null;
  return tx ? ok(c, { transaction: tx }) : notFound(c, 'transaction');
});
