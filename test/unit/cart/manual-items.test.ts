import { describe, expect, it } from 'vitest';
import {
  cleanManualName,
  decreasedManualQty,
  isAcceptableImageUrl,
  nextManualId,
} from '../../../src/domain/cart/manual-items';

describe('manual items', () => {
  it('are numbered by timestamp, never twice in one bag', () => {
    expect(nextManualId([], 1700000000000)).toBe('1700000000000');
    expect(nextManualId([{ id: '1700000000000', name: 'a', qty: 1, image: null }], 1700000000000)).toBe(
      '1700000000001',
    );
    expect(nextManualId([{ id: '1800000000000', name: 'a', qty: 1, image: null }], 1700000000000)).toBe(
      '1800000000001',
    );
  });

  it.each([
    ['  2 kg   pyaaz ', '2 kg pyaaz'],
    ['Amul\nbutter', 'Amul butter'],
    ['', null],
    ['   ', null],
    ['x'.repeat(121), null],
  ])('clean the name %j to %j', (raw, clean) => {
    expect(cleanManualName(raw)).toBe(clean);
  });

  it.each([
    ['/img/p/x.svg', true],
    ['https://example.com/a.jpg', true],
    ['http://example.com/a.jpg', false],
    ['//evil.example/a.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['/a\\b', false],
  ])('accept the photo link %s: %s', (url, ok) => {
    expect(isAcceptableImageUrl(url)).toBe(ok);
  });

  it('are deleted when decreased at quantity 1', () => {
    expect(decreasedManualQty(1)).toBeNull();
    expect(decreasedManualQty(2)).toBe(1);
  });
});
