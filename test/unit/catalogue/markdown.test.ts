import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeHref } from '../../../src/pages/catalogue/markdown';

describe('owner markdown', () => {
  it('renders markdown and starts headings at h2', () => {
    expect(renderMarkdown('# Title\n\n**bold** and *em*')).toBe(
      '<h2>Title</h2>\n<p><strong>bold</strong> and <em>em</em></p>\n',
    );
  });

  it('shows raw HTML as text', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nhi <img src=x onerror=alert(1)> <a href="javascript:x">a</a>',
    );
    expect(html).not.toMatch(/<(script|img|a)\b/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps only safe link targets', () => {
    for (const ok of [
      'https://a.example/x',
      'http://a.example',
      'mailto:a@b.c',
      'tel:+919876501234',
      '/dilli-kirana/bag',
      '#top',
    ])
      expect(safeHref(ok), ok).not.toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'file:///etc/passwd',
    ])
      expect(safeHref(bad), bad).toBeNull();
    expect(renderMarkdown('[x](javascript:alert(1))')).toBe('<p>x</p>\n');
  });

  it('loads images through our image URLs, lazily, with dimensions', () => {
    expect(renderMarkdown('![Atta](/img/p/chakki-atta.svg)')).toContain(
      '<img src="/img/p/chakki-atta.svg?w=800&amp;h=600" alt="Atta" loading="lazy"',
    );
    expect(renderMarkdown('![x](javascript:alert(1))')).toContain('src="/img/placeholder.svg"');
  });
});
