import { rupeeText } from './agent-views';

/**
 * Markdown for agents. Owner text (names, descriptions, store texts) is data: `inline` escapes it so it adds no
 * structure, link or HTML. Owner Markdown (blog and page bodies) keeps its formatting through `ownerMarkdown`,
 * which makes raw HTML inert and keeps only links the HTML page would keep (src/pages/catalogue/markdown.ts).
 * Pure: every URL comes in absolute.
 */

/** A path of the shop made absolute on the shop's own host. */
export type Absolute = (path: string) => string;

/** '₹139.00' from 13900 paise (the MCP tools say prices the same way). */
export const rupees = rupeeText;

/** Characters that can start Markdown structure or emphasis, escaped wherever they stand in owner text. */
const SPECIALS = /[\\`*_[\]()#+\-!|~]/g;

/** One line of owner text, inert: whitespace (newlines too) collapsed, specials escaped, HTML as entities. */
export function inline(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(SPECIALS, '\\$&')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // '1. ' or '1) ' at the start would open an ordered list
      .replace(/^(\d+)([.)])/, '$1\\$2')
      // GFM turns bare URLs into links: break the patterns it looks for
      .replace(/(https?|ftp):\/\//gi, '$1\\:\\/\\/')
      .replace(/\bwww\./gi, 'www\\.')
  );
}

/** Owner text of several paragraphs (a description): each paragraph one inert line, blank lines between. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map(inline)
    .filter(Boolean)
    .join('\n\n');
}

/** A URL as a link destination: characters that would end or break `(...)` are percent-encoded. */
export function destination(url: string): string {
  return url.replace(/[()<>\s]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** `[text](url)` with the text escaped; `url` must be one we built (absolute, on the shop's host or mailto/tel). */
export function link(text: string, url: string): string {
  return `[${inline(text)}](${destination(url)})`;
}

export const bullets = (lines: readonly string[]): string => lines.map((l) => `- ${l}`).join('\n');

/** A page: blocks joined by blank lines, empty ones left out, ending with one newline. */
export function page(...blocks: (string | false | null | undefined)[]): string {
  return `${blocks.filter((b): b is string => typeof b === 'string' && b.trim() !== '').join('\n\n')}\n`;
}

/** 'YYYY-MM-DD' of a date or timestamp; '' when it is not a date. */
export function isoDate(value: string | number): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** Link targets an owner's Markdown may keep as they are (the rule of safeHref in the HTML pages). */
const SAFE_TARGET = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * Owner Markdown (a blog post, a custom page) made safe to pass on: every `<` becomes `&lt;`, so no raw HTML
 * survives (code blocks show it as the entity too: a small price for a rule with no parser to get wrong);
 * link targets after `](` and `]:` stay when http(s), mailto or tel, become absolute when they are a path
 * (`/...`) or a fragment (`#...`), and anything else (`javascript:`, entities, `<...>`) stops being a link;
 * headings move one level down, as the page's title is the only `#`.
 */
export function ownerMarkdown(body: string, to: { origin: string; page: string }): string {
  const text = body.slice(0, 100_000).replace(/\r\n?/g, '\n').replace(/</g, '&lt;');
  const linked = text.replace(
    /\]([(:])([ \t]*\n?[ \t]*)(?=(\S*))/g,
    (_m, open: string, space: string, target: string) => {
      if (SAFE_TARGET.test(target)) return `]${open}${space}`;
      if (target.startsWith('/')) return `]${open}${space}${to.origin}`;
      if (target.startsWith('#')) return `]${open}${space}${to.page}`;
      // a backslash before '(' or ':' means it is no link (or definition) at all: the text shows as written
      return `]\\${open}${space}`;
    },
  );
  return linked.replace(/^( {0,3})(#{1,5})(?=[ \t]|$)/gm, '$1#$2').trim();
}
