import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import { app } from '../../src/worker';
import { pinParticipant } from '../../src/ondc/participants';
import { encodeBase64, importSigningKey, signAuthorizationHeader, type SigningKey } from '../../src/ondc/signing';

/** A mock ONDC buyer app for worker tests: signs requests to this node and catches its callbacks. */

export const BUYER_ID = 'buyer.test';
export const BUYER_KEY_ID = 'buyer-key-1';
export const BUYER_URI = 'https://buyer.test/ondc';
export const NODE_ID = 'localhost';

const BUYER_SEED = encodeBase64(Uint8Array.from({ length: 32 }, (_, i) => 7 + i * 3));
let buyerKey: SigningKey | null = null;

export async function pinBuyer(): Promise<SigningKey> {
  buyerKey ??= await importSigningKey(BUYER_SEED);
  if (!buyerKey) throw new Error('buyer key did not import');
  await pinParticipant(
    env.KV,
    {
      subscriber_id: BUYER_ID,
      unique_key_id: BUYER_KEY_ID,
      signing_public_key: buyerKey.publicKeyBase64,
      subscriber_url: BUYER_URI,
    },
    Date.now(),
  );
  return buyerKey;
}

let counter = 0;
export function requestBody(
  action: string,
  over: { context?: Record<string, unknown>; message?: Record<string, unknown> } = {},
): Record<string, unknown> {
  counter++;
  return {
    context: {
      domain: 'ONDC:RET10',
      action,
      country: 'IND',
      city: 'std:011',
      core_version: '1.2.0',
      bap_id: BUYER_ID,
      bap_uri: BUYER_URI,
      ...(action === 'search' ? {} : { bpp_id: NODE_ID, bpp_uri: 'http://localhost/ondc' }),
      transaction_id: `txn-${counter}`,
      message_id: `msg-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`,
      timestamp: new Date().toISOString(),
      ttl: 'PT30S',
      ...over.context,
    },
    message:
      over.message ??
      (action === 'search'
        ? { intent: { fulfillment: { type: 'Delivery' } } }
        : { order: { provider: { id: 'dilli-kirana' } } }),
  };
}

export async function sign(raw: string, o: { created?: number; expires?: number } = {}): Promise<string> {
  const key = await pinBuyer();
  const created = o.created ?? Math.floor(Date.now() / 1000);
  return signAuthorizationHeader({
    body: raw,
    key,
    subscriberId: BUYER_ID,
    uniqueKeyId: BUYER_KEY_ID,
    created,
    expires: o.expires ?? created + 300,
  });
}

export interface Sent {
  status: number;
  json: Record<string, unknown>;
}

/** Posts to /ondc/{action} through the app and waits for its afterwards work (the callback). */
export async function post(
  action: string,
  raw: string,
  authorization: string | null,
  bindings: Record<string, unknown> = {},
): Promise<Sent> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (authorization !== null) headers.Authorization = authorization;
  const res = await app.request(
    `http://localhost/ondc/${action}`,
    { method: 'POST', headers, body: raw },
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
}

export async function signedPost(action: string, body: unknown): Promise<Sent> {
  const raw = JSON.stringify(body);
  return post(action, raw, await sign(raw));
}

/** Catches fetches to the buyer app; `answer` decides its reply (default 200 ACK). */
export function catchCallbacks(
  answer: (req: Request) => Response | Promise<Response> = () => Response.json({ message: { ack: { status: 'ACK' } } }),
): Request[] {
  const caught: Request[] = [];
  // A spy still in place (another suite's, or an earlier catch) would be taken for the real fetch, and a fetch that is
  // not the buyer's would then call itself without end: a workerd spinning where no test timeout can fire.
  const current: unknown = globalThis.fetch;
  if (vi.isMockFunction(current)) current.mockRestore();
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    if (!req.url.startsWith('https://buyer.test/')) return realFetch(input as RequestInfo, init);
    caught.push(new Request(input as RequestInfo, init)); // the callbacks' bodies are strings: readable twice
    return answer(req);
  });
  return caught;
}

/** dilli-kirana's consumer care and one item's network fields, as the ONDC catalogue and push suites opt it in. */
export const CARE = { name: 'Ramesh Gupta', email: 'care@dillikirana.test', phone: '9810012345' };
export const FIELDS = {
  manufacturer: 'Dilli Kirana, Lajpat Nagar',
  net_quantity: '1 kg',
  country_of_origin: 'IND',
  veg: true,
  returnable: false,
  cancellable: true,
  time_to_ship: 'PT45M',
  available_on_cod: true,
};
