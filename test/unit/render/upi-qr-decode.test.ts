import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { upiQrSvg } from '../../../src/render/upi-qr';
import { upiPayUri } from '../../../src/domain/payments/upi';

/**
 * Reads the SVG back as a scanner would see it: the viewBox gives the size in modules, every `M{x} {y}h1v1h-1z`
 * of the path is a dark module; drawn at 6 px a module on white, then decoded by jsQR.
 */
function scan(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const d = /<path[^>]* d="([^"]*)"/.exec(svg)![1];
  const scale = 6;
  const px = size * scale;
  const rgba = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const [, xs, ys] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const x0 = Number(xs) * scale;
    const y0 = Number(ys) * scale;
    for (let y = y0; y < y0 + scale; y++)
      for (let x = x0; x < x0 + scale; x++) rgba.fill(0, (y * px + x) * 4, (y * px + x) * 4 + 3);
  }
  return jsQR(rgba, px, px)?.data ?? null;
}

describe('the UPI QR code on an unpaid order', () => {
  it.each([
    [
      'a kirana order',
      upiPayUri({
        vpa: 'dillikirana.store@icici',
        payeeName: 'Dilli Kirana Store',
        amountPaise: 45_050,
        note: 'Order 261124-K7Q2MX',
        orderId: '261124-K7Q2MX',
      }),
    ],
    ['one paisa', upiPayUri({ vpa: 'ab@upi', payeeName: 'A', amountPaise: 1, note: 'Order 1', orderId: '1' })],
    [
      'a long payee name with symbols',
      upiPayUri({
        vpa: 'noir.threads-studio@okhdfcbank',
        payeeName: 'Noir Threads & Co. (Bandra) — Studio 3',
        amountPaise: 15_000_000,
        note: 'Order 261124-ZZZZZZ',
        orderId: '261124-ZZZZZZ',
      }),
    ],
  ])('decodes to exactly its upi://pay link: %s', (_name, uri) => {
    expect(scan(upiQrSvg(uri))).toBe(uri);
  });

  it('is an accessible image that scales and carries no script', () => {
    const svg = upiQrSvg('upi://pay?pa=a@b&pn=A&am=1.00&cu=INR&tn=x&tr=1');
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-label="UPI QR code to pay"/);
    expect(svg).toContain('<title>UPI QR code to pay</title>');
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
    expect(svg).not.toMatch(/script|on\w+=/i);
    expect(svg.length).toBeLessThan(20_000);
  });
});
