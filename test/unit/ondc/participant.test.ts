import { describe, expect, it } from 'vitest';
import { checkParticipant, isCallbackUrl } from '../../../src/domain/ondc/participant';

const KEY = 'J07WsmgF0v6NBgUp7povKHY7aXbZxf0d7jj/AAAAAAA=';
const GOOD = { unique_key_id: 'k1', signing_public_key: KEY, subscriber_url: 'https://buyer.example/ondc' };

describe('checkParticipant', () => {
  const cases: Array<[string, string, unknown, boolean, string | null]> = [
    ['good', 'buyer.example', GOOD, false, null],
    ['subscriber id with a path', 'abcd.com/ondc', GOOD, false, null],
    ['dot-dot in the id', 'a/../b', GOOD, false, 'subscriberId'],
    ['empty id', '', GOOD, false, 'subscriberId'],
    ['not an object', 'buyer.example', 'text', false, 'body'],
    ['unknown field', 'buyer.example', { ...GOOD, x: 1 }, false, 'x'],
    ['numeric key id', 'buyer.example', { ...GOOD, unique_key_id: 1 }, false, 'unique_key_id'],
    ['short public key', 'buyer.example', { ...GOOD, signing_public_key: 'AAAA' }, false, 'signing_public_key'],
    [
      'http in production',
      'buyer.example',
      { ...GOOD, subscriber_url: 'http://127.0.0.1/ondc' },
      false,
      'subscriber_url',
    ],
    ['http loopback in development', 'buyer.example', { ...GOOD, subscriber_url: 'http://127.0.0.1/ondc' }, true, null],
  ];
  for (const [name, id, body, dev, field] of cases) {
    it(name, () => {
      const result = checkParticipant(id, body, dev);
      expect(result.ok ? null : result.field).toBe(field);
    });
  }

  it('allows http only to loopback hosts, never with credentials', () => {
    expect(isCallbackUrl('http://buyer.example/', true)).toBe(false);
    expect(isCallbackUrl('http://app.localhost:9000/', true)).toBe(true);
    // RFC 6761's reserved .test names: the validator's flows run on buyer.ondc.test in development only
    expect(isCallbackUrl('http://buyer.ondc.test:9000/ondc', true)).toBe(true);
    expect(isCallbackUrl('http://buyer.ondc.test:9000/ondc', false)).toBe(false);
    expect(isCallbackUrl('http://buyer.test.example/ondc', true)).toBe(false);
    expect(isCallbackUrl('https://u:p@buyer.example/', false)).toBe(false);
    expect(isCallbackUrl('not a url', true)).toBe(false);
  });
});
