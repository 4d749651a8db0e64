import { describe, expect, it } from 'vitest';
import { bppTermsTag, panOf } from '../../../src/domain/ondc/tax-numbers';

const PLATFORM = '29AAACE1234F1Z5';

describe('the seller tax numbers of bpp_terms', () => {
  it.each([
    // an MSN: the marketplace's own GSTIN as tax_number, the shop's PAN as provider_tax_number
    ['the platform GSTIN and a shop GSTIN', '07AAJPA4821K1ZU', PLATFORM, PLATFORM, 'AAJPA4821K'],
    ['the platform GSTIN, a shop without one', '', PLATFORM, PLATFORM, ''],
    // no platform GSTIN configured (development): the shop's stands in
    ['a GSTIN: its PAN is characters 3 to 12', '07AAJPA4821K1ZU', '', '07AAJPA4821K1ZU', 'AAJPA4821K'],
    ['a malformed platform GSTIN counts as none', '07AAJPA4821K1ZU', 'GSTIN', '07AAJPA4821K1ZU', 'AAJPA4821K'],
    ['no GSTIN: both empty', '', '', '', ''],
    ['not a GSTIN (lower case, short): both empty, never half', '07aajpa4821k1zu', '', '', ''],
    ['a PAN alone is not a GSTIN', 'AAJPA4821K', '', '', ''],
  ])('%s', (_, gstin, platform, taxNumber, pan) => {
    expect(bppTermsTag(gstin, platform)).toEqual({
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
