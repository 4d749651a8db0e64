/** Where `pattern` first occurs in `bytes` at or after `from`, or -1. */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0): number {
  const first = pattern[0];
  for (let i = bytes.indexOf(first, from); i !== -1 && i <= bytes.length - pattern.length; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < pattern.length && bytes[i + j] === pattern[j]) j++;
    if (j === pattern.length) return i;
  }
  return -1;
}

export function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
