import type { Category } from '../tables/categories';
import type { Item } from '../tables/items';
import { categoryCrumbs, itemCrumbs } from '../catalogue/breadcrumbs';
import { paths } from '../catalogue/paths';
import { offerFor, stockLabel, stockState } from '../catalogue/pricing';
import { ratingSentence, type RatingSummary } from '../catalogue/reviews';
import { customText } from '../custom-texts';
import { shouldShowHelloBar } from '../screens';
import { aboutRows, crumbsLine, deliveryRules, itemList, mrpNote, type ShopContext } from './markdown-shop';
import { bullets, destination, inline, link, page, paragraphs, rupees } from './markdown-text';
import { photoRefsOf } from '../images/picture';
import { defaultVariantUrl } from '../images/photo-ref';

/**
 * The catalogue's public pages as Markdown for agents: home, categories, a category, search results, an item,
 * and the 404. Each says what its HTML page says, with absolute links. Pure: data in, Markdown out.
 */

/** "Next page" / "Previous page" links of a paged list; `base` is absolute and has no query. */
function pager(base: string, page: number, hasMore: boolean, extra = ''): string {
  const at = (p: number) =>
    destination(`${base}${p > 1 || extra ? '?' : ''}${[extra, p > 1 ? `page=${p}` : ''].filter(Boolean).join('&')}`);
  return [
    page > 1 ? `Previous page: [page ${page - 1}](${at(page - 1)})` : '',
    hasMore ? `Next page: [page ${page + 1}](${at(page + 1)})` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A note of the hello bar when the owner shows it on this screen (its text only: its link is owner input). */
function helloBar(ctx: ShopContext, screen: 'Home' | 'Categories' | 'CategoryItemsDisplay' | 'ItemDetails'): string {
  const bar = ctx.store.HelloBar;
  return bar && shouldShowHelloBar(bar, screen) ? `**Notice:** ${inline(bar.text)}` : '';
}

export interface HomeSectionData {
  category: Category;
  items: Item[];
}

export function homeMarkdown(
  ctx: ShopContext,
  sections: readonly HomeSectionData[],
  offers: readonly { code: string; description: string }[],
): string {
  const { store, url } = ctx;
  const s = store.id;
  const t = (key: string, fallback: string) => customText(store.CUSTOM_TEXTS, 'home', key, fallback);
  return page(
    `# ${inline(store.STORE_NAME)}`,
    helloBar(ctx, 'Home'),
    paragraphs(store.STORE_DESC),
    `## ${inline(t('categoriesTitle', 'Categories'))}`,
    bullets(
      ctx.categories.map(
        (c) => `${link(c.CAT_NAME, url(paths.category(s, c.CAT_ID)))}${c.CAT_DESC ? `: ${inline(c.CAT_DESC)}` : ''}`,
      ),
    ),
    sections.length === 0 ? inline(t('empty', 'This shop has no items yet. Please check back soon.')) : '',
    ...sections.flatMap((sec) => [
      `## ${inline(sec.category.CAT_NAME)}`,
      itemList(s, sec.items, url),
      link(`${t('viewAll', 'View all')} ${sec.category.CAT_NAME}`, url(paths.category(s, sec.category.CAT_ID))),
    ]),
    offers.length
      ? `## Offers\n\n${bullets(offers.map((o) => `Code ${inline(o.code)}${o.description ? `: ${inline(o.description)}` : ''}`))}`
      : '',
    `## About ${inline(store.STORE_NAME)}\n\n${bullets(aboutRows(store))}`,
    `## More\n\n${bullets([
      link('All categories', url(paths.categories(s))),
      link('Blogs', url(paths.blogs(s))),
      link('About the shop and its delivery rules', url(`/${s}/account/pages/about`)),
      `Search: \`${url(`/${s}/search/`)}{words}\``,
    ])}`,
  );
}

export function categoriesMarkdown(ctx: ShopContext, previews: ReadonlyMap<string, readonly Item[]>): string {
  const { store, url } = ctx;
  const s = store.id;
  const t = (key: string, fallback: string) => customText(store.CUSTOM_TEXTS, 'categories', key, fallback);
  return page(
    `# ${inline(t('title', 'Categories'))}`,
    link(store.STORE_NAME, url(paths.home(s))),
    helloBar(ctx, 'Categories'),
    ctx.categories.length === 0 ? inline(t('empty', 'This shop has no categories yet.')) : '',
    ...ctx.categories.flatMap((c) => {
      const items = previews.get(c.CAT_ID) ?? [];
      return [
        `## ${inline(c.CAT_NAME)}`,
        paragraphs(c.CAT_DESC),
        items.length ? itemList(s, items, url) : inline(t('noItems', 'No items here yet.')),
        link(`${t('viewAll', 'View all')} ${c.CAT_NAME}`, url(paths.category(s, c.CAT_ID))),
      ];
    }),
  );
}

export function categoryMarkdown(
  ctx: ShopContext,
  category: Category,
  items: readonly Item[],
  pageNo: number,
  hasMore: boolean,
): string {
  const { store, url } = ctx;
  const s = store.id;
  const t = (key: string, fallback: string) => customText(store.CUSTOM_TEXTS, 'categories', key, fallback);
  const empty =
    pageNo > 1
      ? 'There are no more items in this category.'
      : inline(t('noItems', 'No items here yet. Please check back soon.'));
  return page(
    `# ${inline(category.CAT_NAME)}${pageNo > 1 ? ` (page ${pageNo})` : ''}`,
    crumbsLine(categoryCrumbs(s, store.STORE_NAME, { id: category.CAT_ID, name: category.CAT_NAME }), url),
    helloBar(ctx, 'CategoryItemsDisplay'),
    paragraphs(category.CAT_DESC),
    items.length ? itemList(s, items, url) : empty,
    pager(url(paths.category(s, category.CAT_ID)), pageNo, hasMore),
  );
}

