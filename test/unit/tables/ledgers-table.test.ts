import { describe, expect, it } from 'vitest';
import { REWARD_ENTRIES, WALLET_ENTRIES, type RewardEntry, type WalletEntry } from '../../../src/domain/tables/ledgers';

/** The ledgers' readers: the selects and row schemas once written by hand in src/data/shop/account-wallet.ts and account-rewards.ts. */

function stored<T extends object>(
  table: { insertCells(v: object): { names: string[]; cells: unknown[] } },
  value: T,
): Record<string, unknown> {
  const { names, cells } = table.insertCells(value);
  return Object.fromEntries(names.map((n, k) => [n, cells[k]]));
}

const walletEntry = (over: Partial<WalletEntry> = {}): WalletEntry => ({
  id: 'e1',
  kind: 'wallet',
  entry_type: 'CREDIT',
  amount: 50000,
  balance_after: 50000,
  order_id: null,
  note: 'Cash at the counter',
  created_at: 1,
  ...over,
});
const rewardEntry = (over: Partial<RewardEntry> = {}): RewardEntry => ({
  id: 'order-1',
  points: 32,
  reason: 'Order #1 delivered',
  order_id: '1',
  created_at: 1,
  ...over,
});

describe('the ledgers descriptors', () => {
  it.each([
    [
      'a wallet or udhaar entry',
      WALLET_ENTRIES.select(),
      'id, kind, entry_type, amount, balance_after, order_id, note, created_at',
    ],
    ['a reward entry', REWARD_ENTRIES.select(), 'id, points, reason, order_id, created_at'],
  ])("selects the columns of %s, in the reply's field order", (_, select, expected) => expect(select).toBe(expected));

  it.each([
    ["an owner's credit", walletEntry()],
    [
      "an order's udhaar debit",
      walletEntry({
        kind: 'udhaar',
        entry_type: 'DEBIT',
        amount: 12000,
        balance_after: 12000,
        order_id: '261126-K7Q2MX',
        note: '',
      }),
    ],
  ])('reads back a wallet entry: %s', (_, e) => {
    const read = WALLET_ENTRIES.fromRow(stored(WALLET_ENTRIES, e));
    expect(read).toEqual(e);
    expect(Object.keys(read)).toEqual(WALLET_ENTRIES.select().split(', '));
  });

  it.each([
    ['points earned on an order', rewardEntry()],
    ['points spent, no order', rewardEntry({ points: -50, order_id: null, reason: 'Spent' })],
  ])('reads back a reward entry: %s', (_, e) => expect(REWARD_ENTRIES.fromRow(stored(REWARD_ENTRIES, e))).toEqual(e));

  it.each([
    ['a ledger that is neither wallet nor udhaar', { kind: 'points' }],
    ['a move that is not credit, debit or refund', { entry_type: 'GIFT' }],
    ['an amount that is not whole paise', { amount: 0.5 }],
  ])('refuses a wallet row: %s', (_, cells) =>
    expect(() => WALLET_ENTRIES.fromRow({ ...stored(WALLET_ENTRIES, walletEntry()), ...cells })).toThrow(),
  );
});
