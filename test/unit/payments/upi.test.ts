import { describe, expect, it } from 'vitest';
import {
  checkUtr,
  checkVpa,
  PERSONAL_VPA_WARNING,
  upiPayUri,
  vpaLooksPersonal,
} from '../../../src/domain/payments/upi';

const uri = (over: Partial<Parameters<typeof upiPayUri>[0]> = {}) =>
  upiPayUri({
    vpa: 'dillikirana.store@icici',
    payeeName: 'Dilli Kirana Store',
    amountPaise: 45_000,
    note: 'Order 261124-K7Q2MX',
    orderId: '261124-K7Q2MX',
    ...over,
  });

describe('upi://pay links', () => {
  it.each([
    [45_000, '450.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [15_000_050, '150000.50'],
    [0, '0.00'],
    [10_000_000_000, '100000000.00'],
  ])('%i paise is am=%s', (paise, am) => {
    expect(uri({ amountPaise: paise })).toBe(
      `upi://pay?pa=dillikirana.store@icici&pn=Dilli%20Kirana%20Store&am=${am}&cu=INR&tn=Order%20261124-K7Q2MX&tr=261124-K7Q2MX`,
    );
  });

  it('keeps the parameters in NPCI order: pa, pn, am, cu, tn, tr', () => {
    const keys = [...new URL(uri().replace('upi://pay', 'https://x/pay')).searchParams.keys()];
    expect(keys).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
  });

  it.each([
    [
      '& = ? # in names and notes',
      { vpa: 'a@b', payeeName: 'A&B=C?', note: '#1', orderId: 'x&y', amountPaise: 100 },
      'upi://pay?pa=a@b&pn=A%26B%3DC%3F&am=1.00&cu=INR&tn=%231&tr=x%26y',
    ],
    [
      'non-ASCII names',
      { vpa: 'shop@upi', payeeName: 'दिल्ली किराना', note: 'n', orderId: '1', amountPaise: 1 },
      'upi://pay?pa=shop@upi&pn=%E0%A4%A6%E0%A4%BF%E0%A4%B2%E0%A5%8D%E0%A4%B2%E0%A5%80%20%E0%A4%95%E0%A4%BF%E0%A4%B0%E0%A4%BE%E0%A4%A8%E0%A4%BE&am=0.01&cu=INR&tn=n&tr=1',
    ],
    [
      'a lone surrogate (never throws)',
      { vpa: 'shop@upi', payeeName: 'A\ud800', note: 'n', orderId: '1', amountPaise: 1 },
      'upi://pay?pa=shop@upi&pn=A%EF%BF%BD&am=0.01&cu=INR&tn=n&tr=1',
    ],
  ])('encodes %s; the @ of the VPA stays literal', (_what, p, want) => {
    expect(upiPayUri(p)).toBe(want);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses an amount of %s paise', (amountPaise) => {
    expect(() => uri({ amountPaise })).toThrow(RangeError);
  });
});

describe("the shop's UPI id (VPA)", () => {
  it.each([
    ['kirana@okaxis', 'kirana@okaxis'],
    ['9876543210@ybl', '9876543210@ybl'],
    ['shop.name@paytm', 'shop.name@paytm'],
    [' Shop.Name@PayTM ', 'shop.name@paytm'],
    ['a_b-c.d@hdfcbank', 'a_b-c.d@hdfcbank'],
    ['ab@up', 'ab@up'],
    [`${'a'.repeat(256)}@okaxis`, `${'a'.repeat(256)}@okaxis`],
    [`ab@${'x'.repeat(64)}`, `ab@${'x'.repeat(64)}`],
  ])('%j is taken as %s', (vpa, normal) => {
    expect(checkVpa(vpa)).toEqual({ ok: true, vpa: normal });
  });

  it.each([
    ['no-at-sign'],
    ['a@okaxis'],
    ['ab@b'],
    ['x@'],
    ['@okaxis'],
    ['kirana@ok axis'],
    ['kir ana@okaxis'],
    ['kirana@ok.axis'],
    ['kirana@@okaxis'],
    ['kirana@ok-axis'],
    ['kirana+1@okaxis'],
    [`${'a'.repeat(257)}@okaxis`],
    [`ab@${'x'.repeat(65)}`],
    [''],
    ['   '],
    ['\ud800@upi'],
    ['किराना@upi'],
    [42],
    [null],
    [undefined],
    [{ vpa: 'kirana@okaxis' }],
    [['kirana@okaxis']],
  ])('%j is refused', (vpa) => {
    const r = checkVpa(vpa);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('BAD_VPA');
      expect(r.rsn).toMatch(/^A UPI id looks like name@bank/);
    }
  });

  it.each([
    ['9876543210@ybl', true],
    ['6000000000@icici', true],
    ['9876543210@sbi', true],
    ['5876543210@ybl', true],
    ['5876543210@icici', false],
    ['meera.sharma@okaxis', true],
    ['rakesh@paytm', true],
    ['meera@okicici', true],
    ['ravi@upi', true],
    ['ravi@apl', true],
    ['ravi@axl', true],
    ['ravi@ibl', true],
    ['ravi@oksbi', true],
    ['dillikirana.store@icici', false],
    ['dillikirana@okaxis', false],
    ['noirstore@okhdfcbank', false],
    ['merchant123@ybl', false],
    ['sharma-traders@oksbi', false],
    ['gupta.enterprises@paytm', false],
    ['sabzi.bazaar@ybl', false],
    ['supermart@upi', false],
    ['ravi.biz@paytm', false],
    ['coffeeshop@ibl', false],
    ['RAVI@PAYTM', true],
    ['ravi@hdfcbank', false],
    ['ravi', false],
  ])('%s looks personal: %s', (vpa, personal) => {
    expect(vpaLooksPersonal(vpa)).toBe(personal);
  });

  it('warns in a sentence the owner can act on', () => {
    expect(PERSONAL_VPA_WARNING).toMatch(/person-to-person/);
    expect(PERSONAL_VPA_WARNING).toMatch(/merchant/);
    expect(PERSONAL_VPA_WARNING).toMatch(/\.$/);
  });
});

describe('the UPI reference (UTR) a shopper sends back', () => {
  it.each([
    ['412345678901', '412345678901'],
    ['4123 4567 8901', '412345678901'],
    [' 412345678901 ', '412345678901'],
    ['000000000000', '000000000000'],
    ['4123\t4567\n8901', '412345678901'],
  ])('%j is taken as %s', (utr, digits) => {
    expect(checkUtr(utr)).toEqual({ ok: true, utr: digits });
  });

  it.each([
    ['41234567890', /12 digits; this one has 11/],
    ['4123456789012', /12 digits; this one has 13/],
    ['41234567890a', /only digits/],
    ['4123-4567-8901', /only digits/],
    ['', /type the 12-digit/],
    ['   ', /type the 12-digit/],
    [412345678901, /type the 12-digit/],
    [null, /type the 12-digit/],
    [undefined, /type the 12-digit/],
    [['412345678901'], /type the 12-digit/],
    ['٤١٢٣٤٥٦٧٨٩٠١', /only digits/],
    ['४१२३४५६७८९०१', /only digits/],
    ['\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800', /only digits/],
    ['41234567890\ud800', /only digits/],
  ])('%j is refused', (utr, rsn) => {
    const r = checkUtr(utr);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('BAD_UTR');
      expect(r.rsn).toMatch(rsn);
      expect(r.rsn).toMatch(/UPI reference \(UTR\)/);
    }
  });
});
