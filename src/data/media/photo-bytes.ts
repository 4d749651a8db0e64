/** Byte plumbing for photos: bounded reads of a stream, streams of bytes, SHA-256, inflate. */

export type Bytes = Uint8Array<ArrayBuffer>;

/** The whole stream, or 'too-large' as soon as it passes `max` bytes (the rest is never read). */
export async function readAtMost(stream: ReadableStream<Uint8Array> | null, max: number): Promise<Bytes | 'too-large'> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

export function streamOf(bytes: Bytes): ReadableStream<Uint8Array> {
  return new Blob([bytes]).stream() as ReadableStream<Uint8Array>;
}

export async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Bytes> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function sha256Hex(bytes: Bytes | string): Promise<string> {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const digest = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** zlib inflate (a PNG's IDAT stream). */
export async function inflate(bytes: Bytes): Promise<Bytes> {
  const inflater = new DecompressionStream('deflate');
  const writer = inflater.writable.getWriter();
  // a broken stream errors the readable side too, which bytesOf reports; the writer's own rejection is that one
  writer
    .write(bytes)
    .then(() => writer.close())
    .catch(() => {});
  return bytesOf(inflater.readable);
}
