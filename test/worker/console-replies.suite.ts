import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { expectOk, owner } from './admin-helpers';
import { accountCall } from './auth-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { staffKeyFor } from './owner-matrix';
import { consoleSignIn as signedIn } from './console-helpers';

/** The console's answers to questions, replies to product requests and reseller decisions (#38 item 4): no curl needed. */

const ORIGIN = 'http://localhost';

function post(path: string, fields: Record<string, string>, cookie = ''): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
const get = (path: string, cookie = '') =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

/** A shop where a shopper asked about the rice, asked for saffron and applied to resell. */
async function shopWithShoppersWords() {
  const shop = await createOrderShop();
  const b = await Buyer.signIn(shop);
  const asked = await accountCall('POST', '/questions', {
    cookie: b.cookie,
    storeId: shop,
    body: { ITEM_ID: 'rice', QUESTION: "Is this rice from this year's crop?" },
  });
  const requested = await accountCall('POST', '/suggestions', {
    cookie: b.cookie,
    storeId: shop,
    body: { PRODUCT_NAME: 'Kashmiri saffron 1 g', DETAILS: 'For Diwali' },
  });
  expect(
    (
      await accountCall('POST', '/reseller/apply', {
        cookie: b.cookie,
        storeId: shop,
        body: { NAME: 'Kavya Rao', PHONE: '9811022334', CITY: 'Delhi' },
      })
    ).status,
  ).toBe(200);
  return { shop, buyer: b, questionId: String(asked.body.id), suggestionId: String(requested.body.suggestion.id) };
}

const questions = async (shop: string) =>
  (await expectOk<{ questions: { id: string; answer: string | null }[] }>(await owner('GET', shop, '/questions')))
    .questions;

