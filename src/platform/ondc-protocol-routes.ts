import { Hono } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { log } from '../core/log';
import { findShop } from '../data/platform/directory';
import { ACK_BODY, nackBody } from '../domain/ondc/protocol';
import { receiveRequest } from '../ondc/receive';
import { drainOutbox } from '../ondc/outbox';
import { forgetOldMessages } from '../ondc/messages';
import { answerRequests } from '../ondc/answers';
import { openShop } from '../data/shop/shop-db';
import { answerOrders } from './ondc-orders';

/**
 * The ONDC protocol endpoints, `POST /ondc/{action}` on the platform's own host (docs/ondc.md): an ACK at once
 * (or a NACK with ONDC's error code), and the on_{action} sent to the buyer app afterwards from the outbox.
 */
export const ondcProtocol = new Hono<AppEnv>();

ondcProtocol.post('/:action', async (c) => {
  if (c.get('site').kind === 'domain') {
    return c.json(
      nackBody({
        httpStatus: 404,
        type: 'CONTEXT-ERROR',
        code: '30000',
        message: 'ONDC requests go to the platform host, not a shop domain.',
      }),
      404,
    );
  }
  const declared = Number(c.req.header('Content-Length') ?? 0);
  const rawBody = declared > 256 * 1024 ? 'x'.repeat(256 * 1024 + 1) : await c.req.text();
  const nowMs = Date.now();
  // the catalogue's times are the callback's own instant: a network item may not be newer than its on_search
  const catalogueAnswers = answerRequests(
    c.env,
    (id) => openShop(c.env, id),
    () => nowMs,
  );
  const orderAnswers = answerOrders(c, nowMs);
  const received = await receiveRequest({
    env: c.env,
    action: c.req.param('action'),
    rawBody,
    authorization: c.req.header('Authorization'),
    nodeUrl: `${new URL(c.req.url).origin}/ondc`,
    nowMs,
    providerExists: async (id) => (await findShop(c.env.DB, id))?.status === 'active',
    answer: async (context, message, node) =>
      (await orderAnswers(context, message, node)) ?? (await catalogueAnswers(context, message, node)),
  });
  if (!received.ok) {
    log('info', 'ondc nack', {
      requestId: c.get('requestId'),
      action: c.req.param('action'),
      code: received.nack.code,
      reason: received.nack.message,
    });
    return c.json(nackBody(received.nack), received.nack.httpStatus);
  }
  log('info', 'ondc ack', {
    requestId: c.get('requestId'),
    action: received.context.action,
    transactionId: received.context.transaction_id,
    outboxId: received.outboxId,
  });
  c.executionCtx.waitUntil(
    (async () => {
      await drainOutbox(c.env);
      await forgetOldMessages(c.env.DB, nowMs);
    })().catch((err) => log('error', 'ondc outbox drain failed', { error: String(err) })),
  );
  return c.json(ACK_BODY);
});

ondcProtocol.all('*', (c) =>
  c.json(
    nackBody({
      httpStatus: 404,
      type: 'CONTEXT-ERROR',
      code: '30000',
      message: 'ONDC requests are POST /ondc/{action}.',
    }),
    404,
  ),
);
