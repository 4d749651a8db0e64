const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * True when `signatureHex` is the HMAC-SHA256 of `body` under `secret`. WebCrypto's verify compares in
 * constant time, so the check leaks nothing about how close a forged signature came.
 */
export async function verifyHmacSha256(secret: string, body: string, signatureHex: string): Promise<boolean> {
  const signature = hexBytes(signatureHex);
  if (!signature || signature.length !== 32 || secret === '') return false;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify('HMAC', key, signature, encoder.encode(body));
}

/** The hex HMAC-SHA256 of `body` (for providers' docs and tests that sign fake payloads). */
export async function signHmacSha256(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}