describe('console replies to shoppers', () => {
  it('answers a question from the questions page: the answer is on the item page at once; an empty answer takes it back; too long is refused and changes nothing', async () => {
    const { shop, questionId } = await shopWithShoppersWords();
    const cookie = await signedIn(shop);
    const page = await (await get(`/admin/${shop}/questions?unanswered=1`, cookie)).text();
    expect(page).toContain(`action="/admin/${shop}/questions/${questionId}/answer"`);
    const itemBefore = await (await get(`/${shop}/staples/rice`)).text();
    expect(itemBefore).not.toContain('Yes, harvested in October.');

    const saved = await post(
      `/admin/${shop}/questions/${questionId}/answer`,
      { answer: 'Yes, harvested in October.', back: `/admin/${shop}/questions?unanswered=1` },
      cookie,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/admin/${shop}/questions?unanswered=1&saved=1`);
    expect((await questions(shop))[0].answer).toBe('Yes, harvested in October.');
    expect(await (await get(`/${shop}/staples/rice`)).text()).toContain('Yes, harvested in October.');

    const tooLong = await post(`/admin/${shop}/questions/${questionId}/answer`, { answer: 'x'.repeat(2001) }, cookie);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('role="alert"');
    expect((await questions(shop))[0].answer).toBe('Yes, harvested in October.');

    expect((await post(`/admin/${shop}/questions/${questionId}/answer`, { answer: '  ' }, cookie)).status).toBe(303);
    expect((await questions(shop))[0].answer).toBeNull();
    // a back link elsewhere is not followed
    const away = await post(
      `/admin/${shop}/questions/${questionId}/answer`,
      { answer: 'Yes.', back: 'https://evil.example/x' },
      cookie,
    );
    expect(away.headers.get('Location')).toBe(`/admin/${shop}/questions?saved=1`);
    expect((await post(`/admin/${shop}/questions/q-none/answer`, { answer: 'Yes.' }, cookie)).status).toBe(404);
  });

  it('replies to a product request with its status, and decides a reseller application', async () => {
    const { shop, buyer, suggestionId } = await shopWithShoppersWords();
    const cookie = await signedIn(shop);
    expect(await (await get(`/admin/${shop}/requests`, cookie)).text()).toContain('Kashmiri saffron 1 g');
    const replied = await post(
      `/admin/${shop}/requests/${suggestionId}`,
      { status: 'AVAILABLE', reply: 'In stock from Monday.' },
      cookie,
    );
    expect(replied.status).toBe(303);
    const mine = await accountCall('GET', `/suggestions/${suggestionId}`, { cookie: buyer.cookie, storeId: shop });
    expect(mine.body.suggestion).toMatchObject({ status: 'AVAILABLE', owner_reply: 'In stock from Monday.' });
    const badStatus = await post(`/admin/${shop}/requests/${suggestionId}`, { status: 'MAYBE', reply: 'x' }, cookie);
    expect(badStatus.status).toBe(400);
    expect(
      (await accountCall('GET', `/suggestions/${suggestionId}`, { cookie: buyer.cookie, storeId: shop })).body
        .suggestion.status,
    ).toBe('AVAILABLE');

    const list = await (await get(`/admin/${shop}/resellers`, cookie)).text();
    expect(list).toContain('Kavya Rao');
    expect(
      (await post(`/admin/${shop}/resellers/${buyer.uid}`, { status: 'APPROVED', note: 'Welcome!' }, cookie)).status,
    ).toBe(303);
    expect((await accountCall('GET', '/reseller', { cookie: buyer.cookie, storeId: shop })).body.reseller.status).toBe(
      'APPROVED',
    );
    expect((await post(`/admin/${shop}/resellers/${buyer.uid}`, { note: 'no decision' }, cookie)).status).toBe(400);
    expect((await post(`/admin/${shop}/resellers/nobody-here`, { status: 'REJECTED' }, cookie)).status).toBe(404);
  });

  it("only the shop's owner: anonymous, a staff key, another shop's owner and a shopper change nothing; junk never answers 5xx", async () => {
    const { shop, buyer, questionId, suggestionId } = await shopWithShoppersWords();
    const other = await createOrderShop();
    const writes: [string, Record<string, string>][] = [
      [`/admin/${shop}/questions/${questionId}/answer`, { answer: 'Hijacked' }],
      [`/admin/${shop}/requests/${suggestionId}`, { status: 'DECLINED', reply: 'Hijacked' }],
      [`/admin/${shop}/resellers/${buyer.uid}`, { status: 'REJECTED', note: 'Hijacked' }],
    ];
    const callers = {
      anonymous: '',
      staff: await signedIn(shop, await staffKeyFor(shop)),
      otherOwner: await signedIn(other),
      shopper: buyer.cookie,
    };
    for (const [who, cookie] of Object.entries(callers)) {
      for (const [path, fields] of writes) {
        const res = await post(path, fields, cookie);
        expect(res.status, `${who} ${path}`).not.toBe(303);
        expect(res.status, `${who} ${path}`).toBeLessThan(500);
      }
    }
    expect((await questions(shop))[0].answer).toBeNull();
    expect((await accountCall('GET', '/reseller', { cookie: buyer.cookie, storeId: shop })).body.reseller.status).toBe(
      'PENDING',
    );

    const cookie = await signedIn(shop);
    const junk = ['\ud800', 'x'.repeat(100_000), '%00', '../../etc', '{"a":[[[[[]]]]]}', '<script>alert(1)</script>'];
    // a lone surrogate cannot be percent-encoded as text: its bytes as they would come from a broken client
    const inPath = (v: string) => (v === '\ud800' ? '%ED%A0%80' : encodeURIComponent(v));
    for (const value of junk) {
      for (const path of [
        `/admin/${shop}/questions/${inPath(value)}/answer`,
        `/admin/${shop}/requests/${inPath(value)}`,
        `/admin/${shop}/resellers/${inPath(value)}`,
      ]) {
        const res = await post(path, { answer: value, status: value, reply: value, note: value, back: value }, cookie);
        expect(res.status, path.slice(0, 80)).toBeLessThan(500);
      }
      for (const [path] of writes)
        expect(
          (await post(path, { answer: value, status: value, reply: value, note: value, back: value }, cookie)).status,
        ).toBeLessThan(500);
    }
    expect(await (await get(`/admin/${shop}/questions`, cookie)).text()).not.toContain('<script>alert(1)</script>');
  });
});
