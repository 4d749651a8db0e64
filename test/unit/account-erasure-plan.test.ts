import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERASURE_PLAN, KEPT_WITHOUT_UID, ruleFor, tombstoneOf } from '../../src/domain/account/erasure-plan';

/** Every table the shop's object creates with a uid-like column, read from its schema files. */
function shopTablesWithUid(): string[] {
  const dir = 'src/durable/shop';
  const tables = new Set<string>();
  const sources = [
    ...readdirSync(dir)
      .filter((f) => f.startsWith('schema-'))
      .map((f) => `${dir}/${f}`),
    'src/data/shop/shop-bag-rows.ts',
  ];
  for (const file of sources) {
    for (const m of readFileSync(file, 'utf8').matchAll(/CREATE TABLE (\w+) \(([\s\S]*?)\)`/g)) {
      if (/\b(uid|user_id)\s+TEXT/.test(m[2])) tables.add(m[1]);
    }
  }
  // later versions add a uid column to a table made earlier (v13: push_subscriptions)
  for (const m of readFileSync(`${dir}/migrations.ts`, 'utf8').matchAll(
    /ALTER TABLE (\w+) ADD COLUMN (?:uid|user_id) TEXT/g,
  ))
    tables.add(m[1]);
  return [...tables].sort();
}

describe('erasure plan', () => {
  it('decides for every shop table that holds a uid, exactly once', () => {
    const found = shopTablesWithUid();
    expect(found.length).toBeGreaterThan(10);
    for (const table of found) expect(ruleFor(table), table).toBeDefined();
    const names = ERASURE_PLAN.map((r) => r.table);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['customers', 'erase'],
    ['addresses', 'erase'],
    ['wishlist', 'erase'],
    ['sessions', 'erase'],
    ['reviews', 'anonymise'],
    ['questions', 'anonymise'],
    ['orders', 'detach'],
    ['wallet_entries', 'detach'],
    ['push_subscriptions', 'erase'],
  ])('%s: %s', (table, way) => expect(ruleFor(table)?.way).toBe(way));

  it('keeps tax records: invoices and credit notes are never erased, and orders stay for them', () => {
    for (const kept of KEPT_WITHOUT_UID) expect(ruleFor(kept)).toBeUndefined();
    expect(ruleFor('orders')?.way).not.toBe('erase');
  });

  it('clears the name where a row stays for others to read', () => {
    for (const r of ERASURE_PLAN.filter((x) => x.way === 'anonymise'))
      expect(r.clears?.length, r.table).toBeGreaterThan(0);
  });

  it('gives tombstones no Firebase uid could equal', () => {
    expect(tombstoneOf('abc')).toMatch(/:/);
  });
});
