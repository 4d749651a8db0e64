import { describe, expect, it } from 'vitest';
import { markdownPageOf } from '../../../src/domain/agents/markdown-routes';

describe('markdownPageOf: which public page a path below /{storeId} is', () => {
  it.each([
    ['', { kind: 'home' }],
    ['/home', { kind: 'home' }],
    ['/categories', { kind: 'categories' }],
    ['/rice', { kind: 'category', catId: 'rice' }],
    ['/categories/rice', { kind: 'category', catId: 'rice' }],
    ['/rice/basmati-classic', { kind: 'item', catId: 'rice', itemId: 'basmati-classic' }],
    ['/search/basmati%20rice', { kind: 'search', query: 'basmati rice' }],
    ['/search/a%2Fb', { kind: 'search', query: 'a/b' }],
    ['/content/blogs', { kind: 'blogs' }],
    ['/content/blogs/kitchen-tips', { kind: 'blogCollection', id: 'kitchen-tips' }],
    ['/content/blogs/read/store-atta', { kind: 'blog', id: 'store-atta' }],
    ['/content/pages/shipping-policy', { kind: 'page', id: 'shipping-policy' }],
    ['/account/pages/about', { kind: 'about' }],
    // ids that are no slug are the page's 404, as in HTML
    ['/categories/..', { kind: 'category', catId: '..' }],
    ['/rice/%3Cscript%3E', { kind: 'item', catId: 'rice', itemId: '<script>' }],
  ])('%s is a public page', (rest, page) => {
    expect(markdownPageOf(rest)).toEqual(page);
  });

  it.each([
    '/bag',
    '/bag/claim/abc',
    '/checkout',
    '/checkout/ordersuccessful',
    '/account',
    '/account/pages/orders',
    '/login',
    '/track/123',
    '/manualorders',
    '/api',
    '/api/v2',
    '/sitemap',
    '/sitemap.xml',
    '/robots.txt',
    '/llms.txt',
    '/manifest.webmanifest',
    '/feeds/google.xml',
    '/feeds/acp.json',
    '/mcp',
    '/search',
    '/content',
    '/content/pages',
    '/rice/basmati-classic/allquestions',
    '/rice/basmati-classic/userReviews',
    '/',
    '/rice/',
    '//rice',
    '/%E0%A4%A',
    'rice',
    '/Bag',
    '/not.a.slug',
  ])('%s is not: the HTML routes answer it', (rest) => {
    expect(markdownPageOf(rest)).toBeNull();
  });
});
