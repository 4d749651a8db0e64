/**
 * The Beckn/ONDC request envelope, the pure half: which actions the node answers, the checks on `context`
 * (shape, staleness by timestamp + ttl), and the ACK / NACK bodies with ONDC retail error codes.
 */

import { fail, ok, type Fail, type Ok } from '../../core/result';

export const ONDC_ACTIONS = [
  'search',
  'select',
  'init',
  'confirm',
  'status',
  'track',
  'cancel',
  'update',
  'rating',
  'support',
] as const;
export type OndcAction = (typeof ONDC_ACTIONS)[number];

export function isOndcAction(value: string): value is OndcAction {
  return (ONDC_ACTIONS as readonly string[]).includes(value);
}

/** ONDC retail error codes (seller side) this node answers with. */
export const NACK_CODES = {
  invalidRequest: '30000',
  providerNotFound: '30001',
  itemNotFound: '30004',
  invalidSignature: '30016',
  staleRequest: '30022',
  internal: '31001',
} as const;

export type NackType = 'CONTEXT-ERROR' | 'JSON-SCHEMA-ERROR' | 'DOMAIN-ERROR' | 'POLICY-ERROR' | 'CORE-ERROR';

export interface Nack {
  httpStatus: 400 | 401 | 404 | 409 | 413 | 415;
  type: NackType;
  code: (typeof NACK_CODES)[keyof typeof NACK_CODES];
  message: string;
}

/**
 * The NACK body. `status` and `rsn` repeat the reason in the shape every other API of this project answers with;
 * Beckn's response schema allows extra properties.
 */
export function nackBody(nack: Nack): Record<string, unknown> {
  return {
    message: { ack: { status: 'NACK' } },
    error: { type: nack.type, code: nack.code, message: nack.message },
    status: 0,
    rsn: nack.message,
  };
}

export const ACK_BODY = { message: { ack: { status: 'ACK' } } } as const;

export interface OndcContext {
  domain: string;
  action: OndcAction;
  bap_id: string;
  bap_uri: string;
  bpp_id?: string;
  bpp_uri?: string;
  transaction_id: string;
  message_id: string;
  timestamp: string;
  ttl: string;
  city?: string;
  country?: string;
  core_version?: string;
  [key: string]: unknown;
}

/** A refusal answered with a NACK: `rsn` is the NACK's message. */
export type Nacked = Fail<{ rsn: string; nack: Nack }>;
export const nacked = (nack: Nack): Nacked => fail({ rsn: nack.message, nack });
export type EnvelopeCheck = Ok<{ context: OndcContext; message: Record<string, unknown> }> | Nacked;

const ID = /^[A-Za-z0-9][A-Za-z0-9.\-_:/@]{0,254}$/;
const DOMAIN = /^ONDC:[A-Z]{3}\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const DEFAULT_TTL = 'PT30S';
/** The longest ttl honoured: a request cannot keep itself fresh for days. */
const MAX_TTL_SECONDS = 24 * 60 * 60;

function schemaNack(message: string): Nacked {
  return nacked({ httpStatus: 400, type: 'JSON-SCHEMA-ERROR', code: NACK_CODES.invalidRequest, message });
}

function contextNack(message: string): Nacked {
  return nacked({ httpStatus: 400, type: 'CONTEXT-ERROR', code: NACK_CODES.invalidRequest, message });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWellFormedText(value: unknown, max: number): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= max &&
    !/[\uD800-\uDFFF]/.test(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''))
  );
}

/** Seconds in an ISO 8601 duration such as PT30S, PT5M, P1D; null when it is not one. */
export function durationSeconds(text: string): number | null {
  const match = /^P(?:(\d{1,4})D)?(?:T(?:(\d{1,5})H)?(?:(\d{1,6})M)?(?:(\d{1,7})S)?)?$/.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [, d, h, m, s] = match;
  return Number(d ?? 0) * 86400 + Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
}

/** Checks the body of `POST /ondc/{action}`: its context names this action and this node, and is well formed. */
export function checkEnvelope(action: OndcAction, body: unknown, nodeSubscriberId: string): EnvelopeCheck {
  if (!isPlainObject(body)) return schemaNack('The request must be a JSON object with context and message.');
  const { context, message } = body;
  if (!isPlainObject(context)) return schemaNack('context is missing or is not an object.');
  if (!isPlainObject(message)) return schemaNack('message is missing or is not an object.');
  if (context.action !== action) return contextNack(`context.action must be "${action}" on /ondc/${action}.`);
  if (typeof context.domain !== 'string' || !DOMAIN.test(context.domain))
    return contextNack('context.domain must be an ONDC domain such as ONDC:RET10.');
  for (const field of ['bap_id', 'transaction_id', 'message_id'] as const) {
    const value = context[field];
    if (!isWellFormedText(value, 255) || !ID.test(value))
      return contextNack(`context.${field} must be 1 to 255 letters, digits and . - _ : / @.`);
  }
  if (!isWellFormedText(context.bap_uri, 2048)) return contextNack("context.bap_uri must be the buyer app's URL.");
  if (
    typeof context.timestamp !== 'string' ||
    !ISO_TIMESTAMP.test(context.timestamp) ||
    !Number.isFinite(Date.parse(context.timestamp))
  ) {
    return contextNack('context.timestamp must be an RFC 3339 time such as 2026-11-29T10:00:00.000Z.');
  }
  const ttl = context.ttl ?? DEFAULT_TTL;
  if (typeof ttl !== 'string' || durationSeconds(ttl) === null)
    return contextNack('context.ttl must be an ISO 8601 duration such as PT30S.');
  if (action !== 'search' || context.bpp_id !== undefined) {
    if (context.bpp_id !== nodeSubscriberId)
      return contextNack(`context.bpp_id must be this seller node, "${nodeSubscriberId}".`);
  }
  return ok({ context: { ...context, ttl } as OndcContext, message });
}

/** A request is stale once its timestamp plus ttl has passed, or when it claims to come from the future. */
export function staleness(
  context: Pick<OndcContext, 'timestamp' | 'ttl'>,
  nowMs: number,
  allowedSkewSeconds: number,
): Nack | null {
  const sentMs = Date.parse(context.timestamp);
  const ttlSeconds = Math.min(durationSeconds(context.ttl) ?? 0, MAX_TTL_SECONDS);
  if (sentMs > nowMs + allowedSkewSeconds * 1000) {
    return {
      httpStatus: 400,
      type: 'CONTEXT-ERROR',
      code: NACK_CODES.staleRequest,
      message: 'context.timestamp is in the future.',
    };
  }
  if (sentMs + ttlSeconds * 1000 < nowMs) {
    return {
      httpStatus: 400,
      type: 'CONTEXT-ERROR',
      code: NACK_CODES.staleRequest,
      message: `The request is stale: sent at ${context.timestamp} with ttl ${context.ttl}.`,
    };
  }
  return null;
}

/** Where the answer to `action` goes: `{bap_uri}/on_{action}` (one slash between). */
export function callbackUrl(bapUri: string, action: OndcAction): string {
  return `${bapUri.replace(/\/+$/, '')}/on_${action}`;
}

/** The retry schedule for a callback the buyer app did not take: seconds after the previous try. */
export const CALLBACK_BACKOFF_SECONDS = [0, 5, 30, 120, 600, 1800] as const;

export function nextAttemptDelaySeconds(attemptsMade: number): number | null {
  return attemptsMade < CALLBACK_BACKOFF_SECONDS.length ? CALLBACK_BACKOFF_SECONDS[attemptsMade] : null;
}
