import { describe, expect, it } from 'vitest';
import {
  checkDeletion,
  dataExportChunks,
  dataFileName,
  forfeitOf,
  OPEN_ORDER_STATUSES,
  type ExportSection,
} from '../../src/domain/account/data-rights';

const clear = { openOrders: 0, udhaarOwed: 0, walletBalance: 0 };

describe('may the account be deleted', () => {
  it.each([
    ['nothing owed either way', clear, null, 'ok'],
    ['an order in progress', { ...clear, openOrders: 1 }, null, 'ORDER_IN_PROGRESS'],
    [
      'an order in progress, even with the wallet confirmed',
      { ...clear, openOrders: 2, walletBalance: 500 },
      500,
      'ORDER_IN_PROGRESS',
    ],
    ['udhaar owed', { ...clear, udhaarOwed: 1 }, null, 'UDHAAR_OWED'],
    [
      'udhaar owed before the wallet is asked about',
      { ...clear, udhaarOwed: 100, walletBalance: 500 },
      500,
      'UDHAAR_OWED',
    ],
    ['a wallet balance not confirmed', { ...clear, walletBalance: 500 }, null, 'WALLET_NOT_CONFIRMED'],
    ['a wallet balance confirmed at another amount', { ...clear, walletBalance: 500 }, 400, 'WALLET_NOT_CONFIRMED'],
    ['a wallet balance confirmed at its amount', { ...clear, walletBalance: 500 }, 500, 'ok'],
    ['a confirmation with an empty wallet', clear, 500, 'ok'],
  ] as const)('%s', (_, standing, forfeit, expected) => {
    const check = checkDeletion(standing, forfeit);
    expect(check.ok ? 'ok' : check.code).toBe(expected);
  });

  it('names the amount in its refusals', () => {
    const wallet = checkDeletion({ ...clear, walletBalance: 12_550 }, null);
    expect(wallet.ok).toBe(false);
    if (!wallet.ok) {
      expect(wallet.rsn).toContain('₹125.50');
      expect(wallet.walletBalance).toBe(12_550);
      expect(wallet.say.values).toEqual({ amount: { paise: 12_550 } });
    }
    const udhaar = checkDeletion({ ...clear, udhaarOwed: 30_000 }, null);
    expect(!udhaar.ok && udhaar.rsn).toContain('₹300');
    const large = checkDeletion({ ...clear, udhaarOwed: 15_000_000 }, null);
    expect(!large.ok && large.rsn).toContain('₹1,50,000');
  });

  it('counts only orders that can still move as in progress', () => {
    expect(OPEN_ORDER_STATUSES).toEqual([
      'AWAITING_PAYMENT',
      'PAYMENT_SUBMITTED',
      'PLACED',
      'ACCEPTED',
      'PACKED',
      'SHIPPED',
    ]);
  });
});

describe('the confirmed forfeit of a request', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['0', 0],
    ['12550', 12_550],
    ['-5', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['9'.repeat(13), undefined],
    ['12 ', undefined],
  ] as const)('%j is %j', (raw, expected) => expect(forfeitOf(raw)).toBe(expected));
});

async function textOf(chunks: AsyncGenerator<string>): Promise<{ text: string; pieces: number }> {
  let text = '';
  let pieces = 0;
  for await (const c of chunks) {
    text += c;
    pieces++;
  }
  return { text, pieces };
}

async function* pages<T>(...list: T[][]): AsyncGenerator<T[]> {
  for (const p of list) yield p;
}

describe('the download as JSON, a piece at a time', () => {
  it('writes the header, single values and every page of every list, as one valid document', async () => {
    const sections: ExportSection[] = [
      { name: 'profile', one: async () => ({ name: 'Asha "A" \u0000' }) },
      { name: 'orders', pages: () => pages([{ id: 'o3' }, { id: 'o2' }], [], [{ id: 'o1' }]) },
      { name: 'reviews', pages: () => pages() },
      { name: 'missing', one: async () => undefined },
    ];
    const { text, pieces } = await textOf(dataExportChunks({ format: 'x/1' }, sections));
    expect(JSON.parse(text)).toEqual({
      status: 1,
      format: 'x/1',
      profile: { name: 'Asha "A" \u0000' },
      orders: [{ id: 'o3' }, { id: 'o2' }, { id: 'o1' }],
      reviews: [],
      missing: null,
    });
    expect(pieces).toBeGreaterThan(6);
  });

  it('asks for the next page only after the last one is written', async () => {
    const asked: number[] = [];
    async function* counted() {
      for (let i = 0; i < 3; i++) {
        asked.push(i);
        yield [{ i }];
      }
    }
    const chunks = dataExportChunks({}, [{ name: 'rows', pages: counted }]);
    await chunks.next(); // header
    await chunks.next(); // "rows":[
    await chunks.next(); // first page
    expect(asked).toEqual([0]);
    await chunks.return(undefined);
  });

  it('names the file by shop and day, never by the shopper', () => {
    expect(dataFileName('dilli-kirana', Date.UTC(2026, 10, 29, 1))).toBe('dilli-kirana-my-data-2026-11-29.json');
  });
});
