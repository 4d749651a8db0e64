import { encode } from 'uqr';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A scannable QR code of a upi://pay link as SVG, made on the server: error correction M, the standard quiet
 * zone of 4 modules, black on white in both themes (scanners need the contrast), every dark module in one path,
 * sized by CSS through its viewBox.
 */
export function upiQrSvg(uri: string, opts: { title?: string } = {}): string {
  const qr = encode(uri, { ecc: 'M', border: 4 });
  let path = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const title = escapeText(opts.title ?? 'UPI QR code to pay');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}" role="img" aria-label="${title}" shape-rendering="crispEdges">` +
    `<title>${title}</title><rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
