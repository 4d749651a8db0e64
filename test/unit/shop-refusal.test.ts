import { describe, expect, it } from 'vitest';
import { shopRefusal, type StoreHealth } from '../../src/domain/store-health';

describe('the one ladder an API call climbs for its shop', () => {
  it.each<[StoreHealth, boolean, number | null, string | null]>([
    ['valid', true, null, null],
    ['valid', false, null, null],
    ['invalid', true, 404, 'STORE_NOT_FOUND'],
    ['invalid', false, 404, 'STORE_NOT_FOUND'],
    ['server-error', true, 503, 'SERVER_ERROR'],
    ['server-error', false, 503, 'SERVER_ERROR'],
    ['reported', true, 403, 'STORE_REPORTED'],
    ['reported', false, null, null],
  ])('%s shop, reported refused: %s -> %s %s', (health, refuseReported, http, code) => {
    const refusal = shopRefusal(health, { refuseReported });
    expect(refusal?.http ?? null).toBe(http);
    expect(refusal?.code ?? null).toBe(code);
    if (refusal) expect(refusal.rsn).toMatch(/^[A-Z].+[.s]$/);
  });

  it('names the storeID header as the field to fix only for an unknown shop', () => {
    expect(shopRefusal('invalid', { refuseReported: true })?.field).toBe('storeID');
    expect(shopRefusal('server-error', { refuseReported: true })?.field).toBeUndefined();
  });
});
