import type { Fontkit, Subset, SubsetStream } from 'pdf-lib/es/types/fontkit';

/**
 * fontkit as pdf-lib uses it, except that a font subset's bytes are written at once, in the request that asked.
 *
 * @pdf-lib/fontkit hands a subset's bytes over through a bundled copy of the browser `process.nextTick` shim, whose
 * queue is module state drained by a timer that the first caller sets. With two invoices made at the same moment,
 * the second request's bytes wait on the first request's timer: on Workers a request cannot wait on another's I/O,
 * so the runtime cancelled it as hung (#40 item 7: 17 of 18 concurrent PDFs answered 500). Encoding the subset
 * synchronously (the same `subset.encode` fontkit's stream runs) leaves nothing in that queue.
 */
export function withSyncSubsets(fontkit: Fontkit): Fontkit {
  return {
    create(buffer, postscriptName) {
      // a new font object each call, so setting its methods shares nothing between requests
      const font = fontkit.create(buffer, postscriptName);
      const createSubset = font.createSubset.bind(font);
      font.createSubset = (): Subset => {
        const subset = createSubset();
        const encode = encoderOf(subset);
        subset.encodeStream = () =>
          bytesAsStream(() => {
            const sink = new ByteSink();
            encode(sink);
            return sink.bytes();
          });
        return subset;
      };
      return font;
    },
  };
}

/** fontkit's own synchronous `encode` of a subset, which its published types leave out. */
function encoderOf(subset: Subset): (sink: ByteSink) => void {
  const encode: unknown = Reflect.get(subset, 'encode');
  if (typeof encode !== 'function') throw new Error('this fontkit subset has no encode()');
  return (sink) => encode.call(subset, sink);
}

/** The stream pdf-lib listens to ('data', 'end', 'error'), told in a microtask of this request, once listened to. */
function bytesAsStream(make: () => Uint8Array): SubsetStream {
  const listeners: Partial<Record<'data' | 'end' | 'error', (arg?: any) => unknown>> = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', callback: (arg?: any) => unknown) {
      listeners[event] = callback;
      return stream;
    },
  };
  queueMicrotask(() => {
    let bytes: Uint8Array;
    try {
      bytes = make();
    } catch (err) {
      listeners.error?.(err);
      return;
    }
    listeners.data?.(bytes);
    listeners.end?.();
  });
  return stream as SubsetStream;
}

/** What fontkit's table encoders write to (restructure's EncodeStream), into one growing byte array. */
export class ByteSink {
  pos = 0;
  private buf = new Uint8Array(64 * 1024);
  private view = new DataView(this.buf.buffer);

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  private put(n: number, write: (at: number) => void): number {
    this.ensure(n);
    write(this.pos);
    return (this.pos += n);
  }

  bytes(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }

  writeUInt8(v: number) {
    return this.put(1, (at) => this.view.setUint8(at, v));
  }
  writeInt8(v: number) {
    return this.put(1, (at) => this.view.setInt8(at, v));
  }
  writeUInt16BE(v: number) {
    return this.put(2, (at) => this.view.setUint16(at, v));
  }
  writeUInt16LE(v: number) {
    return this.put(2, (at) => this.view.setUint16(at, v, true));
  }
  writeInt16BE(v: number) {
    return this.put(2, (at) => this.view.setInt16(at, v));
  }
  writeInt16LE(v: number) {
    return this.put(2, (at) => this.view.setInt16(at, v, true));
  }
  writeUInt32BE(v: number) {
    return this.put(4, (at) => this.view.setUint32(at, v));
  }
  writeUInt32LE(v: number) {
    return this.put(4, (at) => this.view.setUint32(at, v, true));
  }
  writeInt32BE(v: number) {
    return this.put(4, (at) => this.view.setInt32(at, v));
  }
  writeInt32LE(v: number) {
    return this.put(4, (at) => this.view.setInt32(at, v, true));
  }
  writeFloatBE(v: number) {
    return this.put(4, (at) => this.view.setFloat32(at, v));
  }
  writeFloatLE(v: number) {
    return this.put(4, (at) => this.view.setFloat32(at, v, true));
  }
  writeDoubleBE(v: number) {
    return this.put(8, (at) => this.view.setFloat64(at, v));
  }
  writeDoubleLE(v: number) {
    return this.put(8, (at) => this.view.setFloat64(at, v, true));
  }

  writeUInt24BE(v: number) {
    return this.put(3, (at) => {
      this.buf[at] = (v >>> 16) & 0xff;
      this.buf[at + 1] = (v >>> 8) & 0xff;
      this.buf[at + 2] = v & 0xff;
    });
  }
  writeUInt24LE(v: number) {
    return this.put(3, (at) => {
      this.buf[at] = v & 0xff;
      this.buf[at + 1] = (v >>> 8) & 0xff;
      this.buf[at + 2] = (v >>> 16) & 0xff;
    });
  }
  writeInt24BE(v: number) {
    return this.writeUInt24BE(v >= 0 ? v : v + 0x1000000);
  }
  writeInt24LE(v: number) {
    return this.writeUInt24LE(v >= 0 ? v : v + 0x1000000);
  }

  writeBuffer(bytes: Uint8Array) {
    return this.put(bytes.length, (at) => this.buf.set(bytes, at));
  }

  writeString(text: string, encoding = 'ascii') {
    if (encoding === 'utf16be' || encoding === 'utf16le' || encoding === 'ucs2') {
      const little = encoding !== 'utf16be';
      return this.put(text.length * 2, (at) => {
        for (let i = 0; i < text.length; i++) this.view.setUint16(at + 2 * i, text.charCodeAt(i), little);
      });
    }
    if (encoding === 'ascii') return this.writeBuffer(Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff));
    if (encoding === 'utf8') return this.writeBuffer(new TextEncoder().encode(text));
    throw new Error(`font subset: no ${encoding} strings`);
  }

  fill(value: number, length: number) {
    return this.put(length, (at) => this.buf.fill(value, at, at + length));
  }
}
