import { describe, expect, it } from 'vitest';
import { checkUtr, checkVpa, upiPayUri, vpaLooksPersonal } from '../../../src/domain/payments/upi';
import { checkGstin, documentKind, stateCodeOfGstin, taxLines } from '../../../src/domain/payments/gst';
import { documentSeries, financialYearOf } from '../../../src/domain/payments/invoice-number';
import { invoiceLinesOfOrder, placeOfSupplyCode } from '../../../src/domain/payments/invoice-lines';
import { INDIAN_STATES } from '../../../src/domain/payments/gst';

describe('UPI links', () => {
  it.each([
    [45_000, '450.00'],
    [1, '0.01'],
    [15_000_050, '150000.50'],
    [99, '0.99'],
  ])('%i paise is am=%s, in the order NPCI apps read', (paise, am) => {
    const uri = upiPayUri({
      vpa: 'dillikirana.store@icici',
      payeeName: 'Dilli Kirana Store',
      amountPaise: paise,
      note: 'Order 261124-K7Q2MX',
      orderId: '261124-K7Q2MX',
    });
    expect(uri).toBe(
      `upi://pay?pa=dillikirana.store@icici&pn=Dilli%20Kirana%20Store&am=${am}&cu=INR&tn=Order%20261124-K7Q2MX&tr=261124-K7Q2MX`,
    );
  });

  it('encodes what could break the link', () => {
    expect(upiPayUri({ vpa: 'a@b', payeeName: 'A&B=C?', amountPaise: 100, note: '#1', orderId: 'x&y' })).toBe(
      'upi://pay?pa=a@b&pn=A%26B%3DC%3F&am=1.00&cu=INR&tn=%231&tr=x%26y',
    );
  });

  it.each([
    ['kirana@okaxis', true, 'kirana@okaxis'],
    [' Shop.Name@PayTM ', true, 'shop.name@paytm'],
    ['9876543210@ybl', true, '9876543210@ybl'],
    ['no-at-sign', false, ''],
    ['a@b', false, ''],
    ['x@', false, ''],
    ['@okaxis', false, ''],
    ['kirana@ok axis', false, ''],
    [42, false, ''],
    ['\ud800@upi', false, ''],
  ])('VPA %j valid: %s', (vpa, ok, normal) => {
    const r = checkVpa(vpa);
    expect(r.ok).toBe(ok);
    if (r.ok) expect(r.vpa).toBe(normal);
    else expect(r.rsn).toMatch(/^A UPI id looks like/);
  });

  it.each([
    ['9876543210@ybl', true],
    ['meera.sharma@okaxis', true],
    ['rakesh@paytm', true],
    ['dillikirana.store@icici', false],
    ['dillikirana@okaxis', false],
    ['meera@okicici', true],
    ['noirstore@okhdfcbank', false],
    ['merchant123@ybl', false],
    ['5876543210@ybl', true],
    ['sharma-traders@oksbi', false],
  ])('%s looks personal: %s', (vpa, personal) => {
    expect(vpaLooksPersonal(vpa)).toBe(personal);
  });

  it.each([
    ['412345678901', '412345678901'],
    ['4123 4567 8901', '412345678901'],
  ])('UTR %j is taken as %s', (utr, digits) => {
    expect(checkUtr(utr)).toEqual({ ok: true, utr: digits });
  });

  it.each([
    ['41234567890'],
    ['4123456789012'],
    ['41234567890a'],
    [''],
    [412345678901],
    [null],
    ['٤١٢٣٤٥٦٧٨٩٠١'],
    ['\ud800\ud800\ud800\ud800\ud800\ud800'],
  ])('UTR %j is refused', (utr) => {
    const r = checkUtr(utr);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('BAD_UTR');
  });
});

