import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  istDateOf,
  istDateRange,
  istDayStart,
  orderSearchOf,
  pageOf,
  type KeyPart,
} from '../../src/domain/paging';

const b64 = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('cursors', () => {
  it.each([[[1_780_000_000_000, '260514-K7Q2MX']], [['DIWALI10']], [[0, 'ओम्', 'தமிழ்']]] as const)(
    'a key comes back from its cursor: %j',
    (key) => {
      const shape = key.map((v) => (typeof v === 'number' ? 'int' : 'text')) as KeyPart[];
      const cursor = encodeCursor(key);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(cursor, shape)).toEqual(key);
    },
  );

  const orderShape: KeyPart[] = ['int', 'text'];
  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['impossible length', 'abcde'],
    ['not JSON', b64('hello')],
    ['not an array', b64('{"a":1}')],
    ['too few parts', encodeCursor([1])],
    ['too many parts', encodeCursor([1, 'a', 'b'])],
    ['text where a number goes', encodeCursor(['1', 'a'])],
    ['a fraction', encodeCursor([1.5, 'a'])],
    ['unsafe integer', b64('[1e300,"a"]')],
    ['a number where text goes', encodeCursor([1, 2])],
    ['nested', encodeCursor([1, ['a']] as never)],
    ['lone surrogate', encodeCursor([1, '\ud800'])],
    ['huge', encodeCursor([1, 'x'.repeat(500)])],
    ['invalid UTF-8', btoa('\xff\xfe').replace(/=+$/, '')],
  ])('refuses %s', (_why, raw) => {
    expect(decodeCursor(raw, orderShape)).toBeNull();
  });
});

describe('pageOf', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it.each([
    [2, ['a', 'b'], ['b']],
    [3, ['a', 'b', 'c'], null],
    [5, ['a', 'b', 'c'], null],
  ] as const)('limit %i gives %j and the cursor of %j', (limit, ids, next) => {
    const page = pageOf(rows, limit, (r) => [r.id]);
    expect(page.rows.map((r) => r.id)).toEqual(ids);
    expect(page.next_cursor === null ? null : decodeCursor(page.next_cursor, ['text'])).toEqual(next);
  });
  it('an empty list has no next page', () => expect(pageOf([], 10, () => [])).toEqual({ rows: [], next_cursor: null }));
});

describe('IST calendar dates', () => {
  it.each([
    ['2026-05-14', Date.UTC(2026, 4, 13, 18, 30)],
    ['2026-01-01', Date.UTC(2025, 11, 31, 18, 30)],
    ['2028-02-29', Date.UTC(2028, 1, 28, 18, 30)],
  ])('%s begins at %i', (date, at) => {
    expect(istDayStart(date)).toBe(at);
    expect(istDateOf(at)).toBe(date);
    expect(istDateOf(at - 1)).not.toBe(date);
  });
  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-5-14',
    '14-05-2026',
    '2026-05-14T00:00',
    '',
    '1999-12-31',
    '२०२६-०५-१४',
  ])('refuses %j', (date) => {
    expect(istDayStart(date)).toBeNull();
  });

  it.each([
    [undefined, undefined, {}],
    ['2026-05-14', undefined, { since: Date.UTC(2026, 4, 13, 18, 30) }],
    [undefined, '2026-05-14', { until: Date.UTC(2026, 4, 14, 18, 30) }],
    ['2026-05-14', '2026-05-14', { since: Date.UTC(2026, 4, 13, 18, 30), until: Date.UTC(2026, 4, 14, 18, 30) }],
  ])('from %s to %s (inclusive) is the instants %j', (from, to, range) => {
    expect(istDateRange(from, to)).toEqual({ ok: true, ...range });
  });
  it.each([
    ['2026-02-30', undefined, 'from'],
    [undefined, 'tomorrow', 'to'],
    ['2026-05-15', '2026-05-14', 'to'],
  ])('refuses from %s to %s naming %s', (from, to, field) => {
    const r = istDateRange(from, to);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe(field);
      expect(r.rsn.length).toBeGreaterThan(10);
    }
  });
});

describe('what an owner types to find orders', () => {
  it.each([
    ['260514-k7q2mx', { by: 'order', id: '260514-K7Q2MX' }],
    [' 260514-K7Q2MX ', { by: 'order', id: '260514-K7Q2MX' }],
    ['98765 43210', { by: 'phone', phone: '9876543210' }],
    ['+91 98765-43210', { by: 'phone', phone: '9876543210' }],
    ['09876543210', { by: 'phone', phone: '9876543210' }],
    ['Asha  Devi', { by: 'name', text: 'Asha Devi' }],
    ['12345', { by: 'name', text: '12345' }],
    ['', null],
    ['   ', null],
    [undefined, null],
  ] as const)('%j', (q, found) => expect(orderSearchOf(q)).toEqual(found));
});

