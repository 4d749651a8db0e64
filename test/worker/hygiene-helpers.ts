import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import { app } from '../../src/worker';

export const ORIGIN = 'http://localhost';
export const OWNER_KEY = { Authorization: 'Bearer dev_owner_dilli-kirana' };

/**
 * A request straight to the app with the access log off, waiting for its waitUntil work (error records). Hundreds
 * of these take well under a second; through SELF each also pays for its access-log line in the test runner.
 */
export async function call(
  method: string,
  path: string,
  o: { body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = { ...(o.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(o.headers ?? {}) };
  const res = await app.request(
    `${ORIGIN}${path}`,
    { method, headers, body: o.body, redirect: 'manual' },
    { ...env, ACCESS_LOG: 'off' },
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return new Response(method === 'HEAD' ? null : text, { status: res.status, headers: res.headers });
}

/** Runs `tasks` in groups of `size` at a time (all of them, in order of groups). */
export async function inBatches<T>(count: number, size: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => task(start + k)))));
  }
  return out;
}

/** A refusal as the API promises it: the status, JSON, status 0 and a readable rsn (and the code, when given). */
export async function expectJsonFailure(res: Response, status: number, code?: string, label = '') {
  const text = await res.text();
  expect(res.status, `${label} ${text.slice(0, 200)}`).toBe(status);
  expect(res.headers.get('Content-Type'), label).toContain('application/json');
  const body = JSON.parse(text) as { status: number; rsn: unknown; code: unknown };
  expect(body.status, label).toBe(0);
  expect(typeof body.rsn === 'string' && body.rsn.length > 5, label).toBe(true);
  if (code) expect(body.code, label).toBe(code);
  return body;
}
