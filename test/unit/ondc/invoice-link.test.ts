import { describe, expect, it } from 'vitest';
import { invoiceLinkExpired, invoiceLinkText, readInvoiceLinkQuery } from '../../../src/domain/ondc/invoice-link';

const SIG = 'A'.repeat(86);

describe("the invoice link's query", () => {
  it.each([
    ['an expiry and a signature', '1800000000', SIG, { expiresAt: 1800000000, signature: SIG }],
    ['no expiry', undefined, SIG, null],
    ['no signature', '1800000000', undefined, null],
    ['an expiry that is not a number', '18e8', SIG, null],
    ['a signature too short', '1800000000', SIG.slice(1), null],
    ['a signature in standard base64', '1800000000', `${SIG.slice(2)}+/`, null],
    ['a huge expiry', '9'.repeat(20), SIG, null],
  ])('%s', (_name, exp, sig, expected) => {
    expect(readInvoiceLinkQuery(exp, sig)).toEqual(expected);
  });
});

describe('what the link is signed over', () => {
  it('names the shop, the order and the expiry, so a link opens nothing else', () => {
    const texts = new Set([
      invoiceLinkText('shop-a', 'O1', 100),
      invoiceLinkText('shop-b', 'O1', 100),
      invoiceLinkText('shop-a', 'O2', 100),
      invoiceLinkText('shop-a', 'O1', 101),
    ]);
    expect(texts.size).toBe(4);
  });

  it.each([
    ['before its expiry', 100, 99_999, false],
    ['at its expiry', 100, 100_000, true],
    ['after it', 100, 100_001, true],
  ])('is expired %s', (_name, expiresAt, nowMs, expired) => {
    expect(invoiceLinkExpired(expiresAt, nowMs)).toBe(expired);
  });
});
