import { describe, expect, it } from 'vitest';
import { mergeBags } from '../../../src/domain/cart/merge';
import { line } from './fixtures';

const opts = { onlySingle: false, now: 1_700_000_000_000 };

describe('mergeBags (mergeCartAfterLogin)', () => {
  it('adds up the same line and keeps lines of both bags', () => {
    const user = { lines: [line({ qty: 2 }), line({ id: 'rice____', itemId: 'rice', catId: 'rice' })], manual: [] };
    const guest = { lines: [line({ qty: 3 }), line({ id: 'dal____', itemId: 'dal', catId: 'dals' })], manual: [] };
    const merged = mergeBags(user, guest, opts);
    expect(merged.lines.map((l) => [l.id, l.qty])).toEqual([
      ['atta____', 5],
      ['rice____', 1],
      ['dal____', 1],
    ]);
  });

  it('caps a merged line at 999 units', () => {
    const merged = mergeBags(
      { lines: [line({ qty: 900 })], manual: [] },
      { lines: [line({ qty: 200 })], manual: [] },
      opts,
    );
    expect(merged.lines[0].qty).toBe(999);
  });

  it("gives the guest's manual items new ids after the user's", () => {
    const user = { lines: [], manual: [{ id: String(opts.now + 5), name: 'Pyaaz', qty: 1, image: null }] };
    const guest = { lines: [], manual: [{ id: String(opts.now + 5), name: 'Tamatar', qty: 2, image: null }] };
    const merged = mergeBags(user, guest, opts);
    expect(merged.manual.map((m) => [m.id, m.name])).toEqual([
      [String(opts.now + 5), 'Pyaaz'],
      [String(opts.now + 6), 'Tamatar'],
    ]);
  });

  it("in a single-catalogue shop keeps the guest's category when the bags differ", () => {
    const user = { lines: [line({ id: 'tee____', itemId: 'tee', catId: 't-shirts' })], manual: [] };
    const guest = { lines: [line({ id: 'kurta____', itemId: 'kurta', catId: 'kurtas' })], manual: [] };
    expect(mergeBags(user, guest, { ...opts, onlySingle: true }).lines.map((l) => l.catId)).toEqual(['kurtas']);
    expect(mergeBags(user, { lines: [], manual: [] }, { ...opts, onlySingle: true }).lines.map((l) => l.catId)).toEqual(
      ['t-shirts'],
    );
  });
});
