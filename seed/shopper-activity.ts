import type { SeedQuestion, SeedReview, SeedShop } from './types';

/**
 * Demo shoppers' questions and reviews, written as shoppers write them: each demo shopper signs in (a Firebase
 * ID token from the Auth emulator's issuer), sets their name and asks or reviews through the account API. The
 * owner's answers then go through the owner API. Only a shop's first seeding does this.
 */

/** One call of the storefront's JSON API as a signed-in shopper; `path` is below /api. */
export type ShopperApiCall = (
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
) => Promise<{ status: number; body: unknown }>;
/** The API as the demo shopper `uid` of the shop. */
export type ShopperApi = (storeId: string, uid: string) => ShopperApiCall;

const ofKnownItems = <T extends [itemId: string, ...rest: unknown[]]>(shop: SeedShop, list: T[]): T[] => {
  const itemIds = new Set(shop.items.map((i) => i.ID));
  return list.filter(([item]) => itemIds.has(item));
};

const reason = (body: unknown): string =>
  body && typeof body === 'object' && 'rsn' in body ? String(body.rsn) : JSON.stringify(body);

async function expectOk(what: string, res: { status: number; body: unknown }): Promise<unknown> {
  if (res.status !== 200) throw new Error(`seeding ${what} answered ${res.status}: ${reason(res.body)}`);
  return res.body;
}

/** Asks the demo questions and writes the demo reviews; answers the questions' ids with the owner's answers. */
export async function writeShopperActivity(
  api: ShopperApi,
  shop: SeedShop,
): Promise<{ answers: [questionId: string, answer: string][]; written: number }> {
  const storeId = shop.store.id;
  const answers: [string, string][] = [];
  let written = 0;
  const questions = ofKnownItems<SeedQuestion>(shop, shop.questions);
  for (const [n, [itemId, name, question, answer]] of questions.entries()) {
    const call = api(storeId, `seed-shopper-q${n + 1}`);
    await expectOk(`${storeId} shopper profile`, await call('PUT', '/v2/account/profile', { NAME: name }));
    const asked = (await expectOk(
      `${storeId} question`,
      await call('POST', '/v2/account/questions', { ITEM_ID: itemId, QUESTION: question }),
    )) as { id: string };
    written += 2;
    if (answer) answers.push([asked.id, answer]);
  }
  for (const [n, [itemId, name, rating, title, body]] of ofKnownItems<SeedReview>(shop, shop.reviews).entries()) {
    const call = api(storeId, `seed-shopper-r${n + 1}`);
    await expectOk(`${storeId} shopper profile`, await call('PUT', '/v2/account/profile', { NAME: name }));
    await expectOk(
      `${storeId} review`,
      await call('POST', '/v2/account/reviews', { ITEM_ID: itemId, RATING: rating, TITLE: title, BODY: body }),
    );
    written += 2;
  }
  return { answers, written };
}

const b64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A Firebase ID token for a demo shopper as the Auth emulator issues it (unsigned; the Worker accepts those only
 * while it is configured with the emulator, in development). Phone sign-in, like most shoppers.
 */
export function emulatorIdToken(projectId: string, uid: string, n: number): string {
  const now = Math.floor(Date.now() / 1000);
  const phone = `+9190000${String(10000 + n).slice(-5)}`;
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    phone_number: phone,
    firebase: { identities: { phone: [phone] }, sign_in_provider: 'phone' },
  };
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.`;
}

/** A ShopperApi over fetch: the shop in the storeID header, the shopper's token and uid headers (DESIGN 6). */
export function shopperApiOver(
  fetcher: (url: string, init: RequestInit) => Promise<Response>,
  apiBase: string,
  projectId: string,
): ShopperApi {
  let n = 0;
  return (storeId, uid) => {
    const token = emulatorIdToken(projectId, uid, ++n);
    return async (method, path, body) => {
      const res = await fetcher(`${apiBase}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          storeID: storeId,
          token,
          uid,
          Origin: new URL(apiBase).origin,
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text for the error message
      }
      return { status: res.status, body: parsed };
    };
  };
}
