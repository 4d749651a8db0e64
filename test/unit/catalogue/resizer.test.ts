import { describe, expect, it } from 'vitest';
import { resizerSize, resolveResizerTarget } from '../../../src/domain/catalogue/resizer';

describe('resizer target', () => {
  it('draws our own art at the asked size, 300 x 300 by default', () => {
    expect(resolveResizerTarget('/img/p/besan.svg')).toEqual({ kind: 'art', name: 'besan', width: 300, height: 300 });
    expect(resolveResizerTarget('/img/p/besan.svg', '120x80')).toMatchObject({ width: 120, height: 80 });
  });

  it('gives the placeholder for addresses under 10 characters', () => {
    expect(resolveResizerTarget('/img/x.pn')).toEqual({ kind: 'placeholder' });
    expect(resolveResizerTarget(undefined)).toEqual({ kind: 'placeholder' });
  });

  it('redirects to our own static images only', () => {
    expect(resolveResizerTarget('/img/placeholder.svg')).toEqual({ kind: 'same-origin', path: '/img/placeholder.svg' });
    expect(resolveResizerTarget('/admin/api/openapi.json').kind).toBe('refused');
    expect(resolveResizerTarget('/img/../admin/x.svg').kind).toBe('refused');
    expect(resolveResizerTarget('//evil.example/a.png').kind).toBe('refused');
  });

  it('proxies https images of public hosts', () => {
    expect(resolveResizerTarget('https://cdn.example.com/a.jpg', '200')).toEqual({
      kind: 'remote',
      url: 'https://cdn.example.com/a.jpg',
      width: 200,
      height: 200,
    });
  });

  it('refuses other schemes, credentials, local and IP hosts, odd ports and long addresses', () => {
    for (const u of [
      'javascript:alert(1)//',
      'data:image/png;base64,AAAA',
      'http://cdn.example.com/a.jpg',
      'ftp://cdn.example.com/a.jpg',
      'https://u:p@cdn.example.com/a.jpg',
      'https://10.0.0.1/a.jpg',
      'https://[::1]/a.jpg',
      'https://0x7f000001/a.jpg',
      'https://localhost/a.jpg',
      'https://printer.local/a.jpg',
      'https://intranet/a.jpg',
      'https://cdn.example.com:8080/a.jpg',
      `https://cdn.example.com/${'a'.repeat(2100)}`,
    ]) {
      expect(resolveResizerTarget(u).kind, u).toBe('refused');
    }
  });
});

describe('resizerSize', () => {
  it('reads size as WxH or a square, width overriding while keeping the ratio', () => {
    expect(resizerSize('300x200', undefined)).toEqual({ width: 300, height: 200 });
    expect(resizerSize('150', undefined)).toEqual({ width: 150, height: 150 });
    expect(resizerSize('300x200', '600')).toEqual({ width: 600, height: 400 });
    expect(resizerSize(undefined, '480')).toEqual({ width: 480, height: 480 });
  });

  it('clamps to 16..2000 and ignores junk', () => {
    expect(resizerSize('9999x1', undefined)).toEqual({ width: 2000, height: 16 });
    expect(resizerSize('abc', '-5')).toEqual({ width: 300, height: 300 });
  });
});

describe("resizer target for an owner's photo", () => {
  const photo = '/media/dilli-kirana/0123456789abcdef-1600x1200-c8a27a';
  it.each([
    ['300', `${photo}/320.jpg`],
    ['320', `${photo}/320.jpg`],
    ['700', `${photo}/960.jpg`],
    ['2000', `${photo}/1600.jpg`], // the widest there is: the photo's own width, now on the ladder
  ])('width %s goes to the JPEG at least that wide (or the widest)', (width, path) => {
    expect(resolveResizerTarget(photo, undefined, width)).toEqual({ kind: 'same-origin', path });
  });
  it('anything else under /media is refused', () => {
    expect(resolveResizerTarget('/media/dilli-kirana/not-a-photo', undefined, '300')).toMatchObject({
      kind: 'refused',
    });
  });
});
