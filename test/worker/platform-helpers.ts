import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import { app } from '../../src/worker';
import { DEV_OPERATOR_KEY } from '../../src/domain/operator-keys';

export const PLATFORM = 'http://localhost/platform/api';

export interface PlatformCall {
  /** default: the development operator key; null sends no Authorization header */
  key?: string | null;
  body?: unknown;
  /** sent as it is (not JSON-encoded), with Content-Type application/json unless headers say otherwise */
  raw?: string;
  headers?: Record<string, string>;
  /** a streamed body (sent without Content-Length) */
  stream?: ReadableStream<Uint8Array>;
}

function requestInit(method: string, o: PlatformCall): RequestInit {
  const headers: Record<string, string> = {};
  const key = o.key === undefined ? DEV_OPERATOR_KEY : o.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  let body: BodyInit | undefined = o.stream;
  if (o.raw !== undefined || o.body !== undefined) {
    body = o.raw ?? JSON.stringify(o.body);
    headers['Content-Type'] = 'application/json';
  }
  return { method, headers: { ...headers, ...(o.headers ?? {}) }, body, redirect: 'manual' };
}

/** An operator API call through the Worker; `path` is below /platform/api. */
export function platformCall(method: string, path: string, o: PlatformCall = {}): Promise<Response> {
  return SELF.fetch(`${PLATFORM}${path}`, requestInit(method, o));
}

/** The same call to the app with other bindings (e.g. ENVIRONMENT production). */
export async function platformCallWith(
  bindings: Record<string, unknown>,
  method: string,
  path: string,
  o: PlatformCall = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.request(`${PLATFORM}${path}`, requestInit(method, o), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export interface Created {
  shop: { id: string; name: string; status: string };
  ownerKey: string;
}

/** Creates a shop with the development operator key and returns the 201 reply. */
export async function createShop(
  id: string,
  name = `Shop ${id}`,
  extra: Record<string, unknown> = {},
): Promise<Created> {
  const res = await platformCall('POST', '/shops', { body: { id, name, ...extra } });
  const body = await res.json<Created & { status: number }>();
  expect(res.status, JSON.stringify(body)).toBe(201);
  expect(body.status).toBe(1);
  return body;
}

/** A storefront page as an anonymous visitor sees it. */
export function storefront(path: string): Promise<Response> {
  return SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
}

/** Unique ids per run: each test file shares one D1 with the others in its isolate. */
let counter = 0;
export const freshId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
