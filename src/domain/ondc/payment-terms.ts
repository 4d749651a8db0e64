/**
 * The payment terms of `on_init` (retail 1.2.5), pure: prepaid through the buyer app's collector (ON-ORDER,
 * collected by the BAP) or cash on delivery (ON-FULFILLMENT, collected by this node for the shop) within the shop's
 * COD rules (domain/orders/payment.ts codAllows) and only when every item is available on COD; the settlement
 * details name where the shop is paid (its UPI address) for reconciliation.
 */
import { codAllows } from '../orders/payment';
import { formatAmount } from './amounts';
import type { Result } from '../../core/result';

export type OndcPaymentType = 'ON-ORDER' | 'ON-FULFILLMENT';

export interface ShopPayments {
  codEnabled: boolean;
  /** paise; 0: no limit */
  codMaxOrderValue: number;
  upiVpa: string;
  payeeName: string;
}

export interface TermsInput {
  asked: unknown;
  /** paise */
  total: number;
  everyItemOnCod: boolean;
  payments: ShopPayments;
  /** the buyer app's finder fee as it sent it */
  finderFee: { type: string; amount: string };
}

export type Terms = Result<{ payment: Record<string, unknown> }, { code: string; rsn: string }>;

/** The quote as on_init and later repeat it: without the stock counts (`item.quantity`) only on_select carries. */
export function quoteAfterSelect(quote: Record<string, unknown>): Record<string, unknown> {
  const breakup = Array.isArray(quote.breakup) ? (quote.breakup as Record<string, unknown>[]) : [];
  return {
    ...quote,
    breakup: breakup.map((line) => {
      const item = line.item as Record<string, unknown> | undefined;
      if (!item || !('quantity' in item)) return line;
      const { quantity: _stock, ...rest } = item;
      return { ...line, item: rest };
    }),
  };
}

/** The type a buyer app asked for in `message.order.payment.type` (prepaid when it asked for none). */
export function askedPaymentType(asked: unknown): OndcPaymentType | null {
  if (asked === undefined) return 'ON-ORDER';
  return asked === 'ON-ORDER' || asked === 'ON-FULFILLMENT' ? asked : null;
}

export function paymentTerms(t: TermsInput): Terms {
  const type = askedPaymentType(t.asked);
  if (!type)
    return {
      ok: false,
      code: '30000',
      rsn: 'message.order.payment.type must be ON-ORDER (prepaid) or ON-FULFILLMENT (cash on delivery).',
    };
  if (type === 'ON-FULFILLMENT') {
    if (!t.everyItemOnCod)
      return { ok: false, code: '40000', rsn: 'Cash on delivery is not available for some items of this order.' };
    const cod = codAllows(
      {
        upi: false,
        codEnabled: t.payments.codEnabled,
        codMaxOrderValue: t.payments.codMaxOrderValue,
        refusedDeliveries: 0,
      },
      t.total,
      (p) => `₹${formatAmount(p)}`,
    );
    if (!cod.ok) return { ok: false, code: '40000', rsn: cod.rsn };
  }
  return {
    ok: true,
    payment: {
      type,
      // the buyer app's own collection is not repeated back (retail 1.2.5 as the validator reads it)
      ...(type === 'ON-ORDER' ? {} : { collected_by: 'BPP', ...sellerCollects(t.payments, t.total) }),
      '@ondc/org/buyer_app_finder_fee_type': t.finderFee.type,
      '@ondc/org/buyer_app_finder_fee_amount': t.finderFee.amount,
      '@ondc/org/settlement_basis': 'delivery',
      '@ondc/org/settlement_window': 'PT24H',
      '@ondc/org/withholding_amount': '0.00',
      '@ondc/org/settlement_details': [
        {
          settlement_counterparty: 'seller-app',
          settlement_phase: 'sale-amount',
          settlement_type: 'upi',
          beneficiary_name: t.payments.payeeName,
          upi_address: t.payments.upiVpa,
        },
      ],
    },
  };
}

/**
 * Cash on delivery is this node's (the shop's) to collect: `bpp_collect` says it can, and `uri` is the shop's UPI
 * payment link for the amount (the rider may take it by UPI at the door) when the shop has a UPI address.
 */
function sellerCollects(payments: ShopPayments, total: number): Record<string, unknown> {
  const uri = payments.upiVpa
    ? `upi://pay?pa=${encodeURIComponent(payments.upiVpa)}&pn=${encodeURIComponent(payments.payeeName)}&am=${formatAmount(total)}&cu=INR`
    : null;
  return {
    ...(uri ? { uri } : {}),
    tags: [{ code: 'bpp_collect', list: [{ code: 'success', value: 'Y' }] }],
  };
}
