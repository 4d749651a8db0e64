import { describe, expect, it } from 'vitest';
import { indexOfBytes } from '../../../src/render/bytes';

const bytes = (text: string) => new TextEncoder().encode(text);

// The badge and the late part are found in a page's bytes: a wrong offset would cut a page or set another badge.
describe('indexOfBytes', () => {
  it.each([
    ['<body data-bag-count="0">', '<body', 0, 0],
    ['<p><b>x</b><body data-bag-count="0">', '<body', 0, 11],
    ['<body><body>', '<body', 1, 6],
    ['<bod', '<body', 0, -1],
    ['', '<body', 0, -1],
    ['नमस्ते <b>', '<b>', 0, 19],
    ['aaab', 'aab', 0, 1],
  ])('%j: %j from %i is at %i', (page, pattern, from, at) => {
    expect(indexOfBytes(bytes(page), bytes(pattern), from)).toBe(at);
  });

  it('counts from the start of a view into a larger buffer, not of the buffer', () => {
    const whole = bytes('xxxx<b>yy<b>');
    expect(indexOfBytes(whole.subarray(4), bytes('<b>'))).toBe(0);
    expect(indexOfBytes(whole.subarray(5), bytes('<b>'))).toBe(4);
  });
});
