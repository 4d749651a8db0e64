import { describe, expect, it } from 'vitest';
import {
  checkGstin,
  documentKind,
  gstinCheckChar,
  INDIAN_STATES,
  stateCodeOfGstin,
  stateTaxName,
  taxLines,
  type TaxItem,
} from '../../../src/domain/payments/gst';

describe('GST registration numbers (GSTIN)', () => {
  it.each([
    // a known valid GSTIN
    ['27AAPFU0939F1ZV', '27AAPFU0939F1ZV'],
    // check characters computed with the mod-36 algorithm
    ['29ABCDE1234F1ZW', '29ABCDE1234F1ZW'],
    ['38ABCPK1234Q2ZE', '38ABCPK1234Q2ZE'],
    ['97AAACT2727Q1ZP', '97AAACT2727Q1ZP'],
    ['07AAJPA4821K1ZU', '07AAJPA4821K1ZU'],
    ['33AABCN1234F1Z3', '33AABCN1234F1Z3'],
    [' 27aapfu0939f1zv ', '27AAPFU0939F1ZV'],
  ])('%j is valid as %s', (gstin, normal) => {
    expect(checkGstin(gstin)).toEqual({ ok: true, gstin: normal });
  });

  it.each([
    ['27AAPFU0939F1ZX', /last character does not match/],
    ['27AAPFU0939F1ZW', /last character does not match/],
    ['29ABCDE1234F1ZV', /last character does not match/],
    // a typing slip inside the number (swapped digits) is caught by the check character
    ['27AAPFU9039F1ZV', /last character does not match/],
    ['99AAPFU0939F1ZV', /99 is not one/],
    ['00AAPFU0939F1ZV', /00 is not one/],
    ['39AAPFU0939F1ZV', /39 is not one/],
    ['25AAPFU0939F1ZV', /25 is not one/],
    ['27AAPFU0939F1Z', /15 characters/],
    ['27AAPFU0939F1ZVV', /15 characters/],
    ['27AAPFU0939F1AV', /15 characters/],
    ['27AAPFU0939F0ZV', /15 characters/],
    ['27AAPF10939F1ZV', /15 characters/],
    ['27AAPFUO939F1ZV', /15 characters/],
    ['2AAAPFU0939F1ZV', /15 characters/],
    ['27AAPFU 0939F1ZV', /15 characters/],
    ['', /15 characters/],
    [null, /15 characters/],
    [undefined, /15 characters/],
    [270939, /15 characters/],
    [{}, /15 characters/],
    ['27AAPFU0939F1Z\ud800', /15 characters/],
  ])('%j is refused', (gstin, rsn) => {
    const r = checkGstin(gstin);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('BAD_GSTIN');
      expect(r.rsn).toMatch(rsn);
    }
  });

  it('every single-character change of the check digit is caught', () => {
    const first14 = '27AAPFU0939F1Z';
    expect(gstinCheckChar(first14)).toBe('V');
    for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') expect(checkGstin(first14 + c).ok).toBe(c === 'V');
  });

  it.each([
    ['27AAPFU0939F1ZV', '27', 'Maharashtra'],
    ['07AAJPA4821K1ZU', '07', 'Delhi'],
    ['33AABCN1234F1Z3', '33', 'Tamil Nadu'],
    ['29ABCDE1234F1ZW', '29', 'Karnataka'],
  ])('%s is registered in state %s (%s)', (gstin, code, name) => {
    expect(stateCodeOfGstin(gstin)).toBe(code);
    expect(INDIAN_STATES[code]).toBe(name);
  });
});

