/**
 * The invoice link a buyer app gets in on_status `documents` (docs/ondc.md): the order's invoice PDF without a shopper
 * session, opened by a signature of this node over the shop, the order and an expiry, so the link names one order of
 * one shop and stops working when it expires. The pure half: what is signed and how the query is read.
 */

/** How long a buyer app may fetch the invoice from an on_status: a month covers returns and disputes. */
export const INVOICE_LINK_SECONDS = 30 * 24 * 60 * 60;

/** The text the node signs: every part that scopes the link. */
export function invoiceLinkText(storeId: string, orderId: string, expiresAt: number): string {
  return `ondc-invoice\n${storeId}\n${orderId}\n${expiresAt}`;
}

export interface InvoiceLinkQuery {
  expiresAt: number;
  signature: string;
}

const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

/** The link's `exp` and `sig` query values; null when they are not a well-formed expiry and Ed25519 signature. */
export function readInvoiceLinkQuery(exp: string | undefined, sig: string | undefined): InvoiceLinkQuery | null {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !SIGNATURE.test(sig)) return null;
  return { expiresAt: Number(exp), signature: sig };
}

export function invoiceLinkExpired(expiresAt: number, nowMs: number): boolean {
  return expiresAt * 1000 <= nowMs;
}
