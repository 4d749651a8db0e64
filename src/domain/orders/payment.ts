/** How an order's total is paid: cash on delivery, wallet (partly or wholly) or udhaar (store credit). */
export type PaymentMethod = 'COD' | 'WALLET' | 'UDHAAR';

export interface WalletConfig {
  wallet: boolean;
  udhaar: boolean;
  udhaarLimit: number;
}

export interface PaymentSplit {
  method: PaymentMethod;
  fromWallet: number;
  toUdhaar: number;
  cashDue: number;
}

export type PaymentResult = { ok: true; split: PaymentSplit } | { ok: false; code: string; rsn: string };

/**
 * WALLET uses the balance up to the total; the rest is cash on delivery. UDHAAR charges the whole total to
 * store credit, refused when it would take the amount owed past the limit. All amounts in paise.
 */
export function splitPayment(opts: {
  method: PaymentMethod;
  total: number;
  config: WalletConfig | undefined;
  walletBalance: number;
  udhaarOwed: number;
  formatMoney: (paise: number) => string;
}): PaymentResult {
  const { method, total, config, walletBalance, udhaarOwed, formatMoney } = opts;
  if (method === 'COD') return { ok: true, split: { method, fromWallet: 0, toUdhaar: 0, cashDue: total } };
  if (method === 'WALLET') {
    if (!config?.wallet) return { ok: false, code: 'WALLET_OFF', rsn: 'This shop does not take wallet payments.' };
    if (walletBalance <= 0) return { ok: false, code: 'WALLET_EMPTY', rsn: 'Your wallet is empty. Please choose cash on delivery.' };
    const fromWallet = Math.min(walletBalance, total);
    return { ok: true, split: { method, fromWallet, toUdhaar: 0, cashDue: total - fromWallet } };
  }
  if (!config?.udhaar) return { ok: false, code: 'UDHAAR_OFF', rsn: 'This shop does not offer udhaar (store credit).' };
  const available = Math.max(0, config.udhaarLimit - udhaarOwed);
  if (total > available) {
    return { ok: false, code: 'UDHAAR_LIMIT', rsn: `Your udhaar limit allows ${formatMoney(available)} more; this order is ${formatMoney(total)}.` };
  }
  return { ok: true, split: { method, fromWallet: 0, toUdhaar: total, cashDue: 0 } };
}
