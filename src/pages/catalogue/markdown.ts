import { Marked, type Tokens } from 'marked';
import { imageUrl } from '../../domain/images/image-url';

/**
 * Owner content (blogs, pages) is markdown rendered by `marked`, never raw HTML: HTML blocks and inline
 * tags are shown as escaped text, link targets are limited to http(s), mailto, tel and our own paths,
 * images load through our image URLs, and headings start at h2 (the page title is the h1).
 */

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^\/(?!\/)/.test(h) || h.startsWith('#')) return h;
  try {
    const u = new URL(h);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(u.protocol) ? u.toString() : null;
  } catch {
    return null;
  }
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, Math.max(2, depth + 1));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return text;
      const external = /^https?:/i.test(safe);
      return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ' rel="nofollow noopener noreferrer"' : ''}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const src = imageUrl(safeHref(href) ?? '', 800, 600);
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy" decoding="async" width="800" height="600">`;
    },
  },
});

/** HTML of owner markdown, safe to place in the page. */
export function renderMarkdown(md: string): string {
  return marked.parse(md.slice(0, 100_000), { async: false }) as string;
}
