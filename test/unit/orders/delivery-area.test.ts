import { describe, expect, it } from 'vitest';
import { checkPincode, deliveryAnswer, deliversTo, notServiceable } from '../../../src/domain/orders/delivery-area';

describe('PIN codes', () => {
  it.each([
    ['110001', '110001'],
    ['110 001', '110001'],
    [' 560001 ', '560001'],
    ['999999', '999999'],
    ['100000', '100000'],
  ])('%j is %s', (pin, normal) => {
    expect(checkPincode(pin)).toEqual({ ok: true, pin: normal });
  });

  it.each([
    ['011002'],
    ['000000'],
    ['11002'],
    ['1100245'],
    ['11000a'],
    ['110-001'],
    ['110***'],
    [''],
    ['   '],
    ['١١٠٠٢٤'],
    ['११०००१'],
    ['110001\ud800'],
    [110001],
    [null],
    [undefined],
    [['110001']],
    [{ pin: '110001' }],
    ['1'.repeat(100)],
  ])('%j is refused', (pin) => {
    const r = checkPincode(pin);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('BAD_PIN');
      expect(r.rsn).toBe('A PIN code is 6 digits and does not start with 0 (for example 110001).');
    }
  });
});

describe('delivering to a PIN code', () => {
  it.each([
    ['110024', undefined, true],
    ['110024', [], true],
    ['not a pin', [], true],
    ['110024', ['110024', '110025'], true],
    ['110 024', ['110024'], true],
    ['110026', ['110024'], false],
    ['110099', ['110***'], true],
    ['110000', ['110***'], true],
    ['111000', ['110***'], false],
    ['400050', ['110***', '400050'], true],
    ['560001', ['110***', '400050'], false],
    ['not a pin', ['110***'], false],
    ['011002', ['011***'], false],
    [110024, ['110024'], false],
  ] as const)('%j with %j: %s', (pin, list, yes) => {
    expect(deliversTo(pin, list as readonly string[] | undefined)).toBe(yes);
  });

  it('answers in a sentence', () => {
    expect(deliveryAnswer('110024', true, 'Dilli Kirana Store')).toBe('Yes, Dilli Kirana Store delivers to 110024.');
    expect(deliveryAnswer('560001', false, 'Dilli Kirana Store')).toBe(
      'Sorry, Dilli Kirana Store does not deliver to 560001 yet.',
    );
    expect(notServiceable('560 001')).toBe(
      'Sorry, this shop does not deliver to 560001 yet. Please choose another address.',
    );
  });
});
