/**
 * One incoming `POST /ondc/{action}`, checked in the order that costs least: action, size, signature (401),
 * envelope, staleness, callback address, provider, replay. An accepted request's on_{action} is written to the
 * outbox before the ACK is answered, so it is never lost.
 */
import { ok, type Ok } from '../core/result';
import type { Bindings } from '../env';
import { ALLOWED_CLOCK_SKEW_SECONDS } from '../domain/ondc/signature';
import {
  checkEnvelope,
  callbackUrl,
  isOndcAction,
  NACK_CODES,
  nacked,
  staleness,
  type Nack,
  type Nacked,
  type OndcContext,
} from '../domain/ondc/protocol';
import { callbackBody, type BuiltAnswer } from '../domain/ondc/callbacks';
import { isCallbackUrl } from '../domain/ondc/participant';
import { nodeIdentity } from './config';
import { senderPublicKey } from './participants';
import { verifyAuthorizationHeader } from './signing';
import { recordFirstSight } from './messages';
import { enqueueCallback } from './outbox';

export const MAX_REQUEST_BYTES = 256 * 1024;

export type Received = Ok<{ context: OndcContext; outboxId: number }> | Nacked;

function nack(httpStatus: Nack['httpStatus'], type: Nack['type'], code: Nack['code'], message: string): Nacked {
  return nacked({ httpStatus, type, code, message });
}

export interface ReceiveOptions {
  env: Bindings;
  action: string;
  rawBody: string;
  authorization: string | null | undefined;
  /** this node's callback address, `{origin}/ondc` */
  nodeUrl: string;
  nowMs: number;
  /** whether a provider (shop) id names a shop that can sell on the network */
  providerExists: (providerId: string) => Promise<boolean>;
  /** the on_{action} message for an accepted request (null: the placeholder of domain/ondc/callbacks.ts) */
  answer?: (
    context: OndcContext,
    message: Record<string, unknown>,
    node: { subscriberId: string; subscriberUrl: string },
  ) => Promise<BuiltAnswer | null>;
}

function providerId(message: Record<string, unknown>): unknown {
  const order = message.order;
  if (typeof order !== 'object' || order === null) return undefined;
  const provider = (order as Record<string, unknown>).provider;
  if (typeof provider !== 'object' || provider === null) return undefined;
  return (provider as Record<string, unknown>).id;
}

export async function receiveRequest(o: ReceiveOptions): Promise<Received> {
  if (!isOndcAction(o.action))
    return nack(
      404,
      'CONTEXT-ERROR',
      NACK_CODES.invalidRequest,
      `This node does not answer "${o.action.slice(0, 40)}".`,
    );
  if (o.rawBody.length > MAX_REQUEST_BYTES)
    return nack(413, 'JSON-SCHEMA-ERROR', NACK_CODES.invalidRequest, 'The request is larger than 256 KB.');
  const node = await nodeIdentity(o.env);
  const verified = await verifyAuthorizationHeader({
    header: o.authorization,
    body: o.rawBody,
    nowSeconds: Math.floor(o.nowMs / 1000),
    lookupPublicKey: (subscriberId, uniqueKeyId) => senderPublicKey(o.env, subscriberId, uniqueKeyId, o.nowMs),
  });
  if (!verified.ok) return nack(401, 'POLICY-ERROR', NACK_CODES.invalidSignature, verified.rsn);
  let body: unknown;
  try {
    body = JSON.parse(o.rawBody);
  } catch {
    return nack(400, 'JSON-SCHEMA-ERROR', NACK_CODES.invalidRequest, 'The body is not valid JSON.');
  }
  const envelope = checkEnvelope(o.action, body, node.subscriberId);
  if (!envelope.ok) return envelope;
  const { context, message } = envelope;
  if (context.bap_id !== verified.subscriberId) {
    return nack(
      401,
      'POLICY-ERROR',
      NACK_CODES.invalidSignature,
      'The request is signed by another participant than context.bap_id.',
    );
  }
  const stale = staleness(context, o.nowMs, ALLOWED_CLOCK_SKEW_SECONDS);
  if (stale) return nacked(stale);
  if (!isCallbackUrl(context.bap_uri, o.env.ENVIRONMENT === 'development')) {
    return nack(400, 'CONTEXT-ERROR', NACK_CODES.invalidRequest, 'context.bap_uri must be an https URL.');
  }
  const provider = providerId(message);
  if (
    provider !== undefined &&
    (typeof provider !== 'string' || provider.length > 64 || !(await o.providerExists(provider)))
  ) {
    return nack(
      404,
      'DOMAIN-ERROR',
      NACK_CODES.providerNotFound,
      'message.order.provider.id is not a shop on this node.',
    );
  }
  const first = await recordFirstSight(
    o.env.DB,
    { bapId: context.bap_id, action: context.action, messageId: context.message_id },
    o.nowMs,
  );
  if (!first)
    return nack(
      409,
      'CONTEXT-ERROR',
      NACK_CODES.staleRequest,
      `message_id "${context.message_id}" was already received: a replay.`,
    );
  const address = { subscriberId: node.subscriberId, subscriberUrl: o.nodeUrl };
  const built = o.answer ? await o.answer(context, message, address) : null;
  if (built?.noCallback) return ok({ context, outboxId: 0 });
  const answer = callbackBody(context, address, new Date(o.nowMs).toISOString(), built);
  const outboxId = await enqueueCallback(
    o.env.DB,
    callbackUrl(context.bap_uri, context.action),
    JSON.stringify(answer),
    o.nowMs,
  );
  return ok({ context, outboxId });
}