export function searchMarkdown(
  ctx: ShopContext,
  query: string,
  items: readonly Item[],
  pageNo: number,
  hasMore: boolean,
  category?: Category,
): string {
  const { store, url } = ctx;
  const s = store.id;
  const where = category ? ` in ${inline(category.CAT_NAME)}` : '';
  const none =
    pageNo > 1
      ? 'No more results.'
      : `No items match “${inline(query)}”. Try a shorter word or another spelling, or ${link('browse all categories', url(paths.categories(s)))}.`;
  return page(
    query ? `# Results for “${inline(query)}”${where}` : '# Search',
    link(store.STORE_NAME, url(paths.home(s))),
    query ? (items.length ? itemList(s, items, url) : none) : `Search with \`${url(`/${s}/search/`)}{words}\`.`,
    query
      ? pager(
          url(paths.search(s, query)),
          pageNo,
          hasMore,
          category ? `cat=${encodeURIComponent(category.CAT_ID)}` : '',
        )
      : '',
  );
}

export interface ItemPageData {
  item: Item;
  category: Category;
  ratings: RatingSummary;
  questions: readonly { question: string; answer: string | null }[];
  related: readonly Item[];
}

function priceLines(ctx: ShopContext, item: Item): string[] {
  const offer = offerFor(item, ctx.store.CART_RULES.GST);
  const packs = item.VARIANTS.prices;
  const first = packs.find((p) => p.key === offer.variantKey);
  const stock = stockState(item.STOCK_QTY);
  return [
    `Price: ${rupees(offer.price)}${first ? ` for ${inline(first.label)}` : ''}${mrpNote(offer.price, offer.mrp)}${offer.off > 0 ? `, ${offer.off}% off` : ''}`,
    ...(offer.gstPercent ? [`GST: ${offer.gstPercent}%, ${rupees(offer.gstAmount)} per unit on top of the price`] : []),
    `Availability: ${stockLabel(stock)}${stock.kind === 'in' ? ` (${stock.left} left)` : ''}`,
    ...(packs.length > 1
      ? [
          `Packs:\n${packs.map((p) => `  - ${inline(p.label)}: ${rupees(p.price)}${mrpNote(p.price, p.mrp)}`).join('\n')}`,
        ]
      : []),
    ...(item.VARIANTS.sizes.length ? [`Sizes: ${item.VARIANTS.sizes.map(inline).join(', ')}`] : []),
    ...(item.VARIANTS.colors.length ? [`Colours: ${item.VARIANTS.colors.map((c) => inline(c.name)).join(', ')}`] : []),
  ];
}

export function itemMarkdown(ctx: ShopContext, d: ItemPageData): string {
  const { store, url } = ctx;
  const s = store.id;
  const { item, category } = d;
  const itemUrl = url(paths.item(s, category.CAT_ID, item.ID));
  return page(
    `# ${inline(item.ITEM_NAME)}`,
    crumbsLine(
      itemCrumbs(
        s,
        store.STORE_NAME,
        { id: category.CAT_ID, name: category.CAT_NAME },
        { id: item.ID, name: item.ITEM_NAME },
      ),
      url,
    ),
    helloBar(ctx, 'ItemDetails'),
    bullets([
      ...priceLines(ctx, item),
      ...(d.ratings.count > 0 ? [`Rating: ${ratingSentence(d.ratings)}`] : []),
      `Category: ${link(category.CAT_NAME, url(paths.category(s, category.CAT_ID)))}`,
      `Page: [${destination(itemUrl)}](${destination(itemUrl)})`,
    ]),
    item.ITEM_DESC ? `## About this item\n\n${paragraphs(item.ITEM_DESC)}` : '',
    photosMarkdown(item.ITEM_NAME, [item.IMAGE, ...item.IMAGES], url),
    `## Delivery and minimum order\n\n${bullets(deliveryRules(store.CART_RULES))}`,
    'To buy: choose a pack and quantity on the item page, add it to the bag, then sign in with a phone number and check out.',
    d.questions.length
      ? `## Questions and answers\n\n${bullets(d.questions.map((q) => `Q: ${inline(q.question)}${q.answer ? ` A: ${inline(q.answer)}` : ''}`))}`
      : '',
    d.related.length ? `## More from ${inline(category.CAT_NAME)}\n\n${itemList(s, d.related, url)}` : '',
  );
}

/** An item's photos (never its drawn art) as images linking each one's 640 px JPEG. */
function photosMarkdown(name: string, images: readonly string[], url: (path: string) => string): string {
  const refs = photoRefsOf(images);
  if (!refs.length) return '';
  return `## Photos\n\n${refs.map((r, i) => `![${inline(refs.length > 1 ? `${name}, photo ${i + 1}` : name)}](${destination(url(defaultVariantUrl(r)))})`).join('\n\n')}`;
}

export function notFoundMarkdown(ctx: ShopContext): string {
  return page(
    '# Not found',
    `There is no such page at ${inline(ctx.store.STORE_NAME)}. ${link('Go to the shop', ctx.url(paths.home(ctx.store.id)))}.`,
  );
}