describe('inbox tabs', async () => {
  const { INBOX_TABS, inboxTabOf, tabCounts } = await import('../../src/domain/orders/inbox-tabs');
  const { ORDER_STATUSES } = await import('../../src/domain/orders/status');
  it('every status is in exactly one tab', () => {
    const seen = INBOX_TABS.flatMap((tab) => tab.statuses as readonly string[]);
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });
  it.each([
    ['new', ['PLACED']],
    ['accepted', ['ACCEPTED', 'PACKED']],
    ['cancelled', ['CANCELLED', 'REJECTED', 'RETURNED']],
    ['__proto__', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('?tab=%s keeps %j', (raw, statuses) => expect(inboxTabOf(raw)?.statuses).toEqual(statuses));
  it('counts add up per tab', () => {
    expect(tabCounts({ PLACED: 3, ACCEPTED: 2, PACKED: 1, REJECTED: 4, RETURNED: 1 })).toEqual({
      waiting: 0,
      new: 3,
      accepted: 3,
      out: 0,
      delivered: 0,
      cancelled: 5,
    });
  });
});

describe('keyset conditions', async () => {
  const { keysetAfter, sortKeysOf, orderByText } = await import('../../src/domain/paging');
  it.each([
    ['position, code', 'code', 'position ASC, code ASC'],
    ['published_at DESC, id', 'id', 'published_at DESC, id ASC'],
    ['title', 'id', 'title ASC, id ASC'],
  ])('%s with unique %s orders by %s', (orderBy, unique, text) =>
    expect(orderByText(sortKeysOf(orderBy, unique))).toBe(text),
  );
  it('each column in its own direction', () => {
    expect(keysetAfter(sortKeysOf('published_at DESC, id', 'id'), ['2026-05-01', 'b'])).toEqual({
      sql: '((published_at < ?) OR (published_at = ? AND id > ?))',
      args: ['2026-05-01', '2026-05-01', 'b'],
    });
  });
  it('a scalar key part takes text or an integer, nothing else', () => {
    expect(decodeCursor(encodeCursor([3, 'a']), ['scalar', 'scalar'])).toEqual([3, 'a']);
    expect(decodeCursor(encodeCursor([true as never, 'a']), ['scalar', 'scalar'])).toBeNull();
    expect(decodeCursor(encodeCursor([null as never, 'a']), ['scalar', 'scalar'])).toBeNull();
  });
});

describe('the inbox view from its query', async () => {
  const { inboxViewOf, inboxHref } = await import('../../src/domain/orders/inbox-tabs');
  const cursor = encodeCursor([1_780_000_000_000, '260514-K7Q2MX']);
  it.each([
    [{}, { bad: false }],
    [
      { tab: 'new', q: '  98110 22334 ' },
      { bad: false, tab: 'new', q: '98110 22334' },
    ],
    [{ tab: 'toString' }, { bad: false }],
    [
      { from: '2026-05-14', to: '2026-05-14' },
      {
        bad: false,
        from: '2026-05-14',
        to: '2026-05-14',
        since: Date.UTC(2026, 4, 13, 18, 30),
        until: Date.UTC(2026, 4, 14, 18, 30),
      },
    ],
    [{ from: '2026-02-30' }, { bad: true }],
    [{ from: '2026-05-15', to: '2026-05-14' }, { bad: true }],
    [{ cursor }, { bad: false, cursor: [1_780_000_000_000, '260514-K7Q2MX'], cursorText: cursor }],
    [{ cursor: 'nope' }, { bad: true }],
    [{ from: '', to: '', q: '', cursor: '' }, { bad: false }],
  ])('%j', (raw, view) => expect(inboxViewOf(raw)).toEqual({ tab: undefined, ...view }));

  it.each([
    [{}, '/admin/s'],
    [{ tab: 'new' as const }, '/admin/s?tab=new'],
    [
      { tab: 'out' as const, from: '2026-05-01', q: 'Asha & Co', cursorText: 'abc' },
      '/admin/s?tab=out&from=2026-05-01&q=Asha+%26+Co&cursor=abc',
    ],
  ])('%j links to %s', (view, href) => expect(inboxHref('/admin/s', view)).toBe(href));
});

describe('where an inbox form leads back to', async () => {
  const { inboxReturnQuery } = await import('../../src/domain/orders/inbox-tabs');
  it.each([
    ['', ''],
    ['tab=new', 'tab=new'],
    ['tab=new&from=2026-03-01&evil=https://evil.example', 'tab=new&from=2026-03-01'],
    ['//evil.example/?tab=new', ''],
    ['tab=nope&q=Asha', 'q=Asha'],
    ['from=2026-02-30&tab=new', ''],
    ['cursor=forged', ''],
    [`tab=new&${'q='.repeat(600)}`, ''],
  ])('%j -> %j', (raw, query) => expect(inboxReturnQuery(raw)).toBe(query));
});
