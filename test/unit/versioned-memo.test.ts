import { describe, expect, it } from 'vitest';
import { VersionedMemo } from '../../src/core/versioned-memo';

/** A loader that answers `${storeId}#n` and counts its calls. */
function counter() {
  let calls = 0;
  return { load: (id: string) => () => Promise.resolve(`${id}#${++calls}`), calls: () => calls };
}

describe('VersionedMemo', () => {
  const steps: [name: string, version: number | null, at: number, expected: string][] = [
    ['first read loads', 1, 0, 'a#1'],
    ['same version within the age serves the kept value', 1, 9_999, 'a#1'],
    ['a new version (owner change) loads again', 2, 10_000, 'a#2'],
    ['the age bound loads again at the same version', 2, 20_000, 'a#3'],
    ['an unknown version always loads and keeps nothing', null, 20_001, 'a#4'],
    ['the kept value is still there after an unknown-version read', 2, 20_002, 'a#3'],
  ];
  it('serves and reloads by version and age', async () => {
    const memo = new VersionedMemo<string>({ maxAgeMs: 10_000, limit: 10 });
    const c = counter();
    for (const [name, version, at, expected] of steps)
      expect(await memo.get('a', version, c.load('a'), at), name).toBe(expected);
  });

  it('keeps neither a failed load nor a value `keep` refuses', async () => {
    const memo = new VersionedMemo<string>({ maxAgeMs: 10_000, limit: 10, keep: (v) => !v.startsWith('missing') });
    await expect(memo.get('a', 1, () => Promise.reject(new Error('D1 down')), 0)).rejects.toThrow('D1 down');
    expect(await memo.get('a', 1, () => Promise.resolve('a ok'), 1)).toBe('a ok');
    expect(await memo.get('b', 1, () => Promise.resolve('missing b'), 0)).toBe('missing b');
    expect(await memo.get('b', 1, () => Promise.resolve('b now exists'), 1)).toBe('b now exists');
  });

  it('keeps at most `limit` shops, dropping the oldest', async () => {
    const memo = new VersionedMemo<string>({ maxAgeMs: 10_000, limit: 2 });
    const c = counter();
    for (const id of ['a', 'b', 'c']) await memo.get(id, 1, c.load(id), 0);
    expect(await memo.get('b', 1, c.load('b'), 1)).toBe('b#2');
    expect(await memo.get('c', 1, c.load('c'), 1)).toBe('c#3');
    expect(await memo.get('a', 1, c.load('a'), 1)).toBe('a#4');
  });

  it('forgets the entries whose key matches, and only those', async () => {
    const memo = new VersionedMemo<string>({ maxAgeMs: 10_000, limit: 10 });
    const c = counter();
    const keys = ['shop\nghee\nrice', 'shop\nghee\noil', 'shop\nghee-large\noil', 'other\nghee\nrice'];
    for (const key of keys) await memo.get(key, 1, c.load(key), 0);
    memo.forget((key) => key.startsWith('shop\nghee\n'));
    const again = [];
    for (const key of keys) again.push(await memo.get(key, 1, c.load(key), 1));
    expect(again).toEqual([
      'shop\nghee\nrice#5',
      'shop\nghee\noil#6',
      'shop\nghee-large\noil#3',
      'other\nghee\nrice#4',
    ]);
  });
});
