import { describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { destination, inline, link, ownerMarkdown, paragraphs, rupees } from '../../../src/domain/agents/markdown-text';

/** What a Markdown reader would make of it: HTML from a real CommonMark/GFM renderer (raw HTML passes through it). */
const render = (md: string) => marked.parse(md, { async: false, gfm: true }) as string;
/** Markup of the rendered HTML, with the text and the <p> wrapper left out. */
const tags = (html: string) => (html.match(/<\/?[a-z][^>]*>/gi) ?? []).filter((t) => !/^<\/?p>$/.test(t));

describe('inline owner text', () => {
  it.each([
    ['[click](javascript:alert(1))'],
    ['<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>'],
    ['**bold** and _em_ and `code` and ~~gone~~'],
    ['# Heading'],
    ['## Heading'],
    ['- list item'],
    ['+ list item'],
    ['* list item'],
    ['1. ordered'],
    ['2) ordered'],
    ['> quote'],
    ['| a | b |'],
    ['![img](https://evil.example/x.png)'],
    ['[ref]: https://evil.example'],
    ['visit https://evil.example now'],
    ['visit www.evil.example now'],
    ['<https://evil.example>'],
    ['line one\n# two\n\n- three\r\n<script>x</script>'],
    ['\\[escaped\\](javascript:x)'],
  ])('%j renders as plain text', (hostile) => {
    const md = inline(hostile);
    expect(md).not.toContain('\n');
    expect(tags(render(md))).toEqual([]);
    expect(tags(render(`- ${md}`)).filter((t) => !/^<\/?(ul|li)>$/.test(t))).toEqual([]);
    expect(tags(render(`# ${md}`)).filter((t) => !/^<\/?h1>$/.test(t))).toEqual([]);
  });

  it('keeps the words a reader sees', () => {
    const html = render(inline('Toor (Arhar) Dal - 1 kg *fresh* <b>'));
    expect(html).toContain('Toor (Arhar) Dal - 1 kg *fresh* &lt;b&gt;');
  });

  it('sends <script> as entities, never as a tag', () => {
    expect(inline('<script>x</script>')).toBe('&lt;script&gt;x&lt;/script&gt;');
  });

  it('collapses newlines and runs of spaces in names', () => {
    expect(inline('  Basmati\n\n Rice\t 5 kg ')).toBe('Basmati Rice 5 kg');
  });
});

describe('paragraphs of owner text', () => {
  it('keeps paragraph breaks but no structure', () => {
    const md = paragraphs('First line\nstill first\n\n# not a heading\n\n- not a list');
    expect(md.split('\n\n')).toHaveLength(3);
    expect(tags(render(md))).toEqual([]);
  });
});

describe('links and prices', () => {
  it.each([
    [13900, '₹139.00'],
    [5, '₹0.05'],
    [15000000, '₹150000.00'],
  ])('%i paise is %s', (paise, text) => {
    expect(rupees(paise)).toBe(text);
  });

  it('keeps a link whole when its URL has parentheses or spaces', () => {
    expect(destination('https://shop.example/s/search/a (b)')).toBe('https://shop.example/s/search/a%20%28b%29');
    const html = render(link('Dal [best]', 'https://shop.example/s/search/dal)'));
    expect(html).toContain('<a href="https://shop.example/s/search/dal%29">Dal [best]</a>');
  });
});

describe('owner Markdown bodies', () => {
  const to = { origin: 'https://shop.example', page: 'https://shop.example/s/content/pages/p' };
  const hrefs = (md: string) => [...render(ownerMarkdown(md, to)).matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]);

  it('keeps formatting and safe links, and makes paths absolute', () => {
    const md = ownerMarkdown(
      '**Free delivery** above ₹499.\n\n[Call](tel:+919876501234) · [Mail](mailto:a@b.in) · [Site](https://x.example/a) · [Dals](/s/dals) · [Top](#top) · ![pic](/img/p/a.svg)',
      to,
    );
    expect(md).toContain('**Free delivery**');
    expect(hrefs(md)).toEqual([
      'tel:+919876501234',
      'mailto:a@b.in',
      'https://x.example/a',
      'https://shop.example/s/dals',
      'https://shop.example/s/content/pages/p#top',
      'https://shop.example/img/p/a.svg',
    ]);
  });

  it.each([
    ['[x](javascript:alert(1))'],
    ['[x]( javascript:alert(1) )'],
    ['[x](\njavascript:alert(1))'],
    ['[x](<javascript:alert(1)>)'],
    ['[x](jav&#x61;script:alert(1))'],
    ['[x](JAVASCRIPT:alert(1))'],
    ['[x](data:text/html,<script>alert(1)</script>)'],
    ['[x][r]\n\n[r]: javascript:alert(1)'],
    ['[x][r]\n\n[r]:\n  javascript:alert(1)'],
    ['[a](https://ok.example)[b](javascript:alert(1))'],
    ['![x](javascript:alert(1))'],
    ['[x](vbscript:msgbox(1))'],
    ['[x](relative/page)'],
  ])('drops the unsafe link of %j', (hostile) => {
    const found = hrefs(hostile);
    expect(found.every((h) => /^https:\/\/(ok|shop)\.example/.test(h))).toBe(true);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['<div onclick="x()">hi</div>'],
    ['text <img src=x onerror=alert(1)> text'],
    ['<!-- hidden -->'],
    ['```\n</code><script>x</script>\n```'],
    ['`\n<script>alert(1)</script>\n\n`'],
    ['- a\n  ```\n<script>alert(1)</script>\n```'],
  ])('leaves no raw HTML from %j', (hostile) => {
    const html = render(ownerMarkdown(hostile, to));
    expect(html).not.toMatch(/<(script|div|img|!--)/i);
  });

  it('moves headings one level down: the page title is the only #', () => {
    expect(ownerMarkdown('# Delivery\n\n## Hours\n\n###### Small', to)).toBe(
      '## Delivery\n\n### Hours\n\n###### Small',
    );
  });
});
