/**
 * The account islands' calls to /api (same origin; the HttpOnly session cookie goes along). Every reply
 * has `status`; a network failure or a reply that is not ours becomes status 0 with a sentence to show.
 */
export interface Reply {
  status: number;
  rsn?: string;
  msg?: string;
  code?: string;
  field?: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
}

export async function callApi(
  storeId: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Reply> {
  try {
    const res = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', storeID: storeId },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
    const json = (await res.json().catch(() => null)) as Reply | null;
    if (json && typeof json.status === 'number') return json;
    return { status: 0, rsn: `Request failed with error: ${res.status} ${res.statusText}` };
  } catch {
    return { status: 0, rsn: 'We cannot reach our servers' };
  }
}

/** A cart call (spec 7): POST /api/v2/plugins/cart/{call}. */
export function cartCall(storeId: string, call: string, body: Record<string, unknown> = {}): Promise<Reply> {
  return callApi(storeId, `/v2/plugins/cart/${call}`, { method: 'POST', body });
}

const bagCountOf = (r: Reply) =>
  Number((r.cart as { NUMBER_OF_ITEMS_CART?: number } | undefined)?.NUMBER_OF_ITEMS_CART) || 0;

/**
 * After sign-in (spec 4): mergeCartAfterLogin with mergeRequired true when the bag has items. Status 3 means
 * the shopper's own bag is now in use: the server has set the `{storeId}_cartSessionId` cookie to the returned
 * session_id. A 406 (expired bag) takes a fresh session and tries once more. Returns the bag's count.
 */
export async function mergeBagAfterLogin(storeId: string): Promise<number> {
  const current = await cartCall(storeId, 'getCartSessionID');
  const mergeRequired = bagCountOf(current) > 0;
  let merged = await cartCall(storeId, 'mergeCartAfterLogin', { mergeRequired });
  if (merged.status === 406) {
    await cartCall(storeId, 'getCartSessionID');
    merged = await cartCall(storeId, 'mergeCartAfterLogin', { mergeRequired: false });
  }
  return merged.status === 1 || merged.status === 3 ? bagCountOf(merged) : bagCountOf(current);
}

/** Firebase keeps nothing signed in (in-memory persistence); this clears anything an older visit left. */
function clearFirebaseState(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('firebase:')) localStorage.removeItem(key);
    indexedDB?.deleteDatabase('firebaseLocalStorageDb');
  } catch {
    /* storage may be blocked */
  }
}

/**
 * Logout (spec 4): removes the coupon, signs out (our session and any Firebase state), clears the user,
 * token and bag cookies (the server does, they are HttpOnly) and takes a fresh bag session.
 */
export async function logout(storeId: string): Promise<Reply> {
  await cartCall(storeId, 'removeCouponFromCart');
  clearFirebaseState();
  const out = await callApi(storeId, '/v2/auth/session', { method: 'DELETE' });
  if (out.status === 1) await cartCall(storeId, 'getCartSessionID');
  return out;
}
