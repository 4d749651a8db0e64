import { fail, type Result } from '../../core/result';

/**
 * ONDC's request signature (Beckn "Signature" Authorization header), the pure half: the signing string, the
 * header's text both ways and the time window. The hashing and Ed25519 live in src/ondc/signing.ts.
 */

export const ONDC_SIGNED_HEADERS = '(created) (expires) digest';

/** How far a sender's clock may run ahead of ours before its `created` counts as from the future. */
export const ALLOWED_CLOCK_SKEW_SECONDS = 60;

export type SignatureRefusal =
  | 'missing'
  | 'malformed'
  | 'unsupported_algorithm'
  | 'expired'
  | 'not_yet_valid'
  | 'unknown_key'
  | 'bad_signature';

/** Each refusal in the words of the NACK that answers it. */
export const SIGNATURE_SENTENCES: Record<SignatureRefusal, string> = {
  missing: 'The Authorization header is missing: sign the request (ONDC signature).',
  malformed: 'The Authorization header is not an ONDC signature header.',
  unsupported_algorithm: 'Only ed25519 signatures are accepted.',
  expired: 'The signature has expired.',
  not_yet_valid: 'The signature is created in the future.',
  unknown_key: 'The signer is not a known network participant (registry or pinned).',
  bad_signature: 'The signature does not match the body.',
};

export type SignatureProblem = { code: SignatureRefusal; rsn: string };
export const signatureRefused = (code: SignatureRefusal) => fail({ code, rsn: SIGNATURE_SENTENCES[code] });

export interface SignatureParts {
  subscriberId: string;
  uniqueKeyId: string;
  created: number;
  expires: number;
  signature: string;
}

export function buildSigningString(created: number, expires: number, digestBase64: string): string {
  return `(created): ${created}\n(expires): ${expires}\ndigest: BLAKE-512=${digestBase64}`;
}

export function formatAuthorizationHeader(parts: SignatureParts): string {
  return (
    `Signature keyId="${parts.subscriberId}|${parts.uniqueKeyId}|ed25519",algorithm="ed25519",` +
    `created="${parts.created}",expires="${parts.expires}",headers="${ONDC_SIGNED_HEADERS}",` +
    `signature="${parts.signature}"`
  );
}

const MAX_HEADER_LENGTH = 2048;
const PARAM = /^\s*([a-zA-Z]+)="([^"]*)"\s*$/;
const SECONDS = /^\d{1,12}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Reads an incoming header; anything off is a refusal value, never a throw. */
export function parseAuthorizationHeader(
  header: string | null | undefined,
): Result<{ parts: SignatureParts }, SignatureProblem> {
  if (!header) return signatureRefused('missing');
  if (header.length > MAX_HEADER_LENGTH || !header.startsWith('Signature ')) return signatureRefused('malformed');
  const params = new Map<string, string>();
  for (const piece of header.slice('Signature '.length).split(',')) {
    const match = PARAM.exec(piece);
    if (!match || params.has(match[1])) return signatureRefused('malformed');
    params.set(match[1], match[2]);
  }
  const keyId = params.get('keyId')?.split('|');
  const created = params.get('created');
  const expires = params.get('expires');
  const signature = params.get('signature');
  if (!keyId || keyId.length !== 3 || !keyId[0] || !keyId[1]) return signatureRefused('malformed');
  if (!created || !expires || !SECONDS.test(created) || !SECONDS.test(expires)) return signatureRefused('malformed');
  if (!signature || !BASE64.test(signature)) return signatureRefused('malformed');
  const headers = params.get('headers');
  if (headers !== undefined && headers !== ONDC_SIGNED_HEADERS) return signatureRefused('malformed');
  const algorithm = params.get('algorithm');
  if (keyId[2] !== 'ed25519' || (algorithm !== undefined && algorithm !== 'ed25519')) {
    return signatureRefused('unsupported_algorithm');
  }
  return {
    ok: true,
    parts: {
      subscriberId: keyId[0],
      uniqueKeyId: keyId[1],
      created: Number(created),
      expires: Number(expires),
      signature,
    },
  };
}

/** Whether a signature is inside its own validity window at `nowSeconds`. */
export function signatureWindowRefusal(parts: SignatureParts, nowSeconds: number): SignatureRefusal | null {
  if (parts.expires <= parts.created) return 'malformed';
  if (parts.created > nowSeconds + ALLOWED_CLOCK_SKEW_SECONDS) return 'not_yet_valid';
  if (parts.expires < nowSeconds) return 'expired';
  return null;
}
