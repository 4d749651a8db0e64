/**
 * POST /api/v2/payments/webhook/{provider}: a UPI payment provider tells us an order was paid.
 *
 * The body is JSON `{store_id, order_id, amount (paise), status: 'SUCCESS' | 'FAILED', utr?}`, signed with the
 * provider's shared secret: header `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. Secrets are
 * the operator's, one per provider, in the PAYMENT_WEBHOOK_SECRETS binding (JSON `{"provider": "secret"}`).
 * A verified SUCCESS for the order's exact total confirms it (-> PLACED, as `system`); a repeat answers
 * `duplicate: true`; FAILED is noted and changes nothing. Bad signature 401, unknown provider 404, anything
 * that does not match the order 409: nothing changes.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../middleware/app-env';
import { fail, ok } from '../core/reply';
import { verifyHmacSha256 } from '../core/hmac';
import { log } from '../core/log';
import { findOrder } from '../data/shop/orders';
import { isValidStoreId } from '../domain/tenant';
import { isOrderId } from '../domain/orders/order-id';
import { isUnpaid } from '../domain/orders/status';
import { confirmUpiPayment } from '../app/orders/upi';
import { liveShopOfRequest, shopOf } from '../middleware/shop-context';

const payloadSchema = z.object({
  store_id: z.string().max(64),
  order_id: z.string().max(40),
  amount: z.number().int().nonnegative(),
  status: z.enum(['SUCCESS', 'FAILED']),
  utr: z
    .string()
    .regex(/^\d{12}$/)
    .optional(),
});

function providerSecret(secrets: string | undefined, provider: string): string | null {
  if (!secrets || !/^[a-z0-9-]{1,32}$/.test(provider)) return null;
  try {
    const all = JSON.parse(secrets) as Record<string, unknown>;
    const secret = Object.hasOwn(all, provider) ? all[provider] : null;
    return typeof secret === 'string' && secret.length >= 16 ? secret : null;
  } catch {
    return null;
  }
}

export const paymentWebhookApi = new Hono<AppEnv>();

paymentWebhookApi.post('/v2/payments/webhook/:provider', async (c) => {
  const provider = c.req.param('provider');
  const secret = providerSecret(c.env.PAYMENT_WEBHOOK_SECRETS, provider);
  if (!secret) return fail(c, 404, 'There is no such payment provider.', 'UNKNOWN_PROVIDER');
  const raw = await c.req.text();
  const signature = /^sha256=([0-9a-f]{64})$/i.exec(c.req.header('X-Webhook-Signature') ?? '')?.[1];
  if (!signature || !(await verifyHmacSha256(secret, raw, signature))) {
    log('warn', 'payment webhook with a bad signature', { requestId: c.get('requestId'), provider });
    return fail(c, 401, 'The signature does not match the body.', 'BAD_SIGNATURE');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail(c, 400, 'The body must be valid JSON.', 'BAD_JSON', 'body');
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success)
    return fail(
      c,
      400,
      'The body must be {store_id, order_id, amount, status, utr?}.',
      'BAD_INPUT',
      String(parsed.error.issues[0]?.path[0] ?? 'body'),
    );
  const p = parsed.data;
  if (!isValidStoreId(p.store_id) || !isOrderId(p.order_id))
    return fail(c, 404, 'There is no such order.', 'NOT_FOUND');
  await liveShopOfRequest(c, p.store_id, { refuseReported: false });
  const order = await findOrder(shopOf(c, p.store_id), p.order_id);
  if (!order || order.payment_method !== 'UPI') return fail(c, 404, 'There is no such UPI order.', 'NOT_FOUND');
  if (p.status === 'FAILED')
    return ok(c, { msg: 'Noted: the payment failed. The order still waits for payment.', order_status: order.status });
  if (!isUnpaid(order.status))
    return ok(c, { msg: 'This order was already confirmed.', order_status: order.status, duplicate: true });
  if (p.amount !== order.total)
    return fail(
      c,
      409,
      `The amount paid (${p.amount} paise) is not the order's total (${order.total} paise).`,
      'AMOUNT_MISMATCH',
      'amount',
    );
  const moved = await confirmUpiPayment(shopOf(c, p.store_id), {
    orderId: p.order_id,
    received: true,
    actor: 'system',
    note: `Paid by UPI${p.utr ? ` (reference ${p.utr})` : ''}, confirmed by ${provider}.`,
  });
  if (!moved.ok) return fail(c, moved.http, moved.rsn, moved.code);
  log('info', 'payment confirmed by webhook', {
    requestId: c.get('requestId'),
    provider,
    storeId: p.store_id,
    orderId: p.order_id,
  });
  return ok(c, { msg: 'Payment confirmed.', order_status: moved.order.status });
});
