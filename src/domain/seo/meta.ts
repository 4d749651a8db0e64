/** Titles, descriptions and social cards (OpenGraph, Twitter) for a page. */

/** Text of markdown without its marks, for descriptions. */
export function plainTextOfMarkdown(md: string): string {
  return md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)]|\|)\s*/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/-{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(t);
  if (chars.length <= max) return t;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** 'Item · Shop' */
export function pageTitle(...parts: (string | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ');
}

export interface SocialCard {
  title: string;
  description: string;
  url: string;
  image?: string;
  type: 'website' | 'product' | 'article';
  siteName: string;
  /** the page's language as a BCP 47 tag (hi-IN); OpenGraph writes it hi_IN. en-IN when not given */
  locale?: string;
}

/** [attribute, key, content] triples: OpenGraph uses property=, Twitter uses name=. */
export function socialMeta(card: SocialCard): [attr: 'property' | 'name', key: string, content: string][] {
  const tags: [attr: 'property' | 'name', key: string, content: string][] = [
    ['property', 'og:type', card.type],
    ['property', 'og:site_name', card.siteName],
    ['property', 'og:title', card.title],
    ['property', 'og:description', card.description],
    ['property', 'og:url', card.url],
    ['property', 'og:locale', (card.locale ?? 'en-IN').replace('-', '_')],
    ['name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', card.description],
  ];
  if (card.image) tags.push(['property', 'og:image', card.image], ['name', 'twitter:image', card.image]);
  return tags;
}
