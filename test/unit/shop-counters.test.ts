import { describe, expect, it } from 'vitest';
import { addCounts, noCounts, requestCounter } from '../../src/domain/shop-counters';

describe('requestCounter', () => {
  it.each([
    ['a page shown', 'GET', 200, 'text/html; charset=UTF-8', 'views'],
    ['a page the browser had (304)', 'GET', 304, 'text/html', 'views'],
    ['a redirect', 'GET', 302, 'text/html', null],
    ['a page that is not there', 'GET', 404, 'text/html', null],
    ['an archived item (410)', 'GET', 410, 'text/html', null],
    ['JSON', 'GET', 200, 'application/json', null],
    ['a photo', 'GET', 200, 'image/webp', null],
    ['a form post answered with a page', 'POST', 200, 'text/html', null],
    ['a page that failed', 'GET', 500, 'text/html', 'errors'],
    ['an API call that failed', 'POST', 503, 'application/json', 'errors'],
  ] as const)('%s: %s %d %s', (_name, method, status, contentType, counter) =>
    expect(requestCounter({ method, status, contentType })).toBe(counter),
  );
});

describe('addCounts', () => {
  it('adds whole, non-negative numbers only', () => {
    expect(addCounts(noCounts(), { views: 2, orders: 1 })).toEqual({
      views: 2,
      orders: 1,
      transformations: 0,
      errors: 0,
    });
    expect(
      addCounts(
        { views: 1, orders: 0, transformations: 3, errors: 0 },
        { views: -5, transformations: 1.7, errors: Number.NaN },
      ),
    ).toEqual({ views: 1, orders: 0, transformations: 4, errors: 0 });
  });
});
