import { describe, expect, it } from 'vitest';
import {
  cleanPageAddress,
  goesAroundTheCache,
  isTrackingParam,
  keptQuery,
  pageCategoryOf,
  routeOf,
} from '../../../src/domain/route-params';

const kept = (rest: string, query: string) => keptQuery(rest, new URLSearchParams(query)).toString();

describe('the route a path after /{storeId} is', () => {
  it.each([
    ['', ''],
    ['/home', '/home'],
    ['/categories', '/categories'],
    ['/categories/tea', '/categories/:catId'],
    ['/tea', '/:catId'],
    ['/tea/assam', '/:catId/:itemId'],
    ['/tea/assam/allquestions', '/:catId/:itemId/allquestions'],
    ['/search/chai', '/search/:query'],
    ['/content/blogs/read/x', '/content/blogs/read/:blogId'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/feeds/google.xml', '/feeds/google.xml'],
  ])('%j is %j', (rest, route) => expect(routeOf(rest)).toBe(route));

  it.each([
    '/bag',
    '/checkout',
    '/account',
    '/account/pages/orders',
    '/login',
    '/track/abc',
    '/bag/claim/t',
    '/tea/',
    'tea',
    '/a/b/c/d/e',
  ])('%j is no listed page (personal or unknown)', (rest) => expect(routeOf(rest)).toBeNull());
});

describe('the one category whose items a page shows', () => {
  it.each([
    ['/tea', 'tea'],
    ['/categories/tea', 'tea'],
    ['/tea/assam', 'tea'],
    ['/tea/assam/allquestions', 'tea'],
    ['/tea/assam/userReviews', 'tea'],
    // pages that may show any item, and pages never cached
    ['', null],
    ['/home', null],
    ['/categories', null],
    ['/search/chai', null],
    ['/content/blogs', null],
    ['/bag', null],
    ['/account/pages/orders', null],
    ['/tea/', null],
    ['tea', null],
  ])('%j: %j', (rest, category) => expect(pageCategoryOf(rest)).toBe(category));
});

describe('what a page is cached and linked under', () => {
  it.each([
    ['', 'utm_source=whatsapp&utm_medium=social&fbclid=IwAR0abc', ''],
    ['', 'gclid=x&gbraid=y&wbraid=z&dclid=1&msclkid=2&igshid=3&ttclid=4&twclid=5&li_fat_id=6', ''],
    ['', 'mc_cid=1&mc_eid=2&_ga=3&_gl=4&srsltid=5&yclid=6&UTM_Campaign=diwali', ''],
    ['', 'junk=1&x=2&lang=hi', ''],
    ['/tea', 'page=2&fbclid=abc&sort=price', 'page=2'],
    ['/categories/tea', 'fbclid=abc&page=3&page=4', 'page=3'],
    ['/search/chai', 'page=2&cat=tea&utm_source=x', 'cat=tea&page=2'],
    ['/tea/assam', 'ref=whatsapp&gclid=1', ''],
    ['/sitemap.xml', 'part=core&junk=1', 'part=core'],
    // a page no route lists keeps what it was given, tags and the language aside
    ['/bag', 'notice=added&fbclid=1&lang=hi', 'notice=added'],
    ['/checkout', 'address=a1&pay=UPI&utm_source=x', 'address=a1&pay=UPI'],
  ])('%j?%s keeps %j', (rest, query, want) => expect(kept(rest, query)).toBe(want));

  it.each([
    ['utm_source', true],
    ['utm_anything', true],
    ['FBCLID', true],
    ['gclid', true],
    ['_ga', true],
    ['page', false],
    ['q', false],
    ['ref', false],
    ['utm', false],
    ['ga', false],
  ])('%s is a tracking tag: %s', (name, want) => expect(isTrackingParam(name)).toBe(want));
});

describe('requests that go around the cache', () => {
  it.each([
    ['', 'rid=ABC123', true],
    ['/tea', 'rid=', true],
    ['/tea/assam', 'ref=item_sharing', true],
    ['/tea/assam', 'ref=whatsapp', false],
    ['', 'ref=item_sharing', false],
    ['', 'fbclid=abc', false],
  ])('%j?%s: %s', (rest, query, want) => expect(goesAroundTheCache(rest, new URLSearchParams(query))).toBe(want));
});

describe('clean page addresses for canonical and hreflang links', () => {
  it.each([
    ['/noir-threads', '/noir-threads'],
    ['/noir-threads?fbclid=1&utm_source=ig', '/noir-threads'],
    ['/noir-threads/shirts?page=2&gclid=3', '/noir-threads/shirts?page=2'],
    ['/noir-threads/search/chai?page=2&cat=tea', '/noir-threads/search/chai?cat=tea&page=2'],
    ['/noir-threads/shirts/linen?utm_campaign=x', '/noir-threads/shirts/linen'],
  ])('%s -> %s', (address, want) => expect(cleanPageAddress(address)).toBe(want));
});
