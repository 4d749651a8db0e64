import type { Result } from '../../core/result';
/** A network participant pinned by the operator (development and tests, or a network without a registry). */
export interface PinnedParticipant {
  subscriber_id: string;
  unique_key_id: string;
  signing_public_key: string;
  subscriber_url: string;
}

export type ParticipantCheck = Result<{ participant: PinnedParticipant }, { field: string; rsn: string }>;

const SUBSCRIBER_ID = /^[A-Za-z0-9][A-Za-z0-9.\-_:/]{0,254}$/;
const UNIQUE_KEY_ID = /^[A-Za-z0-9][A-Za-z0-9.\-_]{0,127}$/;
const BASE64_32_BYTES = /^[A-Za-z0-9+/]{43}=$/;
const FIELDS = ['unique_key_id', 'signing_public_key', 'subscriber_url'];

export function isSubscriberId(value: string): boolean {
  return SUBSCRIBER_ID.test(value) && !value.includes('..') && !value.includes('//');
}

/** Checks the path's subscriber id and the body of `PUT /platform/api/ondc/participants/{subscriberId}`. */
export function checkParticipant(subscriberId: string, body: unknown, allowLoopbackHttp: boolean): ParticipantCheck {
  if (!isSubscriberId(subscriberId)) {
    return {
      ok: false,
      field: 'subscriberId',
      rsn: 'The subscriber id must be 1 to 255 letters, digits, dots, dashes, underscores, colons or single slashes, with no "..".',
    };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      field: 'body',
      rsn: 'Send a JSON object with unique_key_id, signing_public_key and subscriber_url.',
    };
  }
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined)
    return { ok: false, field: unknown, rsn: `Unknown field "${unknown}". Send only the documented fields.` };
  const { unique_key_id: ukid, signing_public_key: key, subscriber_url: url } = record;
  if (typeof ukid !== 'string' || !UNIQUE_KEY_ID.test(ukid)) {
    return {
      ok: false,
      field: 'unique_key_id',
      rsn: 'unique_key_id must be 1 to 128 letters, digits, dots, dashes or underscores.',
    };
  }
  if (typeof key !== 'string' || !BASE64_32_BYTES.test(key)) {
    return {
      ok: false,
      field: 'signing_public_key',
      rsn: 'signing_public_key must be a base64 Ed25519 public key (32 bytes, 44 characters).',
    };
  }
  if (typeof url !== 'string' || !isCallbackUrl(url, allowLoopbackHttp)) {
    return {
      ok: false,
      field: 'subscriber_url',
      rsn: allowLoopbackHttp
        ? 'subscriber_url must be an https URL (or http on a loopback or .test host in development).'
        : 'subscriber_url must be an https URL.',
    };
  }
  return {
    ok: true,
    participant: { subscriber_id: subscriberId, unique_key_id: ukid, signing_public_key: key, subscriber_url: url },
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Names that never leave the machine or the test network (RFC 6761): loopback addresses, `*.localhost` and `*.test`.
 * Development runs the flows on `seller.ondc.test` and `buyer.ondc.test` (mapped to 127.0.0.1 in /etc/hosts) because
 * ONDC's validator refuses IP addresses and names without a top-level domain.
 */
function isDevelopmentHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return LOOPBACK.has(h) || h.endsWith('.localhost') || h.endsWith('.test');
}

/**
 * Where callbacks may go: https anywhere; http only to a loopback or reserved test name (above), and only when
 * development allows it.
 */
export function isCallbackUrl(text: string, allowLoopbackHttp: boolean): boolean {
  if (text.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && isDevelopmentHost(url.hostname);
}
