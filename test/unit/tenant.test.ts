import { describe, expect, it } from 'vitest';
import {
  customDomainRedirect,
  firstSegment,
  isValidStoreId,
  normaliseHost,
  parsePlatformHosts,
} from '../../src/domain/tenant';
import { storeHealth, HEALTH_HTTP_STATUS } from '../../src/domain/store-health';

describe('picking the shop from the request', () => {
  it.each([
    ['dilli-kirana', true],
    ['noir_threads2', true],
    ['a', true],
    ['', false],
    ['-leading-dash', false],
    ['has space', false],
    ['../etc', false],
    ['<script>', false],
    ['x'.repeat(65), false],
  ])('store id %j valid: %s', (id, valid) => {
    expect(isValidStoreId(id)).toBe(valid);
  });

  it.each([
    ['DilliKirana.localhost:8787', 'dillikirana.localhost'],
    ['localhost', 'localhost'],
    ['[::1]:8787', '[::1]'],
    [' Shop.Example.COM ', 'shop.example.com'],
  ])('normalises host %j to %j', (raw, host) => {
    expect(normaliseHost(raw)).toBe(host);
  });

  it('reads the platform hosts from configuration', () => {
    expect(parsePlatformHosts('localhost, 127.0.0.1,,Shop.workers.dev')).toEqual(
      new Set(['localhost', '127.0.0.1', 'shop.workers.dev']),
    );
  });

  it.each([
    ['/', '/dilli-kirana'],
    ['/noir-threads', '/dilli-kirana'],
    ['/noir-threads/bag', '/dilli-kirana'],
    ['/dilli-kirana', null],
    ['/dilli-kirana/bag', null],
  ])('custom domain of dilli-kirana at %j redirects to %j', (path, to) => {
    expect(customDomainRedirect('dilli-kirana', path)).toBe(to);
  });

  it('decodes the first path segment and survives bad encodings', () => {
    expect(firstSegment('/dilli%2Dkirana/x')).toBe('dilli-kirana');
    expect(firstSegment('/%E0%A4%A/x')).toBe('%E0%A4%A');
  });
});

describe('store health', () => {
  it.each([
    [{ found: true, failed: false, reported: false }, 'valid', 200],
    [{ found: false, failed: false, reported: false }, 'invalid', 404],
    [{ found: false, failed: true, reported: false }, 'server-error', 503],
    [{ found: true, failed: false, reported: true }, 'reported', 200],
  ] as const)('%j is %s (HTTP %i)', (lookup, health, http) => {
    expect(storeHealth(lookup)).toBe(health);
    expect(HEALTH_HTTP_STATUS[storeHealth(lookup)]).toBe(http);
  });
});
