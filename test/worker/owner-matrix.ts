import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { createShopKey } from '../../src/data/platform/owner-keys';
import { call, keyFor } from './admin-helpers';
import { signIn, uniqueUid } from './auth-helpers';

/**
 * Who may call an owner API path: the shop's owner, its staff (an `orders` key), another shop's owner, a signed-in
 * shopper (their session cookie, no key), anonymous. Each gets the answer the owner API promises (docs/owner-api.md).
 */
export type Caller = 'owner' | 'staff' | 'otherOwner' | 'shopper' | 'anonymous';

const staffKeys = new Map<string, Promise<string>>();
/** An `orders` staff key of the shop, made once per test file through the owner API's own function. */
export function staffKeyFor(storeId: string): Promise<string> {
  if (!staffKeys.has(storeId)) {
    staffKeys.set(
      storeId,
      createShopKey(env.DB, storeId, 'packing staff (test)', 'orders').then((k) => {
        if (k === 'full') throw new Error('too many keys');
        return k.key;
      }),
    );
  }
  return staffKeys.get(storeId)!;
}

let shopperCookie: Promise<string> | null = null;
const cookie = () => (shopperCookie ??= signIn(uniqueUid('matrix')));

export async function callAs(who: Caller, method: string, path: string, body?: unknown): Promise<Response> {
  if (who === 'owner') return call(method, path, { key: await keyFor('dilli-kirana'), body });
  if (who === 'staff') return call(method, path, { key: await staffKeyFor('dilli-kirana'), body });
  if (who === 'otherOwner') return call(method, path, { key: await keyFor('noir-threads'), body });
  if (who === 'shopper') return call(method, path, { body, headers: { Cookie: await cookie() } });
  return call(method, path, { body });
}

/** What everyone but the owner gets: 403 with a staff key, 401 without a key, 404 with another shop's (that shop's existence stays hidden). */
export const REFUSED_CALLERS: readonly [Caller, number, string][] = [
  ['staff', 403, 'FORBIDDEN_ROLE'],
  ['otherOwner', 404, 'STORE_NOT_FOUND'],
  ['shopper', 401, 'AUTH_REQUIRED'],
  ['anonymous', 401, 'AUTH_REQUIRED'],
];

/** A reply that refuses: JSON, status 0, a readable rsn, never 5xx. */
export async function expectRefusal(res: Response, http: number, code?: string, label = ''): Promise<void> {
  const text = await res.text();
  expect(res.status, `${label} ${text.slice(0, 300)}`).toBe(http);
  expect(res.headers.get('Content-Type') ?? '', label).toContain('application/json');
  const body = JSON.parse(text) as { status: number; rsn: string; code: string };
  expect(body.status, label).toBe(0);
  expect(typeof body.rsn === 'string' && body.rsn.length > 5, label).toBe(true);
  if (code) expect(body.code, label).toBe(code);
}

const LONE = '\ud800';
/** Bodies an attacker or a broken client sends: wrong types, nesting, sizes, broken text, numbers at the edges. */
export const FUZZ_BODIES: unknown[] = [
  null,
  0,
  'text',
  [],
  [1, 2],
  true,
  {},
  { type: 1, amount: '100' },
  { type: 'CREDIT', amount: -1 },
  { type: 'CREDIT', amount: 0 },
  { type: 'CREDIT', amount: 1.5 },
  { type: 'CREDIT', amount: 1e308 },
  { type: 'CREDIT', amount: Number.MAX_SAFE_INTEGER + 2 },
  { type: 'CREDIT', amount: 100, note: LONE },
  { type: 'CREDIT', amount: 100, note: 'a\u0000b' },
  { type: 'CREDIT', amount: 100, note: 'x'.repeat(5000) },
  { type: 'CREDIT', amount: 100, extra: 1 },
  { label: LONE, role: 'owner' },
  { label: 'x'.repeat(1000), role: 'orders' },
  { label: 'ok', role: 'admin' },
  { label: ['a'], role: ['orders'] },
  { UDHAAR_LIMIT: -5 },
  { UDHAAR_LIMIT: '5' },
  { UDHAAR_LIMIT: 1e20 },
  { PRICE: { $gt: 0 } },
  { __proto__: { admin: true } },
  { constructor: { prototype: {} } },
  JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)),
  { type: 'DEBIT', amount: 100, idempotencyKey: '../../etc' },
  Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])),
];
/** Raw bodies that are not JSON at all, or too big. */
export const RAW_BODIES: [string, Record<string, string>][] = [
  ['{"type":', { 'Content-Type': 'application/json' }],
  ['type=CREDIT&amount=1', { 'Content-Type': 'application/x-www-form-urlencoded' }],
  [`{"note":"${'a'.repeat(300 * 1024)}"}`, { 'Content-Type': 'application/json' }],
  ['\u0000\u0001', { 'Content-Type': 'application/json' }],
];

/** Sends every fuzzed body to `path` with the owner's key: no reply is 5xx, every refusal is the JSON failure envelope. */
export async function fuzzPath(method: string, path: string): Promise<number[]> {
  const key = await keyFor('dilli-kirana');
  const statuses: number[] = [];
  const check = async (res: Response, label: string) => {
    statuses.push(res.status);
    expect(res.status, label).toBeLessThan(500);
    const text = await res.text();
    expect(res.headers.get('Content-Type') ?? '', `${label}: ${text.slice(0, 100)}`).toContain('json');
    const body = JSON.parse(text) as { status: number; rsn?: string };
    if (res.status >= 400) {
      expect(body.status, label).toBe(0);
      expect(typeof body.rsn, label).toBe('string');
    }
  };
  for (const body of FUZZ_BODIES)
    await check(
      await call(method, path, { key, raw: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
      `${method} ${path} ${JSON.stringify(body)?.slice(0, 60)}`,
    );
  for (const [raw, headers] of RAW_BODIES)
    await check(await call(method, path, { key, raw, headers }), `${method} ${path} raw ${raw.slice(0, 30)}`);
  return statuses;
}

/** Path ids that name nothing, or try to: encoded traversal, NUL, other scripts, very long. */
export const ODD_IDS = [
  '%2e%2e',
  '..%2f..%2fadmin',
  '%00',
  'a%20b',
  '%F0%9F%98%80',
  'चावल',
  'x'.repeat(300),
  '%ED%A0%80',
  "'%20OR%201=1--",
];