describe('GST registration', () => {
  it.each([
    ['07AAJPA4821K1ZU', true],
    ['27AAPFU0939F1ZV', true],
    ['27amqpk7319d1zu', true],
    ['27AAPFU0939F1ZX', false],
    ['99AAPFU0939F1ZV', false],
    ['27AAPFU0939F1Z', false],
    ['27AAPFU0939F1AV', false],
    ['', false],
    [null, false],
  ])('GSTIN %j valid: %s', (gstin, ok) => {
    expect(checkGstin(gstin).ok).toBe(ok);
  });

  it('the state code is the first two digits', () => {
    expect(stateCodeOfGstin('33AABCN1234F1Z3')).toBe('33');
    expect(INDIAN_STATES['33']).toBe('Tamil Nadu');
  });

  it('a composition-scheme shop issues a bill of supply with the declaration the rules require', () => {
    expect(documentKind({ compositionScheme: true })).toEqual({
      title: 'Bill of Supply',
      heading: 'Composition taxable person, not eligible to collect tax on supplies',
    });
    expect(documentKind({ compositionScheme: false })).toEqual({ title: 'Tax Invoice' });
  });

  it.each([
    // price includes tax: 105.00 at 5% is 100.00 + 5.00, split 2.50 + 2.50
    [10_500, 1, 5, '07', '07', { taxablePaise: 10_000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 }],
    // odd paisa goes to CGST
    [10_501, 1, 5, '07', '07', { taxablePaise: 10_001, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 }],
    [10_503, 1, 5, '07', '07', { taxablePaise: 10_003, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 }],
    [11_200, 2, 12, '07', '27', { taxablePaise: 20_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 2_400 }],
    [1, 1, 18, '07', '07', { taxablePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
    [5_000, 3, 0, '07', '07', { taxablePaise: 15_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
  ])('%i paise x %i at %i%% from %s to %s', (price, qty, rate, from, to, want) => {
    const t = taxLines({
      items: [{ name: 'x', hsn: '1006', qty, unitPricePaise: price, ratePercent: rate }],
      supplierState: from,
      placeOfSupplyState: to,
    });
    expect(t.lines[0]).toMatchObject(want);
    const l = t.lines[0];
    expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(price * qty);
    expect(t.totals.totalPaise).toBe(price * qty);
  });

  it('checkout GST on top of the prices: taxable is the line, tax is what was charged, odd paisa to CGST', () => {
    const lines = [{ name: 'Atta', hsn: '1101', qty: 2, gst_percent: 5, gst: 2_651, line_total: 53_000 }];
    expect(invoiceLinesOfOrder(lines, { addedGst: true, intraState: true })!.lines[0]).toMatchObject({
      taxablePaise: 53_000,
      cgstPaise: 1_326,
      sgstPaise: 1_325,
      igstPaise: 0,
      totalPaise: 55_651,
    });
    expect(invoiceLinesOfOrder(lines, { addedGst: true, intraState: false })!.totals).toMatchObject({
      igstPaise: 2_651,
      cgstPaise: 0,
      totalPaise: 55_651,
    });
    expect(invoiceLinesOfOrder(lines, { addedGst: false, intraState: true })).toBeNull();
  });

  it.each([
    ['Delhi', '07'],
    ['NCT of Delhi', '07'],
    ['tamil nadu', '33'],
    ['Orissa', '21'],
    ['Atlantis', '27'],
    ['', '27'],
  ])('place of supply %j is state %s', (name, code) => {
    expect(placeOfSupplyCode(name, INDIAN_STATES, '27')).toBe(code);
  });
});

describe("invoice numbers run by financial year, in India's time", () => {
  const ist = (iso: string) => Date.parse(`${iso}+05:30`);
  it.each([
    ['2027-03-31T23:59:59', '2026-27'],
    ['2027-04-01T00:00:00', '2027-28'],
    // 31 March in UTC is already 1 April in India
    ['2027-04-01T00:10:00', '2027-28'],
    ['2026-11-24T12:00:00', '2026-27'],
    ['2100-01-15T09:00:00', '2099-00'],
  ])('%s IST is in %s', (when, label) => {
    expect(financialYearOf(ist(when)).label).toBe(label);
  });

  it('the series names the document kind and the year', () => {
    expect(documentSeries('INV', '2026-27')).toBe('INV/26-27/');
    expect(documentSeries('BOS', '2027-28')).toBe('BOS/27-28/');
  });
});
