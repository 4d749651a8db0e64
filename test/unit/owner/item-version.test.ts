import { describe, expect, it } from 'vitest';
import { etagOf, readIfMatch } from '../../../src/domain/owner/item-version';

describe('If-Match on an item save', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['*', { kind: 'any' }],
    ['"v1764153600000"', { kind: 'version', version: 1764153600000 }],
    ['W/"v42"', { kind: 'version', version: 42 }],
    [' "v42" ', { kind: 'version', version: 42 }],
    ['v42', { kind: 'bad' }],
    ['"42"', { kind: 'bad' }],
    ['"v1", "v2"', { kind: 'bad' }],
    [`"v${'9'.repeat(16)}"`, { kind: 'bad' }],
  ])('%j -> %j', (header, outcome) => expect(readIfMatch(header)).toEqual(outcome));

  it('reads back the ETag it writes', () =>
    expect(readIfMatch(etagOf(1764153600123))).toEqual({ kind: 'version', version: 1764153600123 }));
});
