import { env, SELF } from 'cloudflare:test';
import { keyFor } from './admin-helpers';

/** Photos made with sharp when the config loaded (test/worker/photo-fixtures.ts). */
export function fixture(name: string): Uint8Array<ArrayBuffer> {
  const b64 = env.PHOTO_FIXTURES[name];
  if (!b64) throw new Error(`no photo fixture ${name}`);
  return Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
}

export interface UploadOptions {
  key?: string | null;
  type?: string;
  form?: boolean;
  field?: string;
}

/** POST of a photo to an owner API path below /stores/{storeId}. */
export async function upload(
  storeId: string,
  sub: string,
  bytes: Uint8Array<ArrayBuffer>,
  o: UploadOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  const key = o.key === undefined ? await keyFor(storeId) : o.key;
  if (key) headers.Authorization = `Bearer ${key}`;
  let body: BodyInit = bytes;
  if (o.form) {
    const form = new FormData();
    form.append(o.field ?? 'photo', new File([bytes], 'IMG_0001.jpg', { type: o.type ?? 'image/jpeg' }));
    body = form;
  } else headers['Content-Type'] = o.type ?? 'image/jpeg';
  return SELF.fetch(`http://localhost/admin/api/stores/${storeId}${sub}`, { method: 'POST', headers, body });
}

export async function media(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(`http://localhost${path}`, init);
}

/** Which part answered a variant: edge, r2 or transform. */
export const servedBy = (res: Response) => /desc="(\w+)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1];

export async function storedPhotoKeys(storeId: string): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix: `photos/${storeId}/` });
  return listed.objects.map((o) => o.key);
}

const ascii = (s: string) => Uint8Array.from(s, (ch) => ch.charCodeAt(0) & 0xff);
export function bytesOf(...parts: (string | number[] | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const arrays = parts.map((p) => (typeof p === 'string' ? ascii(p) : Uint8Array.from(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** A PNG whose header claims width x height but whose data is a few bytes: a decompression bomb's header. */
export function pngClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  return bytesOf(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(width),
    be32(height),
    [8, 2, 0, 0, 0],
    [0, 0, 0, 0],
    be32(10),
    'IDAT',
    [0x78, 0x9c, 0xed, 0xc1, 0x01, 0x0d, 0x00, 0x00, 0x00, 0xc2],
    [0, 0, 0, 0],
    be32(0),
    'IEND',
    [0xae, 0x42, 0x60, 0x82],
  );
}

/** The start of an iPhone HEIC file (ISO-BMFF `ftyp` with the heic brand). */
export function heicHeader(): Uint8Array<ArrayBuffer> {
  return bytesOf(be32(24), 'ftypheic', be32(0), 'mif1heic', be32(1000), 'meta', new Array(200).fill(0));
}
