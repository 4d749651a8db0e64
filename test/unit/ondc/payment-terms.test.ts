import { describe, expect, it } from 'vitest';
import { paymentTerms, quoteAfterSelect } from '../../../src/domain/ondc/payment-terms';

const PAYMENTS = { codEnabled: true, codMaxOrderValue: 100000, upiVpa: 'shop@upi', payeeName: 'Shop' };
const FEE = { type: 'percent', amount: '3' };

describe('paymentTerms', () => {
  it.each([
    [
      'prepaid by default',
      undefined,
      50000,
      true,
      PAYMENTS,
      { ok: true, payment: { type: 'ON-ORDER', '@ondc/org/settlement_window': 'PT24H' } },
    ],
    [
      'cash on delivery within the limit',
      'ON-FULFILLMENT',
      50000,
      true,
      PAYMENTS,
      {
        ok: true,
        payment: {
          type: 'ON-FULFILLMENT',
          collected_by: 'BPP',
          tags: [{ code: 'bpp_collect', list: [{ code: 'success', value: 'Y' }] }],
        },
      },
    ],
    ['cash on delivery over the limit', 'ON-FULFILLMENT', 150000, true, PAYMENTS, { ok: false, code: '40000' }],
    [
      'cash on delivery when the shop takes none',
      'ON-FULFILLMENT',
      5000,
      true,
      { ...PAYMENTS, codEnabled: false },
      { ok: false, code: '40000' },
    ],
    ['cash on delivery with an item not on COD', 'ON-FULFILLMENT', 5000, false, PAYMENTS, { ok: false, code: '40000' }],
    ['no limit (0)', 'ON-FULFILLMENT', 9_999_999, true, { ...PAYMENTS, codMaxOrderValue: 0 }, { ok: true }],
    ['prepaid over the COD limit', 'ON-ORDER', 150000, false, PAYMENTS, { ok: true }],
    ['an unknown type', 'POST-FULFILLMENT', 5000, true, PAYMENTS, { ok: false, code: '30000' }],
    ['a wrong type', 5, 5000, true, PAYMENTS, { ok: false, code: '30000' }],
  ] as const)('%s', (_, asked, total, everyItemOnCod, payments, expected) => {
    expect(paymentTerms({ asked, total, everyItemOnCod, payments, finderFee: FEE })).toMatchObject(expected);
  });

  it("gives cash on delivery the shop's UPI link for the amount, and none without a UPI address", () => {
    const cod = (payments: typeof PAYMENTS) =>
      paymentTerms({ asked: 'ON-FULFILLMENT', total: 52550, everyItemOnCod: true, payments, finderFee: FEE });
    const withUpi = cod(PAYMENTS);
    expect(withUpi.ok && withUpi.payment.uri).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&am=525\.50&cu=INR$/);
    const without = cod({ ...PAYMENTS, upiVpa: '' });
    expect(without.ok && 'uri' in without.payment).toBe(false);
  });

  it('does not repeat back that the buyer app collects a prepaid order (collected_by only for cash on delivery)', () => {
    const prepaid = paymentTerms({
      asked: 'ON-ORDER',
      total: 100,
      everyItemOnCod: true,
      payments: PAYMENTS,
      finderFee: FEE,
    });
    expect(prepaid.ok && 'collected_by' in prepaid.payment).toBe(false);
  });

  it('repeats the quote after on_select without its stock counts (item.quantity), prices unchanged', () => {
    const quote = {
      price: { currency: 'INR', value: '120.00' },
      breakup: [
        {
          '@ondc/org/item_id': 'rice',
          '@ondc/org/title_type': 'item',
          price: { currency: 'INR', value: '100.00' },
          item: { quantity: { available: { count: '99' } }, price: { currency: 'INR', value: '50.00' } },
        },
        { '@ondc/org/item_id': '1', '@ondc/org/title_type': 'delivery', price: { currency: 'INR', value: '20.00' } },
      ],
    };
    expect(quoteAfterSelect(quote)).toEqual({
      ...quote,
      breakup: [{ ...quote.breakup[0], item: { price: { currency: 'INR', value: '50.00' } } }, quote.breakup[1]],
    });
  });

  it("records where the shop is paid and the buyer app's fee for reconciliation", () => {
    const terms = paymentTerms({
      asked: 'ON-ORDER',
      total: 100,
      everyItemOnCod: true,
      payments: PAYMENTS,
      finderFee: FEE,
    });
    expect(terms).toMatchObject({
      ok: true,
      payment: {
        '@ondc/org/buyer_app_finder_fee_type': 'percent',
        '@ondc/org/buyer_app_finder_fee_amount': '3',
        '@ondc/org/settlement_details': [
          {
            settlement_counterparty: 'seller-app',
            settlement_type: 'upi',
            upi_address: 'shop@upi',
            beneficiary_name: 'Shop',
          },
        ],
      },
    });
  });
});
