import { Hono } from 'hono';
import { z } from 'zod';
import { customerUdhaarLimit, findCustomer, saveDisplayName } from '../../data/shop/account-customers';
import { pageMyOrders } from '../../data/shop/account-orders';
import { loadRewards } from '../../data/shop/account-rewards';
import { pageWalletEntries, walletBalances } from '../../data/shop/account-wallet';
import { accountPageAsk, type AccountPageAsk } from '../../domain/account/list-paging';
import type { Context } from 'hono';
import { customerWalletOptions, isKindEnabled, udhaarAvailable, type WalletKind } from '../../domain/account/wallet';
import { ok } from '../../core/reply';
import { notFound, validBody, type AccountEnv } from './context';
import { shopOf } from '../../middleware/shop-context';
import type { Ok } from '../../core/result';

/** Read-only personal data: profile, orders, wallet/udhaar ledgers, rewards (credits come from checkout and the owner). */
export const ledgersApi = new Hono<AccountEnv>();

const profileSchema = z.object({
  NAME: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(2, 'Please enter your name.')
    .max(60, 'Please keep the name under 60 characters.'),
});

/** `cursor` and `limit` of a list call, or its 400 reply (nothing read). */
function pageAsk(c: Context, defaultLimit: number): Extract<AccountPageAsk, Ok> | { reply: Response } {
  const ask = accountPageAsk({ cursor: c.req.query('cursor'), limit: c.req.query('limit') }, defaultLimit);
  if (ask.ok) return ask;
  return {
    reply: c.json(
      { status: 0, rsn: ask.rsn, code: 'BAD_INPUT', field: ask.field, errors: { [ask.field]: ask.rsn } },
      400,
    ),
  };
}

/** GET /profile: who is signed in, and their name in this shop. */
ledgersApi.get('/profile', async (c) => {
  const { storeId, user } = c.get('account');
  const customer = await findCustomer(shopOf(c, storeId), user.uid);
  return ok(c, {
    user: { uid: user.uid, displayName: customer?.name || user.name, phone: user.phone, email: user.email },
  });
});

/** PUT /profile {NAME}: the name this shop sees (questions, reviews, orders). */
ledgersApi.put('/profile', async (c) => {
  const { storeId, user } = c.get('account');
  const body = await validBody(c, profileSchema);
  if ('reply' in body) return body.reply;
  await saveDisplayName(shopOf(c, storeId), user, body.data.NAME, Date.now());
  return ok(c, { msg: 'Name saved', user: { uid: user.uid, displayName: body.data.NAME } });
});

/** GET /orders[?cursor=&limit=]: this shopper's orders in this shop, newest first, 50 a page (limit up to 200); next_cursor asks for older ones (null at the end). */
ledgersApi.get('/orders', async (c) => {
  const { storeId, user } = c.get('account');
  const ask = pageAsk(c, 50);
  if ('reply' in ask) return ask.reply;
  const page = await pageMyOrders(shopOf(c, storeId), user.uid, ask.limit, ask.after);
  return ok(c, { orders: page.rows, next_cursor: page.next_cursor });
});

/** GET /wallet: which ledgers the shop allows, the balances and the udhaar limit. */
ledgersApi.get('/wallet', async (c) => {
  const { storeId, user, tenant } = c.get('account');
  const options = customerWalletOptions(
    tenant.store.CART_RULES.WALLET_CONFIG,
    await customerUdhaarLimit(shopOf(c, storeId), user.uid),
  );
  if (!options.wallet && !options.udhaar) return notFound(c, 'wallet (this shop has none)');
  const balances = await walletBalances(shopOf(c, storeId), user.uid);
  return ok(c, {
    wallet: options.wallet ? { balance: balances.wallet } : null,
    udhaar: options.udhaar
      ? {
          owed: balances.udhaar,
          limit: options.udhaarLimit,
          available: udhaarAvailable(options.udhaarLimit, balances.udhaar),
        }
      : null,
  });
});

/** GET /wallet/{wallet|udhaar}[?cursor=&limit=]: that ledger's balance and entries (credits, debits, refunds), 100 a page, with next_cursor. */
ledgersApi.get('/wallet/:kind', async (c) => {
  const { storeId, user, tenant } = c.get('account');
  const kind = c.req.param('kind') as WalletKind;
  const options = customerWalletOptions(
    tenant.store.CART_RULES.WALLET_CONFIG,
    await customerUdhaarLimit(shopOf(c, storeId), user.uid),
  );
  if ((kind !== 'wallet' && kind !== 'udhaar') || !isKindEnabled(options, kind)) return notFound(c, 'ledger');
  const ask = pageAsk(c, 100);
  if ('reply' in ask) return ask.reply;
  const [balances, page] = await Promise.all([
    walletBalances(shopOf(c, storeId), user.uid),
    pageWalletEntries(shopOf(c, storeId), user.uid, kind, ask.limit, ask.after),
  ]);
  return ok(c, {
    kind,
    balance: balances[kind],
    ...(kind === 'udhaar' ? { limit: options.udhaarLimit } : {}),
    entries: page.rows,
    next_cursor: page.next_cursor,
  });
});

/** GET /rewards[?cursor=&limit=]: points balance, earned, spent and entries, 100 a page, with next_cursor. */
ledgersApi.get('/rewards', async (c) => {
  const { storeId, user } = c.get('account');
  const ask = pageAsk(c, 100);
  if ('reply' in ask) return ask.reply;
  return ok(c, await loadRewards(shopOf(c, storeId), user.uid, ask.limit, ask.after));
});
