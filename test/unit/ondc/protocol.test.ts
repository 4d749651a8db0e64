import { describe, expect, it } from 'vitest';
import {
  callbackUrl,
  checkEnvelope,
  durationSeconds,
  nackBody,
  NACK_CODES,
  nextAttemptDelaySeconds,
  staleness,
} from '../../../src/domain/ondc/protocol';
import { callbackBody } from '../../../src/domain/ondc/callbacks';

const NODE = 'seller.example';
const context = (over: Record<string, unknown> = {}) => ({
  domain: 'ONDC:RET10',
  action: 'select',
  bap_id: 'buyer.example',
  bap_uri: 'https://buyer.example/ondc',
  bpp_id: NODE,
  transaction_id: 't-1',
  message_id: 'm-1',
  timestamp: '2026-11-29T10:00:00.000Z',
  ttl: 'PT30S',
  ...over,
});

describe('durationSeconds', () => {
  it.each([
    ['PT30S', 30],
    ['PT5M', 300],
    ['PT1H2M3S', 3723],
    ['P1D', 86400],
    ['P1DT1S', 86401],
    ['P', null],
    ['PT', null],
    ['30S', null],
    ['PT-5S', null],
    ['PT1.5S', null],
  ])('%s -> %s', (text, seconds) => expect(durationSeconds(text)).toBe(seconds));
});

describe('checkEnvelope', () => {
  it('accepts a well-formed select and a search without bpp_id, and fills a missing ttl', () => {
    expect(checkEnvelope('select', { context: context(), message: {} }, NODE)).toMatchObject({ ok: true });
    const search = checkEnvelope(
      'search',
      { context: context({ action: 'search', bpp_id: undefined, ttl: undefined }), message: {} },
      NODE,
    );
    expect(search).toMatchObject({ ok: true, context: { ttl: 'PT30S' } });
  });

  it.each<[string, unknown, string]>([
    ['not an object', [], 'JSON object'],
    ['no context', { message: {} }, 'context'],
    ['no message', { context: context() }, 'message'],
    ['another action', { context: context({ action: 'init' }), message: {} }, 'context.action'],
    ['a bad domain', { context: context({ domain: 'retail' }), message: {} }, 'context.domain'],
    ['a numeric message id', { context: context({ message_id: 5 }), message: {} }, 'context.message_id'],
    ['a lone surrogate', { context: context({ transaction_id: 't\ud800' }), message: {} }, 'context.transaction_id'],
    ['no bap_uri', { context: context({ bap_uri: '' }), message: {} }, 'context.bap_uri'],
    ['a bad timestamp', { context: context({ timestamp: 'yesterday' }), message: {} }, 'context.timestamp'],
    ['a bad ttl', { context: context({ ttl: '30 seconds' }), message: {} }, 'context.ttl'],
    ['another seller node', { context: context({ bpp_id: 'other.example' }), message: {} }, 'context.bpp_id'],
  ])('refuses %s, naming the field', (_, body, named) => {
    const checked = checkEnvelope('select', body, NODE);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.nack.message).toContain(named);
      expect(checked.nack.code).toBe(NACK_CODES.invalidRequest);
      expect(checked.nack.httpStatus).toBe(400);
    }
  });
});

describe('staleness', () => {
  const sent = Date.parse('2026-11-29T10:00:00.000Z');
  it.each<[string, string, number, boolean]>([
    ['inside its ttl', 'PT30S', sent + 29_000, false],
    ['past its ttl', 'PT30S', sent + 31_000, true],
    ['a long ttl is honoured', 'PT10M', sent + 500_000, false],
    ['a ttl over a day is cut to a day', 'P9D', sent + 2 * 86_400_000, true],
    ['from the future beyond the skew', 'PT30S', sent - 120_000, true],
    ['slightly ahead of us', 'PT30S', sent - 30_000, false],
  ])('%s', (_, ttl, now, stale) => {
    const nack = staleness({ timestamp: '2026-11-29T10:00:00.000Z', ttl }, now, 60);
    expect(nack !== null).toBe(stale);
    if (nack) expect(nack.code).toBe(NACK_CODES.staleRequest);
  });
});

describe('answers', () => {
  it('builds NACK bodies that say why in both shapes', () => {
    expect(
      nackBody({ httpStatus: 401, type: 'POLICY-ERROR', code: NACK_CODES.invalidSignature, message: 'bad' }),
    ).toEqual({
      message: { ack: { status: 'NACK' } },
      error: { type: 'POLICY-ERROR', code: '30016', message: 'bad' },
      status: 0,
      rsn: 'bad',
    });
  });

  it('sends callbacks to {bap_uri}/on_{action} with the request context turned round', () => {
    expect(callbackUrl('https://buyer.example/ondc/', 'search')).toBe('https://buyer.example/ondc/on_search');
    const checked = checkEnvelope(
      'search',
      { context: context({ action: 'search', bpp_id: undefined }), message: {} },
      NODE,
    );
    if (!checked.ok) throw new Error('fixture');
    const body = callbackBody(
      checked.context,
      { subscriberId: NODE, subscriberUrl: 'https://seller.example/ondc' },
      '2026-11-29T10:00:01.000Z',
    );
    expect(body.context).toMatchObject({
      action: 'on_search',
      bpp_id: NODE,
      bpp_uri: 'https://seller.example/ondc',
      message_id: 'm-1',
      transaction_id: 't-1',
      timestamp: '2026-11-29T10:00:01.000Z',
    });
  });

  it('retries with growing backoff, then gives up', () => {
    const delays = [0, 1, 2, 3, 4, 5].map((n) => nextAttemptDelaySeconds(n));
    expect(delays).toEqual([0, 5, 30, 120, 600, 1800]);
    expect(nextAttemptDelaySeconds(6)).toBeNull();
  });
});
