import { Buffer } from 'node:buffer';

/** Where `pattern` first occurs in `bytes` at or after `from`, or -1 (the runtime's native search: nodejs_compat). */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(pattern, from);
}

export function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
