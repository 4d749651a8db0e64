import { describe, expect, it } from 'vitest';
import { bppTermsTag, panOf } from '../../../src/domain/ondc/tax-numbers';

describe('the seller tax numbers of bpp_terms', () => {
  it.each([
    ['a GSTIN: its PAN is characters 3 to 12', '07AAJPA4821K1ZU', '07AAJPA4821K1ZU', 'AAJPA4821K'],
    ['no GSTIN: both empty', '', '', ''],
    ['not a GSTIN (lower case, short): both empty, never half', '07aajpa4821k1zu', '', ''],
    ['a PAN alone is not a GSTIN', 'AAJPA4821K', '', ''],
  ])('%s', (_, gstin, taxNumber, pan) => {
    expect(bppTermsTag(gstin)).toEqual({
      code: 'bpp_terms',
      list: [
        { code: 'tax_number', value: taxNumber },
        { code: 'provider_tax_number', value: pan },
        { code: 'np_type', value: 'MSN' },
      ],
    });
    expect(panOf(gstin)).toBe(pan);
  });
});
