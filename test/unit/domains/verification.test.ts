import { describe, expect, it } from 'vitest';
import {
  claimExpiresAt,
  claimOutcome,
  fileProves,
  fileReason,
  isStale,
  isToken,
  newToken,
  parseTxtData,
  PENDING_MS,
  proofInstructions,
  proofUrl,
  txtName,
  txtProves,
  txtReason,
  txtRecordsFromDoh,
  verifiesAtOnce,
  type Claim,
} from '../../../src/domain/domains/verification';

const TOKEN = 'storefront-verification=0123456789abcdef0123456789abcdef';
const OTHER = 'storefront-verification=ffffffffffffffffffffffffffffffff';
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20);

describe('tokens', () => {
  it('are the prefix and 32 lower-case hex digits, different each time', () => {
    const a = newToken();
    const b = newToken();
    expect(a).toMatch(/^storefront-verification=[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(newToken(new Uint8Array(16).fill(0xab))).toBe(`storefront-verification=${'ab'.repeat(16)}`);
  });

  it.each([
    [TOKEN, true],
    [TOKEN.toUpperCase(), false],
    [TOKEN.slice(0, -1), false],
    [`${TOKEN}0`, false],
    [` ${TOKEN}`, false],
    ['0123456789abcdef0123456789abcdef', false],
    ['storefront-verification=', false],
    ['', false],
  ])('isToken(%j) is %s', (value, ok) => {
    expect(isToken(value)).toBe(ok);
  });

  it('name where to put them', () => {
    expect(txtName('shop.example.com')).toBe('_storefront.shop.example.com');
    expect(proofUrl('shop.example.com')).toBe('http://shop.example.com/.well-known/storefront-verification.txt');
  });
});

describe('TXT data as DNS-over-HTTPS gives it', () => {
  it.each([
    ['one quoted string', `"${TOKEN}"`, TOKEN],
    ['unquoted', TOKEN, TOKEN],
    ['surrounding spaces', `  "${TOKEN}"  `, TOKEN],
    ['split in two strings', `"storefront-verification=0123456789" "abcdef0123456789abcdef"`, TOKEN],
    ['split in three, tabs between', `"storefront-" \t"verification=0123456789abcdef" "0123456789abcdef"`, TOKEN],
    ['escaped quote', String.raw`"say \"hi\""`, 'say "hi"'],
    ['escaped backslash', String.raw`"a\\b"`, 'a\\b'],
    ['decimal escape', String.raw`"a\032b"`, 'a b'],
    ['empty string', '""', ''],
    ['unterminated', '"abc', 'abc'],
    ['spaces kept inside quotes', '"v=spf1 include:x -all"', 'v=spf1 include:x -all'],
  ])('%s', (_name, data, text) => {
    expect(parseTxtData(data)).toBe(text);
  });

  const answer = (...data: string[]) => ({
    Status: 0,
    Answer: data.map((d) => ({ name: '_storefront.shop.example.com', type: 16, TTL: 300, data: d })),
  });

  it.each([
    ['one record', answer(`"${TOKEN}"`), { kind: 'records', records: [TOKEN] }],
    ['several records', answer('"v=spf1 -all"', `"${TOKEN}"`), { kind: 'records', records: ['v=spf1 -all', TOKEN] }],
    [
      'a CNAME before the TXT',
      {
        Status: 0,
        Answer: [
          { type: 5, data: 'x.example.net.' },
          { type: 16, data: `"${TOKEN}"` },
        ],
      },
      { kind: 'records', records: [TOKEN] },
    ],
    ['only a CNAME', { Status: 0, Answer: [{ type: 5, data: 'x.example.net.' }] }, { kind: 'none' }],
    ['no Answer', { Status: 0 }, { kind: 'none' }],
    ['NXDOMAIN', { Status: 3, Authority: [] }, { kind: 'none' }],
    [
      'junk answers skipped',
      { Status: 0, Answer: [null, 5, { type: 16 }, { type: 16, data: 7 }, { type: 16, data: '"ok"' }] },
      { kind: 'records', records: ['ok'] },
    ],
  ])('%s', (_name, reply, lookup) => {
    expect(txtRecordsFromDoh(reply)).toEqual(lookup);
  });

  it.each([
    ['SERVFAIL', { Status: 2 }, /SERVFAIL/],
    ['REFUSED', { Status: 5 }, /REFUSED/],
    ['an unknown status', { Status: 9 }, /status 9/],
    ['no status', { Answer: [] }, /no status/],
    ['not an object', 'nope', /no readable answer/],
    ['null', null, /no readable answer/],
  ])('%s is a failed lookup with a reason', (_name, reply, reason) => {
    const lookup = txtRecordsFromDoh(reply);
    expect(lookup.kind).toBe('error');
    if (lookup.kind === 'error') expect(lookup.reason).toMatch(reason);
  });
});

describe('matching the token', () => {
  it.each([
    ['the token', [TOKEN], TOKEN, true],
    ['the token among others', ['v=spf1 -all', TOKEN], TOKEN, true],
    ['with spaces around', [`  ${TOKEN} `], TOKEN, true],
    ['another token', [OTHER], TOKEN, false],
    ['the token with more after it', [`${TOKEN} extra`], TOKEN, false],
    ['the hex part alone', ['0123456789abcdef0123456789abcdef'], TOKEN, false],
    ['upper case', [TOKEN.toUpperCase()], TOKEN, false],
    ['nothing', [], TOKEN, false],
    ['an empty record against an empty token', [''], '', false],
    ['a record against a malformed token', ['x'], 'x', false],
  ])('TXT: %s', (_name, records, token, proves) => {
    expect(txtProves(records, token)).toBe(proves);
  });

  it.each([
    ['the token', TOKEN, true],
    ['with a newline', `${TOKEN}\n`, true],
    ['with CRLF and more lines', `${TOKEN}\r\nsomething else\r\n`, true],
    ['with a BOM', `\uFEFF${TOKEN}`, true],
    ['indented', `   ${TOKEN}   `, true],
    ['another token', OTHER, false],
    ['inside HTML', `<html><body>${TOKEN}</body></html>`, false],
    ['the token on a later line', `hello\n${TOKEN}`, false],
    ['empty', '', false],
  ])('file: %s', (_name, body, proves) => {
    expect(fileProves(body, TOKEN)).toBe(proves);
  });

  it('an empty token never matches', () => {
    expect(fileProves('', '')).toBe(false);
  });
});

describe('reasons', () => {
  const host = 'shop.example.com';
  it.each([
    [{ kind: 'records' as const, records: [TOKEN] }, null],
    [{ kind: 'none' as const }, /no TXT record at _storefront\.shop\.example\.com/],
    [{ kind: 'records' as const, records: [OTHER] }, /holds "storefront-verification=ffff.*not this domain's token/],
    [{ kind: 'error' as const, reason: 'The DNS lookup failed (SERVFAIL).' }, /SERVFAIL/],
  ])('TXT %j', (lookup, reason) => {
    const r = txtReason(host, lookup, TOKEN);
    if (reason === null) expect(r).toBeNull();
    else expect(r).toMatch(reason);
  });

  it.each([
    [{ status: 200, body: `${TOKEN}\n` }, null],
    [{ status: 404, body: 'Not Found' }, /answered HTTP 404/],
    [
      { status: 200, body: '<html>welcome</html>' },
      /does not hold this domain's token \(it starts "<html>welcome<\/html>"\)/,
    ],
    [{ error: 'it took too long to answer.' }, /could not be fetched: it took too long/],
  ])('file %j', (answer, reason) => {
    const r = fileReason(host, answer, TOKEN);
    if (reason === null) expect(r).toBeNull();
    else expect(r).toMatch(reason);
  });

  it('shorten what they quote', () => {
    const r = txtReason(host, { kind: 'records', records: ['x'.repeat(500)] }, TOKEN)!;
    expect(r.length).toBeLessThan(200);
  });
});

describe('claims and their expiry', () => {
  const pending = (storeId: string, ageMs: number): Claim => ({ storeId, status: 'pending', createdAt: NOW - ageMs });
  const verified = (storeId: string, ageMs: number): Claim => ({ storeId, status: 'verified', createdAt: NOW - ageMs });

  it('a pending claim expires 7 days after it was made; a verified one never', () => {
    expect(PENDING_MS).toBe(7 * DAY);
    expect(claimExpiresAt(pending('a', 0))).toBe(NOW + 7 * DAY);
    expect(claimExpiresAt(verified('a', 0))).toBeNull();
  });

  it.each([
    ['pending, just made', pending('a', 0), false],
    ['pending, 6 days 23 hours', pending('a', 7 * DAY - 3_600_000), false],
    ['pending, 1 ms short of 7 days', pending('a', 7 * DAY - 1), false],
    ['pending, exactly 7 days', pending('a', 7 * DAY), true],
    ['pending, 8 days', pending('a', 8 * DAY), true],
    ['pending, made in the future (clock skew)', pending('a', -DAY), false],
    ['verified, a year old', verified('a', 365 * DAY), false],
    ['verified, just now', verified('a', 0), false],
  ])('%s: stale %s', (_name, claim, stale) => {
    expect(isStale(claim, NOW)).toBe(stale);
  });

  it.each([
    ['nobody has it', null, 'new'],
    ['this shop, pending', pending('mine', 0), 'mine'],
    ['this shop, pending and stale', pending('mine', 30 * DAY), 'mine'],
    ['this shop, verified', verified('mine', 0), 'mine'],
    ['another shop, fresh pending claim', pending('other', DAY), 'taken'],
    ['another shop, stale pending claim', pending('other', 8 * DAY), 'replace'],
    ['another shop, verified long ago', verified('other', 400 * DAY), 'taken'],
  ])('claiming when %s: %s', (_name, existing, outcome) => {
    expect(claimOutcome(existing, 'mine', NOW)).toBe(outcome);
  });
});

describe('*.localhost in development', () => {
  it.each([
    ['dillikirana.localhost', 'development', true],
    ['a.b.localhost', 'development', true],
    ['dillikirana.localhost', 'production', false],
    ['dillikirana.localhost', undefined, false],
    ['shop.example.com', 'development', false],
    ['localhost.example.com', 'development', false],
    ['notlocalhost', 'development', false],
  ])('%s in %s verifies at once: %s', (host, environment, once) => {
    expect(verifiesAtOnce(host, environment)).toBe(once);
  });
});

describe('instructions', () => {
  it('give both methods with the token, and the expiry while pending', () => {
    const i = proofInstructions('shop.example.com', TOKEN, NOW + 7 * DAY);
    expect(i.dns).toEqual({ type: 'TXT', name: '_storefront.shop.example.com', value: TOKEN });
    expect(i.http).toEqual({ url: 'http://shop.example.com/.well-known/storefront-verification.txt', body: TOKEN });
    expect(i.text).toContain(TOKEN);
    expect(i.text).toContain('/verify');
    expect(i.text).toContain(new Date(NOW + 7 * DAY).toISOString());
  });
});
