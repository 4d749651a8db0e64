import { describe, expect, it } from 'vitest';
import { checkCustomHost } from '../../../src/domain/owner/hostname';
import {
  FB_PIXEL_ID,
  G_MERCHANT_ID,
  G_SEARCH_ID,
  G_TAG_ID,
  isSafeLink,
  MAX_SCRIPT_BYTES,
  PHONE,
  TAWK_ID,
  utf8Length,
} from '../../../src/domain/owner/formats';
import {
  DEV_KEY_PREFIX,
  devOwnerKey,
  isDevKey,
  keyPrefix,
  newOwnerKey,
  parseBearer,
} from '../../../src/domain/owner/keys';
import { nextShopVersion } from '../../../src/data/owner-cache';

describe('custom hostnames', () => {
  it('accepts ordinary, punycode and .localhost names, lower-cased', () => {
    expect(checkCustomHost(' Shop.Example.COM ')).toEqual({ ok: true, host: 'shop.example.com' });
    expect(checkCustomHost('xn--h2brj9c.xn--h2brj9c').ok).toBe(true);
    expect(checkCustomHost('dillikirana.localhost').ok).toBe(true);
    expect(checkCustomHost('a-b.c-d.example.in').ok).toBe(true);
  });

  it.each([
    'https://shop.example.com',
    'shop.example.com:443',
    'shop.example.com/x',
    'user@shop.example.com',
    'localhost',
    '10.0.0.1',
    '[::1]',
    'shop',
    '-a.example.com',
    'a-.example.com',
    'a..example.com',
    '*.example.com',
    'shop.example.com.',
    'दुकान.भारत',
    'shop.example.1',
    `${'a'.repeat(64)}.example.com`,
    `${'a.'.repeat(127)}com`,
    'sh_op.example.com',
    '',
  ])('refuses %j with a reason', (host) => {
    const r = checkCustomHost(host);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rsn.length).toBeGreaterThan(10);
  });

  it('refuses the platform hosts themselves', () => {
    expect(checkCustomHost('edge-storefront.workers.dev', new Set(['edge-storefront.workers.dev'])).ok).toBe(false);
  });

  const PLATFORM = new Set(['localhost', '127.0.0.1', 'edge-storefront.workers.dev']);
  it.each([
    ['x.edge-storefront.workers.dev', false],
    ['a.b.edge-storefront.workers.dev', false],
    ['X.Edge-Storefront.Workers.Dev', false],
    ['edge-storefront.workers.dev.example.com', true],
    ['myedge-storefront.workers.dev', true],
    ['dillikirana.localhost', true],
    ['shop.example.com', true],
  ])('%j under the platform hosts: accepted %j', (host, ok) => {
    const r = checkCustomHost(host, PLATFORM);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.rsn).toMatch(/platform/);
  });
});

describe('formats of ids that end up in tags and URLs', () => {
  it('pixels', () => {
    expect(FB_PIXEL_ID.test('123456789012345')).toBe(true);
    expect(FB_PIXEL_ID.test('12345abc')).toBe(false);
    for (const id of ['G-AB12CD34EF', 'AW-123456789', 'GT-ABCD123', 'UA-12345678-1'])
      expect(G_TAG_ID.test(id)).toBe(true);
    for (const id of ['g-ab12', 'G-', 'GA-1234', 'UA-1-1"']) expect(G_TAG_ID.test(id)).toBe(false);
    expect(G_SEARCH_ID.test('abcDEF123_-xyz456')).toBe(true);
    expect(G_SEARCH_ID.test('"><script>')).toBe(false);
    expect(G_MERCHANT_ID.test('5551234')).toBe(true);
    expect(G_MERCHANT_ID.test('55a')).toBe(false);
  });

  it('Tawk ids are longer than 5 characters, letters and digits, with an optional /widget', () => {
    expect(TAWK_ID.test('6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde')).toBe(true);
    expect(TAWK_ID.test('abcdef')).toBe(true);
    expect(TAWK_ID.test('abcde')).toBe(false);
    expect(TAWK_ID.test('abcdef/../x')).toBe(false);
  });

  it('phones', () => {
    for (const p of ['9811204455', '+91 98112 04455', '011-23456789']) expect(PHONE.test(p)).toBe(true);
    for (const p of ['call me', '12', '+91 98112 04455 ext 5 and more']) expect(PHONE.test(p)).toBe(false);
  });

  it('links are same-site paths or http(s) URLs only', () => {
    for (const l of ['/dilli-kirana/categories', 'https://example.com/x?y=1', 'http://example.com'])
      expect(isSafeLink(l)).toBe(true);
    for (const l of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '//evil.example',
      'data:text/html,x',
      ' /x',
      '/x y',
      'https://u:p@example.com',
      'ftp://x.com',
      '/\\evil.example',
    ]) {
      expect(isSafeLink(l), l).toBe(false);
    }
  });

  it('script size is counted in UTF-8 bytes', () => {
    expect(MAX_SCRIPT_BYTES).toBe(51200);
    expect(utf8Length('é')).toBe(2);
  });
});

describe('owner keys', () => {
  it('are sfo_ plus 43 base64url characters from 32 random bytes', () => {
    const key = newOwnerKey(new Uint8Array(32).fill(255));
    expect(key).toBe(`sfo_${'_'.repeat(42)}8`);
    expect(() => newOwnerKey(new Uint8Array(16))).toThrow();
    expect(keyPrefix(key)).toBe(`sfo_${'_'.repeat(6)}`);
  });

  it('demo keys are recognisable, so the Worker can refuse them outside development', () => {
    expect(devOwnerKey('dilli-kirana')).toBe(`${DEV_KEY_PREFIX}dilli-kirana`);
    expect(isDevKey('dev_owner_x')).toBe(true);
    expect(isDevKey('sfo_dev_owner_x')).toBe(false);
  });

  it('parses the Bearer header', () => {
    expect(parseBearer(undefined)).toEqual({ kind: 'missing' });
    expect(parseBearer('  ')).toEqual({ kind: 'missing' });
    expect(parseBearer('bearer sfo_abcdefghijklmnop')).toEqual({ kind: 'key', key: 'sfo_abcdefghijklmnop' });
    for (const h of ['Basic abc', 'Bearer', 'Bearer a b', 'Bearer short', 'Bearer sfo_abc<def>ghijklmnop'])
      expect(parseBearer(h)).toEqual({ kind: 'malformed' });
  });
});

describe('shop cache versions', () => {
  it('always grow and follow the clock, so racing bumps rarely collide', () => {
    expect(nextShopVersion(0, 1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(nextShopVersion(1_700_000_000_000, 1_700_000_000_000)).toBe(1_700_000_000_001);
    expect(nextShopVersion(5, 1)).toBe(6);
  });
});
