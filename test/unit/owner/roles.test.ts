import { describe, expect, it } from 'vitest';
import { keyIdOf, KEY_ID_PATTERN, roleAllows } from '../../../src/domain/owner/roles';

describe('what a key role may call', () => {
  it.each([
    ['GET', '/orders', true],
    ['GET', '/orders/', true],
    ['HEAD', '/orders', true],
    ['GET', '/orders/261126-ABCDEF', true],
    ['POST', '/orders/261126-ABCDEF/status', true],
    ['POST', '/orders/261126-ABCDEF/payment', true],
    ['DELETE', '/orders/261126-ABCDEF', false],
    ['PATCH', '/orders/261126-ABCDEF', false],
    ['POST', '/orders', false],
    ['GET', '/orders/x/status', false],
    ['PATCH', '/items/rice', false],
    ['GET', '/items', false],
    ['GET', '', false],
    ['PATCH', '', false],
    ['POST', '/keys', false],
    ['GET', '/keys', false],
    ['POST', '/customers/u1/wallet', false],
    ['GET', '/ordersx', false],
    ['GET', '/orders-export', false],
    ['POST', '/orders/x/status/extra', false],
  ])('an orders key: %s %j -> %s', (method, path, allowed) => {
    expect(roleAllows('orders', method, path)).toBe(allowed);
    expect(roleAllows('owner', method, path)).toBe(true);
  });

  it('a key id is the first 16 hex characters of its hash', () => {
    const id = keyIdOf('3f9c0a1b2c3d4e5f60718293a4b5c6d7e8f9');
    expect(id).toBe('key_3f9c0a1b2c3d4e5f');
    expect(KEY_ID_PATTERN.test(id)).toBe(true);
    expect(KEY_ID_PATTERN.test('key_3F9C0A1B2C3D4E5F')).toBe(false);
  });
});
