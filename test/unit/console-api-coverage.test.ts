import { describe, expect, it } from 'vitest';
import { API_ONLY, CONSOLE_FORMS, coverageOf, fillPath } from '../../src/domain/console/api-coverage';

describe('zero curl: how a write call is covered', () => {
  it.each([
    ['patch', '/stores/{storeId}', 'console', 'PATCH '],
    ['patch', '/stores/{storeId}/gst', 'console', 'PATCH /gst'],
    ['delete', '/stores/{storeId}/keys/{keyId}', 'console', 'DELETE /keys/{keyId}'],
    ['post', '/stores/{storeId}/import', 'api-only', 'POST /import'],
    ['put', '/stores/{storeId}/custom-texts', 'api-only', 'PUT /custom-texts'],
    ['post', '/stores/{storeId}/items/{itemId}/clone', 'uncovered', 'POST /items/{itemId}/clone'],
    ['PUT', '/stores/{storeId}/hello-bar', 'console', 'PUT /hello-bar'],
  ])('%s %s is %s', (method, path, kind, call) => {
    expect(coverageOf(method, path)).toMatchObject({ kind, call });
  });

  it('no call is in both lists, every API-only call says why, every console form posts below the console', () => {
    for (const call of Object.keys(CONSOLE_FORMS)) expect(Object.hasOwn(API_ONLY, call), call).toBe(false);
    for (const [call, reason] of Object.entries(API_ONLY)) expect(reason.length, call).toBeGreaterThan(20);
    for (const [call, form] of Object.entries(CONSOLE_FORMS)) {
      expect(form.action, call).toMatch(/^\/[a-z]/);
      expect(form.page === '' || form.page.startsWith('/'), call).toBe(true);
    }
  });

  it.each([
    ['/catalogue/{itemId}', { itemId: 'rice' }, '/catalogue/rice'],
    ['/shop/domains/{host}/verify', { host: 'shop.example.in' }, '/shop/domains/shop.example.in/verify'],
    ['/offers/coupons/{code}', { code: 'A/B' }, '/offers/coupons/A%2FB'],
    ['/customers/{uid}/limit', {}, null],
    ['/shop', {}, '/shop'],
  ])('fillPath(%s)', (template, ids, out) => {
    expect(fillPath(template, ids)).toBe(out);
  });
});
