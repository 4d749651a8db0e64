/**
 * Signs and checks the invoice links of network orders (src/domain/ondc/invoice-link.ts) with the ONDC node's own
 * Ed25519 key, so no other secret is needed and a link made on one shop's order opens nothing else.
 */
import type { Bindings } from '../../env';
import {
  INVOICE_LINK_SECONDS,
  invoiceLinkExpired,
  invoiceLinkText,
  readInvoiceLinkQuery,
} from '../../domain/ondc/invoice-link';
import { nodeIdentity } from '../../ondc/config';
import { decodeBase64 } from '../../ondc/signing';

const text = (t: string) => new TextEncoder().encode(t);
const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The invoice's address for a buyer app, valid for INVOICE_LINK_SECONDS; null when the node has no signing key. */
export async function signedInvoiceUrl(
  env: Bindings,
  origin: string,
  storeId: string,
  orderId: string,
  nowMs: number,
): Promise<string | null> {
  const node = await nodeIdentity(env);
  if (!node.key) return null;
  const expiresAt = Math.floor(nowMs / 1000) + INVOICE_LINK_SECONDS;
  const signature = await crypto.subtle.sign(
    'Ed25519',
    node.key.privateKey,
    text(invoiceLinkText(storeId, orderId, expiresAt)),
  );
  return `${origin}/${storeId}/track/${encodeURIComponent(orderId)}/invoice.pdf?exp=${expiresAt}&sig=${base64Url(new Uint8Array(signature))}`;
}

/** True when `exp` and `sig` are this node's unexpired signature for this shop's order. */
export async function invoiceLinkOpens(
  env: Bindings,
  storeId: string,
  orderId: string,
  query: { exp?: string; sig?: string },
  nowMs: number,
): Promise<boolean> {
  const read = readInvoiceLinkQuery(query.exp, query.sig);
  if (!read || invoiceLinkExpired(read.expiresAt, nowMs)) return false;
  const node = await nodeIdentity(env);
  const raw = node.key ? decodeBase64(node.key.publicKeyBase64) : null;
  const signature = decodeBase64(read.signature.replace(/-/g, '+').replace(/_/g, '/').concat('=='));
  if (!raw || !signature) return false;
  const publicKey = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify('Ed25519', publicKey, signature, text(invoiceLinkText(storeId, orderId, read.expiresAt)));
}
