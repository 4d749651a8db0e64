// The first-paint peer: the files of a Next.js app's shop home as its production build sends them, made up to the
// same bytes (148 KB, the Next.js 16 home measured in #30) and the same shape: an HTML document with the server
// components' payload inline (self.__next_f), one render-blocking stylesheet, async script chunks (framework,
// main-app, webpack runtime, the page), and product photos as next/image writes them (loading="lazy",
// decoding="async", srcset by width). No Next.js runs here: Next cannot be installed on every machine this
// bench runs on, and the issue allows "a static page of the same bytes".
import { randomBytes } from 'node:crypto';

const KB = 1024;
/** bytes of each part: HTML 46 KB, CSS 14 KB, scripts 76 KB, 4 distinct photos 12 KB = 148 KB */
const SIZES = {
  html: 46 * KB,
  css: 14 * KB,
  scripts: {
    'webpack-3c1f.js': 4 * KB,
    'framework-8a2d.js': 44 * KB,
    'main-app-51b0.js': 8 * KB,
    'page-77e9.js': 20 * KB,
  },
  photo: 3 * KB,
};

/** Text of exactly `bytes` bytes: `head`, then filler made of `unit`, then `tail`. */
function sized(bytes, head, unit, tail) {
  let middle = '';
  while (head.length + middle.length + tail.length + unit.length <= bytes) middle += unit;
  return head + middle + ' '.repeat(bytes - head.length - middle.length - tail.length) + tail;
}

/** A photo's bytes: an SVG of noise-like paths (incompressible enough), `bytes` long. */
function photo(n) {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${n * 80} 40% 80%)"/><!--`;
  return sized(SIZES.photo, head, randomBytes(48).toString('base64'), '--></svg>');
}

const CSS_HEAD = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#f7f7f5;color:#1c1c1c;line-height:1.45}
header{position:sticky;top:0;display:flex;gap:12px;align-items:center;padding:12px 16px;background:#fff;border-bottom:1px solid #e3e3df}
.hero{padding:16px}.hero h1{font-size:1.4rem;margin:0 0 4px}.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:12px;padding:0 16px}
.card{background:#fff;border-radius:12px;overflow:hidden}.card img{width:100%;height:auto;aspect-ratio:1;display:block}.card p{margin:8px}
`;

export function peerFiles() {
  const files = new Map();
  const text = (type, body) => ({ type, body: Buffer.from(body) });
  files.set(
    '/_next/static/css/app-2f9c.css',
    text('text/css', sized(SIZES.css, CSS_HEAD, `.u${'x'.repeat(6)}{margin:0 0 1px;padding:2px 4px}\n`, '')),
  );
  for (const [name, bytes] of Object.entries(SIZES.scripts))
    files.set(
      `/_next/static/chunks/${name}`,
      text(
        'application/javascript',
        sized(
          bytes,
          '(self.webpackChunk=self.webpackChunk||[]).push([[1],{1:function(e,t,n){',
          `var a${randomBytes(4).toString('hex')}=n(${Math.floor(Math.random() * 900)});`,
          '}}]);',
        ),
      ),
    );
  for (let n = 1; n <= 4; n++) files.set(`/_next/image/p${n}.svg`, text('image/svg+xml', photo(n)));
  const scripts = Object.keys(SIZES.scripts)
    .map((s) => `<script src="/_next/static/chunks/${s}" async=""></script>`)
    .join('');
  const cards = Array.from({ length: 8 }, (_, i) => {
    const src = `/_next/image/p${(i % 4) + 1}.svg`;
    return `<li class="card"><a href="/item/${i}"><img alt="Product ${i + 1}" loading="lazy" width="400" height="400" decoding="async" sizes="50vw" srcset="${src}?w=384 384w, ${src}?w=640 640w" src="${src}?w=640"/><p>Product ${i + 1}</p><p>₹${(i + 1) * 120}</p></a></li>`;
  }).join('');
  const head =
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
    `<link rel="stylesheet" href="/_next/static/css/app-2f9c.css" data-precedence="next"/>${scripts}<title>Dilli Kirana</title>` +
    `<meta name="description" content="Groceries delivered"/></head><body><header><strong>Dilli Kirana</strong><input aria-label="Search" placeholder="Search"/></header>` +
    `<main><section class="hero"><h1>Fresh groceries, delivered today</h1><p>Atta, rice, dal and more from your neighbourhood shop.</p></section><ul class="grid">${cards}</ul></main>` +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"';
  files.set(
    '/',
    text(
      'text/html; charset=utf-8',
      sized(SIZES.html, head, `1:I[${randomBytes(12).toString('base64')}]\\n`, '"])</script></body></html>'),
    ),
  );
  return files;
}