describe('GST state codes', () => {
  it.each([
    ['01', 'Jammu and Kashmir'],
    ['04', 'Chandigarh'],
    ['07', 'Delhi'],
    ['09', 'Uttar Pradesh'],
    ['19', 'West Bengal'],
    ['24', 'Gujarat'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['32', 'Kerala'],
    ['33', 'Tamil Nadu'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
    ['97', 'Other Territory'],
  ])('%s is %s', (code, name) => {
    expect(INDIAN_STATES[code]).toBe(name);
  });

  it('holds the codes in use: 01-38 less the retired 25 and 28, and 97', () => {
    const codes = Object.keys(INDIAN_STATES);
    expect(codes).toHaveLength(37);
    for (const code of codes) expect(code).toMatch(/^(0[1-9]|[12]\d|3[0-8]|97)$/);
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
  });

  it.each([
    ['04', 'UTGST'],
    ['26', 'UTGST'],
    ['31', 'UTGST'],
    ['35', 'UTGST'],
    ['38', 'UTGST'],
    ['07', 'SGST'],
    ['34', 'SGST'],
    ['01', 'SGST'],
    ['27', 'SGST'],
  ] as const)('intra-state tax in %s is CGST + %s', (code, name) => {
    expect(stateTaxName(code)).toBe(name);
  });
});

describe('GST rates and documents', () => {
  it('a composition-scheme shop issues a bill of supply with the declaration the rules require', () => {
    expect(documentKind({ compositionScheme: true })).toEqual({
      title: 'Bill of Supply',
      heading: 'Composition taxable person, not eligible to collect tax on supplies',
    });
    expect(documentKind({ compositionScheme: false })).toEqual({ title: 'Tax Invoice' });
  });
});

describe('tax lines of tax-inclusive prices', () => {
  const one = (unitPricePaise: number, qty: number, ratePercent: number, from = '07', to = '07') =>
    taxLines({
      items: [{ name: 'x', hsn: '1006', qty, unitPricePaise, ratePercent }],
      supplierState: from,
      placeOfSupplyState: to,
    });

  it.each([
    // ₹105 at 5% is ₹100 + ₹5, split ₹2.50 + ₹2.50
    ['even split', 10_500, 1, 5, '07', '07', { taxablePaise: 10_000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 }],
    [
      'odd paisa to CGST',
      10_521,
      1,
      5,
      '07',
      '07',
      { taxablePaise: 10_020, cgstPaise: 251, sgstPaise: 250, igstPaise: 0 },
    ],
    [
      'taxable rounded to the nearest paisa',
      10_501,
      1,
      5,
      '07',
      '07',
      { taxablePaise: 10_001, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 },
    ],
    [
      'half a paisa rounds up (14 x 100 / 112 = 12.5)',
      14,
      1,
      12,
      '07',
      '07',
      { taxablePaise: 13, cgstPaise: 1, sgstPaise: 0, igstPaise: 0 },
    ],
    [
      'inter-state is all IGST',
      11_200,
      2,
      12,
      '07',
      '27',
      { taxablePaise: 20_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 2_400 },
    ],
    [
      'inter-state odd amount',
      10_521,
      1,
      5,
      '07',
      '06',
      { taxablePaise: 10_020, cgstPaise: 0, sgstPaise: 0, igstPaise: 501 },
    ],
    [
      '1 paisa at 18% has no tax left',
      1,
      1,
      18,
      '07',
      '07',
      { taxablePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ],
    ['1 paisa at 28%', 1, 1, 28, '07', '27', { taxablePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
    [
      '₹1,50,000.50 at 18% inter-state',
      15_000_050,
      1,
      18,
      '07',
      '27',
      { taxablePaise: 12_711_907, cgstPaise: 0, sgstPaise: 0, igstPaise: 2_288_143 },
    ],
    [
      '₹1,50,000.50 at 5% intra-state',
      15_000_050,
      1,
      5,
      '27',
      '27',
      { taxablePaise: 14_285_762, cgstPaise: 357_144, sgstPaise: 357_144, igstPaise: 0 },
    ],
    ['exempt (0%)', 5_000, 3, 0, '07', '07', { taxablePaise: 15_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
    [
      'a fractional rate (3%, gold)',
      10_300,
      1,
      3,
      '07',
      '07',
      { taxablePaise: 10_000, cgstPaise: 150, sgstPaise: 150, igstPaise: 0 },
    ],
    [
      'a fractional rate (0.25%)',
      10_025,
      1,
      0.25,
      '07',
      '07',
      { taxablePaise: 10_000, cgstPaise: 13, sgstPaise: 12, igstPaise: 0 },
    ],
    ['quantity 0', 10_500, 0, 5, '07', '07', { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
  ])('%s: %i paise x %i at %s%% from %s to %s', (_what, price, qty, rate, from, to, want) => {
    const t = one(price, qty, rate, from, to);
    expect(t.intraState).toBe(from === to);
    const l = t.lines[0];
    expect(l).toMatchObject({ ...want, qty, ratePercent: rate, totalPaise: price * qty });
    expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(price * qty);
    expect(l.cgstPaise - l.sgstPaise).toBeGreaterThanOrEqual(0);
    expect(l.cgstPaise - l.sgstPaise).toBeLessThanOrEqual(1);
  });

  it('totals are the sums of the lines, and each line adds up exactly', () => {
    const items: TaxItem[] = [
      { name: 'Chakki Atta 5 kg', hsn: '1101', qty: 2, unitPricePaise: 26_500, ratePercent: 5 },
      { name: 'Toor Dal', hsn: '0713', qty: 3, unitPricePaise: 16_999, ratePercent: 5 },
      { name: 'Soap', hsn: '3401', qty: 1, unitPricePaise: 4_599, ratePercent: 18 },
      { name: 'Loose rice', hsn: '1006', qty: 1, unitPricePaise: 7_000, ratePercent: 0 },
    ];
    const t = taxLines({ items, supplierState: '07', placeOfSupplyState: '07' });
    expect(t.lines.map((l) => l.name)).toEqual(items.map((i) => i.name));
    for (const l of t.lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
    for (const k of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const)
      expect(t.totals[k]).toBe(t.lines.reduce((n, l) => n + l[k], 0));
    expect(t.totals.totalPaise).toBe(2 * 26_500 + 3 * 16_999 + 4_599 + 7_000);
    expect(t.totals.taxablePaise + t.totals.cgstPaise + t.totals.sgstPaise).toBe(t.totals.totalPaise);
  });

  it('no lines, nothing owed', () => {
    expect(taxLines({ items: [], supplierState: '07', placeOfSupplyState: '27' })).toEqual({
      lines: [],
      totals: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
      intraState: false,
    });
  });

  it.each([
    ['a fractional price', { unitPricePaise: 10.5, qty: 1, ratePercent: 5 }],
    ['a negative price', { unitPricePaise: -1, qty: 1, ratePercent: 5 }],
    ['a fractional quantity', { unitPricePaise: 100, qty: 1.5, ratePercent: 5 }],
    ['a negative rate', { unitPricePaise: 100, qty: 1, ratePercent: -5 }],
    ['a rate that is not a number', { unitPricePaise: 100, qty: 1, ratePercent: Number.NaN }],
    ['a rate over 100', { unitPricePaise: 100, qty: 1, ratePercent: 101 }],
  ])('throws on %s', (_what, item) => {
    expect(() =>
      taxLines({ items: [{ name: 'x', hsn: '1006', ...item }], supplierState: '07', placeOfSupplyState: '07' }),
    ).toThrow(RangeError);
  });
});
