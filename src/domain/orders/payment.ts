import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

/**
 * How an order's total is paid: cash on delivery, wallet (partly or wholly), udhaar (store credit) or UPI. The one
 * list of them: the place-order body, the order's column, the owner API's order shape and the checkout read it.
 */
export const PAYMENT_METHODS = ['COD', 'WALLET', 'UDHAAR', 'UPI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface WalletConfig {
  wallet: boolean;
  udhaar: boolean;
  udhaarLimit: number;
}

/** The owner's UPI and cash-on-delivery choices, and what the shop knows of this shopper's deliveries. */
export interface CheckoutPayments {
  upi: boolean;
  /** 0: no limit */
  codMaxOrderValue: number;
  codEnabled: boolean;
  /** deliveries this shopper refused (orders RETURNED) */
  refusedDeliveries: number;
}

/** COD is off for a shopper who refused this many deliveries. */
export const COD_REFUSAL_LIMIT = 2;

export const DEFAULT_CHECKOUT_PAYMENTS: CheckoutPayments = {
  upi: false,
  codMaxOrderValue: 0,
  codEnabled: true,
  refusedDeliveries: 0,
};

export interface PaymentSplit {
  method: PaymentMethod;
  fromWallet: number;
  toUdhaar: number;
  /** paid by the shopper's UPI app before the shop takes the order */
  byUpi: number;
  cashDue: number;
}

export type PaymentResult = Result<{ split: PaymentSplit }, { code: string; rsn: string; say: Said }>;
type CodCheck = Result<object, { code: 'COD_OFF' | 'COD_LIMIT' | 'COD_REFUSED'; rsn: string; say: Said }>;

/** Whether cash on delivery may carry `cash` of this order (COD, or what a wallet payment leaves over). */
export function codAllows(payments: CheckoutPayments, cash: number, formatMoney: (paise: number) => string): CodCheck {
  if (cash <= 0) return { ok: true };
  if (!payments.codEnabled)
    return {
      ok: false,
      code: 'COD_OFF',
      rsn: 'This shop does not take cash on delivery. Please choose another way to pay.',
      say: said('problem.pay.codOff'),
    };
  if (payments.refusedDeliveries >= COD_REFUSAL_LIMIT) {
    return {
      ok: false,
      code: 'COD_REFUSED',
      rsn: 'Cash on delivery is not available for your account because earlier deliveries were refused. Please pay online.',
      say: said('problem.pay.codRefused'),
    };
  }
  if (payments.codMaxOrderValue > 0 && cash > payments.codMaxOrderValue) {
    return {
      ok: false,
      code: 'COD_LIMIT',
      rsn: `Cash on delivery is available up to ${formatMoney(payments.codMaxOrderValue)}. Please pay online for this order.`,
      say: said('problem.pay.codLimit', { max: { paise: payments.codMaxOrderValue } }),
    };
  }
  return { ok: true };
}

/** What a method's rules read: the order's total, the owner's settings and the shopper's ledgers (paise). */
interface PaymentAsk {
  total: number;
  config: WalletConfig | undefined;
  walletBalance: number;
  udhaarOwed: number;
  formatMoney: (paise: number) => string;
  payments: CheckoutPayments;
}

interface MethodRule {
  /** whether a checkout offers it for this total */
  offered(ask: Pick<PaymentAsk, 'payments' | 'config' | 'total'>): boolean;
  /** how the total is paid with it, or why it cannot be */
  split(ask: PaymentAsk): PaymentResult;
}

const NOTHING_PAID = { fromWallet: 0, toUdhaar: 0, byUpi: 0, cashDue: 0 };

/**
 * Each method's rules, in the order a checkout offers them (docs/architecture.md, "A new payment method"): a method
 * of PAYMENT_METHODS without its rule does not compile. WALLET uses the balance up to the total; the rest is cash
 * on delivery. UDHAAR charges the whole total to store credit, refused when it would take the amount owed past the
 * limit. UPI is the whole total, paid before the shop takes the order. Cash on delivery meets the owner's COD rules.
 */
const METHOD_RULES: { readonly [M in PaymentMethod]: MethodRule } = {
  COD: {
    offered: ({ payments, total }) => codAllows(payments, total, String).ok,
    split: ({ payments, total, formatMoney }) => {
      const cod = codAllows(payments, total, formatMoney);
      return cod.ok ? { ok: true, split: { method: 'COD', ...NOTHING_PAID, cashDue: total } } : cod;
    },
  },
  UPI: {
    offered: ({ payments }) => payments.upi,
    split: ({ payments, total }) =>
      payments.upi
        ? { ok: true, split: { method: 'UPI', ...NOTHING_PAID, byUpi: total } }
        : {
            ok: false,
            code: 'UPI_OFF',
            rsn: 'This shop does not take UPI payments. Please choose another way to pay.',
            say: said('problem.pay.upiOff'),
          },
  },
  WALLET: {
    offered: ({ config }) => !!config?.wallet,
    split: ({ config, walletBalance, total, payments, formatMoney }) => {
      if (!config?.wallet)
        return {
          ok: false,
          code: 'WALLET_OFF',
          rsn: 'This shop does not take wallet payments.',
          say: said('problem.pay.walletOff'),
        };
      if (walletBalance <= 0)
        return {
          ok: false,
          code: 'WALLET_EMPTY',
          rsn: 'Your wallet is empty. Please choose cash on delivery.',
          say: said('problem.pay.walletEmpty'),
        };
      const fromWallet = Math.min(walletBalance, total);
      const cod = codAllows(payments, total - fromWallet, formatMoney);
      return cod.ok
        ? { ok: true, split: { method: 'WALLET', ...NOTHING_PAID, fromWallet, cashDue: total - fromWallet } }
        : cod;
    },
  },
  UDHAAR: {
    offered: ({ config }) => !!config?.udhaar,
    split: ({ config, udhaarOwed, total, formatMoney }) => {
      if (!config?.udhaar)
        return {
          ok: false,
          code: 'UDHAAR_OFF',
          rsn: 'This shop does not offer udhaar (store credit).',
          say: said('problem.pay.udhaarOff'),
        };
      const available = Math.max(0, config.udhaarLimit - udhaarOwed);
      if (total > available) {
        return {
          ok: false,
          code: 'UDHAAR_LIMIT',
          rsn: `Your udhaar limit allows ${formatMoney(available)} more; this order is ${formatMoney(total)}.`,
          say: said('problem.pay.udhaarLimit', { available: { paise: available }, total: { paise: total } }),
        };
      }
      return { ok: true, split: { method: 'UDHAAR', ...NOTHING_PAID, toUdhaar: total } };
    },
  },
};

/** The ways to pay a checkout offers for this total (UPI when on; COD only when it may carry the total). */
export function offeredMethods(
  payments: CheckoutPayments,
  wallet: WalletConfig | undefined,
  total: number,
): PaymentMethod[] {
  return (Object.keys(METHOD_RULES) as PaymentMethod[]).filter((m) =>
    METHOD_RULES[m].offered({ payments, config: wallet, total }),
  );
}

/** How `method` pays this total (all amounts in paise), by its rule in METHOD_RULES. */
export function splitPayment(opts: {
  method: PaymentMethod;
  total: number;
  config: WalletConfig | undefined;
  walletBalance: number;
  udhaarOwed: number;
  formatMoney: (paise: number) => string;
  payments?: CheckoutPayments;
}): PaymentResult {
  const { method, ...ask } = opts;
  return METHOD_RULES[method].split({ ...ask, payments: opts.payments ?? DEFAULT_CHECKOUT_PAYMENTS });
}
