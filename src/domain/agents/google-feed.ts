/**
 * Google Merchant Center product feed: RSS 2.0 with the `g:` namespace (support.google.com/merchants/answer/7052112).
 * A page of a big shop's feed names the next page with an Atom `rel="next"` link (RFC 5005 paged feeds).
 * Built in parts (open, one item at a time, close) so a large page can be streamed.
 */
import { escapeXmlText } from '../seo/sitemap';
import { feedText, type FeedProduct } from './feed-product';

export interface GoogleChannel {
  title: string;
  link: string;
  description: string;
  /** this page's absolute URL */
  self: string;
  /** the next page's absolute URL, or null on the last page */
  next: string | null;
}

const esc = (text: string) => escapeXmlText(feedText(text));
const tag = (name: string, value: string | null | undefined) => (value ? `<g:${name}>${esc(value)}</g:${name}>` : '');

export function googleFeedOpen(ch: GoogleChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${esc(ch.title)}</title>`,
    `<link>${esc(ch.link)}</link>`,
    `<description>${esc(ch.description)}</description>`,
    `<atom:link rel="self" href="${esc(ch.self)}"/>`,
    ...(ch.next ? [`<atom:link rel="next" href="${esc(ch.next)}"/>`] : []),
    '',
  ].join('\n');
}

export const GOOGLE_FEED_CLOSE = '</channel>\n</rss>\n';

export function googleItemXml(p: FeedProduct): string {
  return [
    '<item>',
    tag('id', p.id),
    tag('item_group_id', p.groupId),
    tag('title', p.title),
    tag('description', p.description || p.title),
    tag('link', p.link),
    tag('image_link', p.imageLink),
    ...p.additionalImageLinks.map((src) => tag('additional_image_link', src)),
    tag('price', p.price),
    tag('sale_price', p.salePrice),
    tag('availability', p.inStock ? 'in_stock' : 'out_of_stock'),
    tag('brand', p.brand),
    tag('condition', 'new'),
    tag('product_type', p.category),
    tag('size', p.size),
    tag('color', p.color),
    '</item>\n',
  ].join('');
}

export function googleFeedXml(ch: GoogleChannel, products: FeedProduct[]): string {
  return googleFeedOpen(ch) + products.map(googleItemXml).join('') + GOOGLE_FEED_CLOSE;
}
