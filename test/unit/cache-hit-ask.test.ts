import { describe, expect, it } from 'vitest';
import { cacheHitAskOf, untaggedUrl } from '../../src/domain/cache-hit-ask';
import { keptQuery } from '../../src/domain/route-params';

const HOSTS = 'localhost,shops.example';
const BEHIND = 'X-Render-Behind';
const ask = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  cacheHitAskOf({ method, url, headers: new Headers(headers) }, HOSTS, BEHIND);

describe('which requests the cache hit may answer before the middleware', () => {
  it.each([
    ['a shop home', 'http://localhost/dilli-kirana', {}],
    ['a tagged click', 'http://localhost/dilli-kirana?fbclid=IwAR1&utm_source=instagram', {}],
    [
      'an item page on another platform host, with a port',
      'http://shops.example:8787/dilli-kirana/rice/parmal-sela',
      {},
    ],
    [
      'a browser that asks for Hindi',
      'http://localhost/dilli-kirana/categories',
      { 'Accept-Language': 'hi-IN,hi;q=0.9' },
    ],
    [
      "a browser's ordinary Accept",
      'http://localhost/dilli-kirana',
      { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    ],
    ['a reload that accepts the cache (max-age=0)', 'http://localhost/dilli-kirana', { 'Cache-Control': 'max-age=0' }],
  ])('%s: yes', (_, url, headers) => {
    expect(ask(url, headers)).not.toBeNull();
  });

  it.each([
    ['a cookie that is not a bag (a chosen language)', 'http://localhost/dilli-kirana', { Cookie: 'lang=hi' }],
    ['sign-in headers', 'http://localhost/dilli-kirana', { token: 't', uid: 'u' }],
    ['an Authorization header', 'http://localhost/dilli-kirana', { Authorization: 'Bearer x' }],
    ['a hard reload', 'http://localhost/dilli-kirana', { 'Cache-Control': 'no-cache' }],
    ['a hard reload said with Pragma', 'http://localhost/dilli-kirana', { Pragma: 'no-cache' }],
    ['the render behind a stale answer', 'http://localhost/dilli-kirana', { 'X-Render-Behind': '1' }],
    ['?lang= (remembered in a cookie on the way out)', 'http://localhost/dilli-kirana?lang=hi', {}],
    ['a referral link', 'http://localhost/dilli-kirana?rid=RESELL1', {}],
    ['an agent asking for Markdown', 'http://localhost/dilli-kirana', { Accept: 'text/markdown' }],
    ["an agent's llms.txt", 'http://localhost/dilli-kirana/llms.txt', {}],
    ['a percent-escape in the path', 'http://localhost/dilli-kirana/rice/%E0%A4%9A', {}],
    ['a custom domain', 'http://dilli-kirana.example/', {}],
    ['the platform root', 'http://localhost/', {}],
    ['a path that is no shop id', 'http://localhost/Not_A_Shop!', {}],
  ])('%s: no', (_, url, headers) => {
    expect(ask(url, headers)).toBeNull();
  });

  describe("a shopper whose cookies are only their bag's session and units", () => {
    const SID = 'a'.repeat(32);
    const BAG = `dilli-kirana_cartSessionId=${SID}; dilli-kirana_bagUnits=3`;

    it.each([
      ['the home', 'http://localhost/dilli-kirana', BAG],
      ['an item page, tagged', 'http://localhost/dilli-kirana/rice/parmal-sela?fbclid=x', BAG],
      [
        'the cookies the other way round',
        'http://localhost/dilli-kirana/categories',
        BAG.split('; ').reverse().join(';'),
      ],
    ])('%s: yes, with the units for the badge', (_, url, cookie) => {
      expect(ask(url, { Cookie: cookie })?.units).toBe(3);
    });

    it.each([
      ['the bag page (personal)', 'http://localhost/dilli-kirana/bag', BAG],
      ['checkout', 'http://localhost/dilli-kirana/checkout', BAG],
      ['the units alone', 'http://localhost/dilli-kirana', BAG.split('; ')[1]],
      ['a sign-in besides', 'http://localhost/dilli-kirana', `${BAG}; userToken=t`],
      ['a chosen language besides', 'http://localhost/dilli-kirana', `${BAG}; lang=hi`],
      ["another shop's bag", 'http://localhost/noir-threads', BAG],
      ['a malformed session id', 'http://localhost/dilli-kirana', BAG.replace(SID, 'x')],
      ['units that are no number', 'http://localhost/dilli-kirana', BAG.replace('=3', '=three')],
      ['the session twice', 'http://localhost/dilli-kirana', `${BAG.split('; ')[0]}; ${BAG.split('; ')[0]}`],
    ])('%s: no', (_, url, cookie) => {
      expect(ask(url, { Cookie: cookie })).toBeNull();
    });

    it('an anonymous visitor has no units and no session', () => {
      expect(ask('http://localhost/dilli-kirana')?.units).toBeNull();
      expect(ask('http://localhost/dilli-kirana')?.session).toBeNull();
    });

    it("the session alone: yes, with the session (the units only the isolate's memory of that bag may say)", () => {
      const alone = ask('http://localhost/dilli-kirana/categories', { Cookie: BAG.split('; ')[0] });
      expect(alone?.session).toBe(SID);
      expect(alone?.units).toBeNull();
      expect(ask('http://localhost/dilli-kirana', { Cookie: BAG })?.session).toBeNull();
      for (const [what, url, cookie] of [
        ['on the bag page', 'http://localhost/dilli-kirana/bag', BAG.split('; ')[0]],
        ["another shop's session", 'http://localhost/noir-threads', BAG.split('; ')[0]],
        ['a malformed one', 'http://localhost/dilli-kirana', `dilli-kirana_cartSessionId=x`],
      ])
        expect(ask(url, { Cookie: cookie }), what).toBeNull();
    });
  });

  it.each([
    ['no query', 'http://localhost/dilli-kirana', 'http://localhost/dilli-kirana'],
    [
      'only click tags',
      'http://localhost/dilli-kirana?fbclid=IwAR1&utm_source=ig&GCLID=2',
      'http://localhost/dilli-kirana',
    ],
    [
      'tags among parameters the page reads, in their order',
      'http://localhost/dilli-kirana/rice?utm_medium=x&sort=price&fbclid=1&page=2',
      'http://localhost/dilli-kirana/rice?sort=price&page=2',
    ],
    ['no tags', 'http://localhost/dilli-kirana/rice?sort=price&x', 'http://localhost/dilli-kirana/rice?sort=price&x'],
    [
      'an escaped or plus-written name is left in',
      'http://localhost/dilli-kirana?fb%63lid=1&utm+x=2&lang=hi',
      'http://localhost/dilli-kirana?fb%63lid=1&utm+x=2&lang=hi',
    ],
    ['lang and rid are never tags', 'http://localhost/d?rid=R&lang=hi&fbclid=1', 'http://localhost/d?rid=R&lang=hi'],
  ])('the address read as its page (click tags dropped): %s', (_, url, untagged) => {
    expect(untaggedUrl(url)).toBe(untagged);
    // and the fast path asks the same of both
    const [a, b] = [ask(url), ask(untagged)];
    expect(a === null).toBe(b === null);
    if (a && b) expect(keptQuery(a.rest, a.query).toString()).toBe(keptQuery(b.rest, b.query).toString());
  });

  it('a reload (max-age=0) reads the shop version afresh; other visits may take the one the isolate knows', () => {
    expect(ask('http://localhost/dilli-kirana', { 'Cache-Control': 'max-age=0' })?.revalidate).toBe(true);
    expect(ask('http://localhost/dilli-kirana')?.revalidate).toBe(false);
  });

  it('a method other than GET: no', () => {
    expect(ask('http://localhost/dilli-kirana', {}, 'HEAD')).toBeNull();
    expect(ask('http://localhost/dilli-kirana', {}, 'POST')).toBeNull();
  });

  it('says the shop, the path below it and the language the browser asks for', () => {
    const a = ask('http://localhost/dilli-kirana/rice?fbclid=x', { 'Accept-Language': 'ta-IN,ta;q=0.9,en;q=0.5' })!;
    expect(a.storeId).toBe('dilli-kirana');
    expect(a.rest).toBe('/rice');
    expect(a.query.get('fbclid')).toBe('x');
    expect(a.languageHint).toBe(
      ask('http://localhost/dilli-kirana', { 'Accept-Language': 'ta-IN,ta;q=0.9,en;q=0.5' })!.languageHint,
    );
    expect(a.languageHint).not.toBe(ask('http://localhost/dilli-kirana')!.languageHint);
  });
});
