import { describe, expect, it } from 'vitest';
import { NO_PAYMENT_WARNING, parsePaymentsPatch } from '../../../src/domain/payments/settings';
import { PERSONAL_VPA_WARNING } from '../../../src/domain/payments/upi';
import {
  DEFAULT_PAYMENTS,
  paymentsSchema,
  type Payments as PaymentsSettings,
} from '../../../src/domain/tables/store-fields';

const upiOn: PaymentsSettings = {
  UPI: { enabled: true, vpa: 'dillikirana.store@icici', payeeName: 'Dilli Kirana Store' },
  COD: { enabled: true, maxOrderValue: 500_000 },
};

describe('the default payments setting', () => {
  it('is UPI off and cash on delivery on with no limit, as the store schema has it', () => {
    expect(DEFAULT_PAYMENTS).toEqual({
      UPI: { enabled: false, vpa: '', payeeName: '' },
      COD: { enabled: true, maxOrderValue: 0 },
    });
  });
});

describe("an owner's PATCH of the payments setting", () => {
  it.each([
    [
      'only COD, only the limit',
      DEFAULT_PAYMENTS,
      { COD: { maxOrderValue: 200_000 } },
      { ...DEFAULT_PAYMENTS, COD: { enabled: true, maxOrderValue: 200_000 } },
    ],
    [
      'COD off while UPI is on',
      upiOn,
      { COD: { enabled: false } },
      { ...upiOn, COD: { enabled: false, maxOrderValue: 500_000 } },
    ],
    [
      'COD limit back to none',
      upiOn,
      { COD: { maxOrderValue: 0 } },
      { ...upiOn, COD: { enabled: true, maxOrderValue: 0 } },
    ],
    [
      'COD limit at the ceiling',
      DEFAULT_PAYMENTS,
      { COD: { maxOrderValue: 10_000_000_000 } },
      { ...DEFAULT_PAYMENTS, COD: { enabled: true, maxOrderValue: 10_000_000_000 } },
    ],
    [
      'UPI switched on whole',
      DEFAULT_PAYMENTS,
      { UPI: { enabled: true, vpa: ' DilliKirana.Store@ICICI ', payeeName: '  Dilli Kirana Store ' } },
      { ...DEFAULT_PAYMENTS, UPI: { enabled: true, vpa: 'dillikirana.store@icici', payeeName: 'Dilli Kirana Store' } },
    ],
    [
      'only the VPA of an enabled UPI',
      upiOn,
      { UPI: { vpa: 'noir.threads@hdfcbank' } },
      { ...upiOn, UPI: { ...upiOn.UPI, vpa: 'noir.threads@hdfcbank' } },
    ],
    ['UPI off keeps the VPA', upiOn, { UPI: { enabled: false } }, { ...upiOn, UPI: { ...upiOn.UPI, enabled: false } }],
    [
      'UPI off may clear the VPA and name',
      upiOn,
      { UPI: { enabled: false, vpa: '', payeeName: '' } },
      { ...upiOn, UPI: { enabled: false, vpa: '', payeeName: '' } },
    ],
    [
      'a VPA saved while UPI stays off',
      DEFAULT_PAYMENTS,
      { UPI: { vpa: 'dillikirana.store@icici' } },
      { ...DEFAULT_PAYMENTS, UPI: { enabled: false, vpa: 'dillikirana.store@icici', payeeName: '' } },
    ],
    [
      'a 100-character payee name',
      DEFAULT_PAYMENTS,
      { UPI: { payeeName: 'N'.repeat(100) } },
      { ...DEFAULT_PAYMENTS, UPI: { enabled: false, vpa: '', payeeName: 'N'.repeat(100) } },
    ],
    [
      'a name in Hindi with an ampersand',
      upiOn,
      { UPI: { payeeName: 'दिल्ली किराना & Sons' } },
      { ...upiOn, UPI: { ...upiOn.UPI, payeeName: 'दिल्ली किराना & Sons' } },
    ],
    [
      'both at once',
      DEFAULT_PAYMENTS,
      { UPI: { enabled: true, vpa: 'shop@icici', payeeName: 'Shop' }, COD: { enabled: false } },
      { UPI: { enabled: true, vpa: 'shop@icici', payeeName: 'Shop' }, COD: { enabled: false, maxOrderValue: 0 } },
    ],
  ])('%s', (_what, current, body, settings) => {
    const r = parsePaymentsPatch(body, current);
    expect(r).toEqual({ ok: true, settings, warnings: [] });
    if (r.ok) expect(paymentsSchema.safeParse(r.settings).success).toBe(true);
  });

  it.each([
    ['not an object', 'UPI', null, /as an object/],
    ['null', null, null, /as an object/],
    ['an array', [{ COD: {} }], null, /as an object/],
    ['empty', {}, null, /Send UPI or COD/],
    ['an unknown key', { CARD: {} }, null, /not "CARD"/],
    ['an unknown key beside a good one', { COD: { enabled: true }, WALLET: true }, null, /not "WALLET"/],
    ['UPI null', { UPI: null }, 'UPI', /UPI must be an object/],
    ['UPI a string', { UPI: 'on' }, 'UPI', /UPI must be an object/],
    ['an unknown UPI key', { UPI: { handle: 'okaxis' } }, 'UPI', /not "handle"/],
    ['UPI.enabled "yes"', { UPI: { enabled: 'yes' } }, 'UPI.enabled', /true or false/],
    ['UPI.enabled 1', { UPI: { enabled: 1 } }, 'UPI.enabled', /true or false/],
    ['UPI.vpa a number', { UPI: { vpa: 9876543210 } }, 'UPI.vpa', /must be text/],
    ['a malformed VPA', { UPI: { vpa: 'not a vpa' } }, 'UPI.vpa', /^A UPI id looks like/],
    ['UPI on without a VPA', { UPI: { enabled: true, payeeName: 'Shop' } }, 'UPI.vpa', /Give the shop's UPI id/],
    [
      'UPI on with a blank VPA',
      { UPI: { enabled: true, vpa: '   ', payeeName: 'Shop' } },
      'UPI.vpa',
      /Give the shop's UPI id/,
    ],
    ['UPI on without a payee name', { UPI: { enabled: true, vpa: 'shop@icici' } }, 'UPI.payeeName', /Give the name/],
    [
      'UPI on with a blank payee name',
      { UPI: { enabled: true, vpa: 'shop@icici', payeeName: ' \t ' } },
      'UPI.payeeName',
      /Give the name/,
    ],
    ['UPI.payeeName a number', { UPI: { payeeName: 42 } }, 'UPI.payeeName', /must be text/],
    ['a 101-character payee name', { UPI: { payeeName: 'N'.repeat(101) } }, 'UPI.payeeName', /at most 100/],
    [
      'a payee name with a line break',
      { UPI: { enabled: true, vpa: 'shop@icici', payeeName: 'Dilli\nKirana' } },
      'UPI.payeeName',
      /control characters/,
    ],
    ['a payee name with a NUL', { UPI: { payeeName: 'Dilli\u0000Kirana' } }, 'UPI.payeeName', /control characters/],
    [
      'a payee name with a lone surrogate',
      { UPI: { payeeName: 'Dilli\ud800' } },
      'UPI.payeeName',
      /control characters/,
    ],
    [
      'a payee name with a right-to-left override',
      { UPI: { payeeName: 'Dilli\u202eKirana' } },
      'UPI.payeeName',
      /control characters/,
    ],
    ['COD a boolean', { COD: false }, 'COD', /COD must be an object/],
    ['an unknown COD key', { COD: { limit: 100 } }, 'COD', /not "limit"/],
    ['COD.enabled "false"', { COD: { enabled: 'false' } }, 'COD.enabled', /true or false/],
    ['a negative COD limit', { COD: { maxOrderValue: -1 } }, 'COD.maxOrderValue', /whole paise/],
    ['a COD limit in rupees with paise', { COD: { maxOrderValue: 1.5 } }, 'COD.maxOrderValue', /whole paise/],
    ['a COD limit over 10^10', { COD: { maxOrderValue: 10_000_000_001 } }, 'COD.maxOrderValue', /whole paise/],
    ['a COD limit as text', { COD: { maxOrderValue: '5000' } }, 'COD.maxOrderValue', /whole paise/],
    ['a COD limit of NaN', { COD: { maxOrderValue: Number.NaN } }, 'COD.maxOrderValue', /whole paise/],
    [
      'a COD limit of Infinity',
      { COD: { maxOrderValue: Number.POSITIVE_INFINITY } },
      'COD.maxOrderValue',
      /whole paise/,
    ],
    ['a COD limit of null', { COD: { maxOrderValue: null } }, 'COD.maxOrderValue', /whole paise/],
  ])('refuses %s', (_what, body, field, rsn) => {
    const r = parsePaymentsPatch(body, DEFAULT_PAYMENTS);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('BAD_REQUEST');
      expect(r.field).toBe(field);
      expect(r.rsn).toMatch(rsn);
      expect(r.rsn).toMatch(/[.)]$/);
    }
  });

  it('refuses switching UPI on over a setting with no VPA yet', () => {
    expect(parsePaymentsPatch({ UPI: { enabled: true } }, DEFAULT_PAYMENTS)).toMatchObject({
      ok: false,
      field: 'UPI.vpa',
    });
  });

  it.each([
    [
      'a mobile-number VPA',
      { UPI: { enabled: true, vpa: '9876543210@ybl', payeeName: 'Ravi' } },
      [PERSONAL_VPA_WARNING],
    ],
    [
      'a personal app handle',
      { UPI: { enabled: true, vpa: 'ravi.kumar@okaxis', payeeName: 'Ravi' } },
      [PERSONAL_VPA_WARNING],
    ],
    ['a personal VPA saved with UPI off', { UPI: { vpa: 'ravi@paytm' } }, [PERSONAL_VPA_WARNING]],
    ['a business VPA', { UPI: { enabled: true, vpa: 'dillikirana@okaxis', payeeName: 'Dilli Kirana' } }, []],
    ['a merchant VPA', { UPI: { enabled: true, vpa: 'dillikirana.store@icici', payeeName: 'Dilli Kirana' } }, []],
    ['no way to pay left', { COD: { enabled: false } }, [NO_PAYMENT_WARNING]],
  ])('warns for %s', (_what, body, warnings) => {
    const r = parsePaymentsPatch(body, DEFAULT_PAYMENTS);
    expect(r.ok && r.warnings).toEqual(warnings);
  });

  it('leaves the current setting untouched', () => {
    const current = structuredClone(upiOn);
    parsePaymentsPatch({ UPI: { enabled: false, vpa: '' }, COD: { maxOrderValue: 0 } }, current);
    expect(current).toEqual(upiOn);
  });
});
