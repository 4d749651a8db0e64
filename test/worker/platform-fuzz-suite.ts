import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { createShop, freshId, platformCall, type PlatformCall } from './platform-helpers';

interface Case {
  method: 'POST' | 'PATCH';
  path: string;
  call: PlatformCall;
  label: string;
}

const deep = (depth: number, leaf: string, open = '[', close = ']') => open.repeat(depth) + leaf + close.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const WRONG_FOR_TEXT: unknown[] = [null, 0, -1, 1.5, 1e308, true, false, [], ['x'], {}, { a: 1 }, [[[]]]];
const WRONG_FOR_BOOL: unknown[] = [null, 0, 1, 'true', 'false', '', [], {}, { a: true }, [true], 'yes', -0.5];
const BROKEN_TEXT = [
  '\\ud800',
  'x\\udfff',
  '\\udc00\\ud800',
  '\\u0000',
  'a\\u0007b',
  '\\u001b[31m',
  '\\u007f',
  '\\u0085',
];
const BROKEN_JSON = [
  '{',
  '{"id":',
  '{"id":"a",}',
  "{'id':'a'}",
  '{"id":"a"}}',
  'NaN',
  'undefined',
  '\ufeff{}',
  '{"id":"a"',
  '{"name":"\\x41"}',
  '{"name":"\\u12"}',
  '[1,2',
  '{"a" 1}',
  '--',
  '{"name":"a"}garbage',
];
const MB = 'x'.repeat(1024 * 1024);

/** At least 200 malformed bodies for POST /shops and PATCH /shops/{id}: none may answer 5xx, all answer {status 0, rsn}. */
function fuzzCases(target: string): Case[] {
  const cases: Case[] = [];
  const post = (label: string, call: PlatformCall) => cases.push({ method: 'POST', path: '/shops', call, label });
  const patch = (label: string, call: PlatformCall, path = `/shops/${target}`) =>
    cases.push({ method: 'PATCH', path, call, label });
  const postBase = () => ({ id: freshId('fuzz'), name: 'Fuzz Shop' });

  for (const field of ['id', 'name', 'ownerPhone'])
    for (const v of WRONG_FOR_TEXT) post(`${field}=${JSON.stringify(v)}`, { body: { ...postBase(), [field]: v } });
  for (const field of ['name', 'status', 'REPORT_TEXT', 'OWNER_NAME', 'VALIDATED_PHONE'])
    for (const v of WRONG_FOR_TEXT) patch(`${field}=${JSON.stringify(v)}`, { body: { [field]: v } });
  for (const v of WRONG_FOR_BOOL) patch(`IS_STORE_REPORTED=${JSON.stringify(v)}`, { body: { IS_STORE_REPORTED: v } });

  for (const depth of [10, 1000]) {
    post(`nested name ${depth}`, { raw: `{"id":"${freshId('fuzz')}","name":${deep(depth, '"x"')}}` });
    post(`nested object ${depth}`, { raw: deepObject(depth) });
    post(`nested array ${depth}`, { raw: deep(depth, '1') });
    patch(`nested REPORT_TEXT ${depth}`, { raw: `{"REPORT_TEXT":${deep(depth, '"x"')}}` });
    patch(`nested object ${depth}`, { raw: deepObject(depth) });
    patch(`nested array ${depth}`, { raw: deep(depth, '{}') });
  }
  for (const field of ['id', 'name', 'ownerPhone']) post(`1 MB ${field}`, { body: { ...postBase(), [field]: MB } });
  for (const field of ['name', 'REPORT_TEXT', 'OWNER_NAME', 'VALIDATED_PHONE'])
    patch(`1 MB ${field}`, { body: { [field]: MB } });
  post('1 MB unknown key', { raw: `{"${MB}":1}` });

  for (const text of BROKEN_TEXT) {
    post(`id ${text}`, { raw: `{"id":"${text}","name":"Fuzz"}` });
    post(`name ${text}`, { raw: `{"id":"${freshId('fuzz')}","name":"Fuzz ${text}"}` });
    post(`key ${text}`, { raw: `{"id":"${freshId('fuzz')}","name":"Fuzz","${text}":1}` });
    for (const field of ['name', 'REPORT_TEXT', 'OWNER_NAME', 'VALIDATED_PHONE'])
      patch(`${field} ${text}`, { raw: `{"${field}":"ok ${text}"}` });
  }
  for (const id of ['%2e%2e', '..%2f..', '%2F', '%00', '..', 'a%20b', 'UPPER', '%E2%80%AE', '%ud800', '\\u0000']) {
    post(`encoded id ${id}`, { body: { id, name: 'Fuzz' } });
    patch(`encoded path ${id}`, { body: { status: 'bogus' } }, `/shops/${id}`);
  }
  for (const raw of BROKEN_JSON) {
    post(`broken JSON ${raw}`, { raw });
    patch(`broken JSON ${raw}`, { raw });
  }
  for (const raw of ['[]', '""', '0', 'null', 'true', '[{"id":"a","name":"b"}]']) {
    post(`root ${raw}`, { raw });
    patch(`root ${raw}`, { raw });
  }
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
  ]) {
    post(`content-type ${contentType}`, { raw: JSON.stringify(postBase()), headers: { 'Content-Type': contentType } });
    patch(`content-type ${contentType}`, { raw: '{"status":"active"}', headers: { 'Content-Type': contentType } });
  }
  return cases;
}

export function fuzzSuite(): void {
  describe('malformed bodies (fuzz)', () => {
    let target = '';
    beforeAll(async () => {
      target = (await createShop(freshId('fuzz-target'), 'Fuzz Target')).shop.id;
    });

    it('answers every one with a JSON 4xx {status 0, rsn}, creates and changes nothing', async () => {
      const cases = fuzzCases(target);
      expect(cases.length).toBeGreaterThanOrEqual(200);
      const shopsBefore = await env.DB.prepare('SELECT COUNT(*) AS n FROM shops').first<{ n: number }>();
      const targetBefore = await (await platformCall('GET', `/shops/${target}`)).json();
      for (let i = 0; i < cases.length; i += 20) {
        await Promise.all(
          cases.slice(i, i + 20).map(async ({ method, path, call, label }) => {
            const res = await platformCall(method, path, call);
            const text = await res.text();
            expect(res.status, `${method} ${label}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
            expect(res.status, `${method} ${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
            expect(res.headers.get('Content-Type'), label).toContain('application/json');
            const body = JSON.parse(text) as { status: number; rsn: unknown };
            expect(body.status, label).toBe(0);
            expect(typeof body.rsn === 'string' && body.rsn.length > 5, label).toBe(true);
          }),
        );
      }
      expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM shops').first<{ n: number }>()).toEqual(shopsBefore);
      expect(await (await platformCall('GET', `/shops/${target}`)).json()).toEqual(targetBefore);
    }, 120_000);

    it('refuses a streamed body over 16 KB (no Content-Length) with 413', async () => {
      const chunk = new TextEncoder().encode(`{"id":"${freshId('stream')}","name":"${'x'.repeat(64 * 1024)}"}`);
      const body = new ReadableStream({
        start(c) {
          c.enqueue(chunk);
          c.close();
        },
      });
      const res = await platformCall('POST', '/shops', {
        headers: { 'Content-Type': 'application/json' },
        stream: body,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ status: 0, code: 'BODY_TOO_LARGE' });
    });
  });
}
