import { imageUrl } from './image-url';
import { defaultVariantUrl, parsePhotoRef, PHOTO_MIME, photoWidths, srcsetOf, variantUrl, type PhotoRef } from './photo-ref';

/**
 * Where an image sits on a shopper page. Each place has a `sizes` that says how wide its box is at every viewport
 * (read off static/css: containers, grid columns, fixed boxes), so the browser picks the smallest variant that
 * fills it, and the square box the `width`/`height` attributes reserve before anything arrives.
 */
export type ImageSlot =
  | 'card' // product card in a .grid (default theme)
  | 'card-berlin' // the same with the berlin side bars on wide screens
  | 'list-card' // product card in a .list
  | 'gallery' // item page's main pictures
  | 'gallery-thumb'
  | 'hero-logo' // home's shop logo
  | 'brand-logo' // toolbar's shop logo
  | 'category' // categories page
  | 'bag-line'
  | 'wish-line';

export interface SlotRule {
  /** the `sizes` attribute: media conditions in the stylesheet's breakpoints (600, 960 px) */
  sizes: string;
  /** the box's side in CSS px at its widest: the `width`/`height` attributes (the CSS makes every box square) */
  box: number;
}

// .container: max 1200 px with 16 px padding; .grid: 2 columns (gap 12) < 600 px, 3 (gap 16) < 960 px, then 4;
// berlin >= 960 px: a 1400 px shell (16 px padding) of 220 px + main + 180 px with 24 px gaps, main unpadded.
const SMALL_GRID = '(min-width: 600px) calc((100vw - 64px) / 3), calc((100vw - 44px) / 2)';
export const IMAGE_SLOTS: Record<ImageSlot, SlotRule> = {
  card: { sizes: `(min-width: 1200px) 280px, (min-width: 960px) calc((100vw - 80px) / 4), ${SMALL_GRID}`, box: 300 },
  'card-berlin': { sizes: `(min-width: 1400px) 218px, (min-width: 960px) calc((100vw - 528px) / 4), ${SMALL_GRID}`, box: 300 },
  'list-card': { sizes: '96px', box: 96 },
  gallery: { sizes: '(min-width: 960px) 520px, calc(100vw - 32px)', box: 600 },
  'gallery-thumb': { sizes: '56px', box: 56 },
  'hero-logo': { sizes: '64px', box: 64 },
  'brand-logo': { sizes: '36px', box: 36 },
  category: { sizes: '48px', box: 48 },
  'bag-line': { sizes: '(min-width: 600px) 88px, 72px', box: 88 },
  'wish-line': { sizes: '72px', box: 72 },
};

/** The product card's slot for a page's list: a .grid or a .list, and the berlin theme's narrower main column. */
export function cardSlot(grid: boolean, theme: string): ImageSlot {
  if (!grid) return 'list-card';
  return theme === 'berlin' ? 'card-berlin' : 'card';
}

/**
 * Places whose first images are on the first screen at 360 x 780 (and at 1280 px): those load eagerly, the rest
 * lazily. Home, category and search pages: the first two rows of two cards; the item page: its main picture;
 * the shop's logo (hero and toolbar); the categories page: the first six rows.
 */
const FIRST_SCREEN: Record<string, number> = { home: 4, category: 4, search: 4, gallery: 1, logo: 1, categories: 6 };
export type PagePlace = keyof typeof FIRST_SCREEN | 'elsewhere';

export function isAboveFold(place: PagePlace, index: number): boolean {
  return index < (FIRST_SCREEN[place] ?? 0);
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

/** What an <img> (inside a <picture> when there are sources) needs; plain data, so it can travel as island props. */
export interface PictureParts {
  sources: PictureSource[];
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  /** a photo's dominant colour, shown as the box's background until the photo arrives */
  color?: string;
  loading: 'eager' | 'lazy';
  decoding: 'async' | 'sync';
  fetchPriority?: 'high';
}

export interface PictureOptions {
  /** on the first screen: load at once (see isAboveFold) */
  eager?: boolean;
  /** the page's main picture: fetched first (the item page's first photo) */
  priority?: boolean;
  /** generated art drawn grey (an item out of stock in the bag) */
  grey?: boolean;
}

// Generated art and other hosts' images (through the resizer) at the widths the item page offered before photos.
const ART_GALLERY_WIDTHS = [360, 480, 720, 960, 1200];

function photoParts(ref: PhotoRef, rule: SlotRule): Pick<PictureParts, 'sources' | 'src' | 'srcSet' | 'sizes' | 'color'> {
  return {
    sources: (['avif', 'webp'] as const).map((f) => ({ type: PHOTO_MIME[f], srcSet: srcsetOf(ref, f) })).filter((s) => s.srcSet),
    src: defaultVariantUrl(ref),
    srcSet: srcsetOf(ref, 'jpg'),
    sizes: rule.sizes,
    color: ref.color,
  };
}

function artParts(url: string, slot: ImageSlot, rule: SlotRule, grey: boolean): Pick<PictureParts, 'sources' | 'src' | 'srcSet' | 'sizes'> {
  const at = (w: number) => imageUrl(url, w, w, grey);
  if (slot === 'gallery') {
    const srcSet = url ? ART_GALLERY_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ') : undefined;
    return { sources: [], src: at(rule.box), srcSet, sizes: srcSet ? rule.sizes : undefined };
  }
  return { sources: [], src: at(rule.box), srcSet: `${at(rule.box)} 1x, ${at(rule.box * 2)} 2x` };
}

/**
 * How to show an item's, category's or shop's image in a place: a photo reference gets AVIF and WebP sources and a
 * JPEG ladder with the place's `sizes` and its dominant colour; anything else (generated art, another host's URL
 * through the resizer, the placeholder for none) what pages showed before photos.
 */
export function pictureParts(url: string | null | undefined, slot: ImageSlot, opts: PictureOptions = {}): PictureParts {
  const rule = IMAGE_SLOTS[slot];
  const ref = parsePhotoRef(url);
  const eager = Boolean(opts.eager || opts.priority);
  return {
    ...(ref ? photoParts(ref, rule) : artParts(url ?? '', slot, rule, Boolean(opts.grey))),
    width: rule.box,
    height: rule.box,
    loading: eager ? 'eager' : 'lazy',
    decoding: opts.priority ? 'sync' : 'async',
    ...(opts.priority ? { fetchPriority: 'high' as const } : {}),
  };
}

/**
 * The one URL that stands for an image where a single link must do (feeds, Markdown pages, social cards,
 * JSON-LD): a photo's 640 px JPEG; anything else drawn or resized at `size` as before.
 */
export function imageLink(url: string, size: number): string {
  const ref = parsePhotoRef(url);
  return ref ? defaultVariantUrl(ref) : imageUrl(url, size, size);
}

/** The photos among an item's images, in order (its main IMAGE first). */
export function photoRefsOf(images: readonly (string | null | undefined)[]): PhotoRef[] {
  return images.map(parsePhotoRef).filter((r): r is PhotoRef => r !== null);
}

/** The page's icon link: a photo logo's smallest JPEG, else the logo as written, else the platform's icon. */
export function iconLink(url: string | null | undefined): { href: string; type?: string } {
  const ref = parsePhotoRef(url);
  if (ref) return { href: variantUrl(ref, photoWidths(ref, 'jpg')[0], 'jpg'), type: 'image/jpeg' };
  const href = url || '/favicon.svg';
  return href.startsWith('/img/p/') || href === '/favicon.svg' ? { href, type: 'image/svg+xml' } : { href };
}
