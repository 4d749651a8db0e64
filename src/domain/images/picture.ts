import { imageUrl } from './image-url';
import {
  DEFAULT_PHOTO_WIDTH,
  parsePhotoRef,
  photoUrl,
  photoWidths,
  defaultVariantUrl,
  variantUrl,
  type PhotoRef,
} from './photo-ref';

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
  /** the narrowest and widest the box is on screens of 360 to 1280 px (what `sizes` gives): the photo widths offered */
  fits: readonly [number, number];
}

// .container: max 1200 px with 16 px padding; .grid: 2 columns (gap 12) < 600 px, 3 (gap 16) < 960 px, then 4;
// berlin >= 960 px: a 1400 px shell (16 px padding) of 220 px + main + 180 px with 24 px gaps, main unpadded.
// written short (a page repeats them per photo): (100vw - 64px) / 3 and (100vw - 44px) / 2
const SMALL_GRID = '(min-width:600px) calc(33.333vw - 21.33px),calc(50vw - 22px)';
export const IMAGE_SLOTS: Record<ImageSlot, SlotRule> = {
  card: {
    sizes: `(min-width:1200px) 280px,(min-width:960px) calc(25vw - 20px),${SMALL_GRID}`,
    box: 300,
    fits: [158, 299],
  },
  'card-berlin': {
    sizes: `(min-width:1400px) 218px,(min-width:960px) calc(25vw - 132px),${SMALL_GRID}`,
    box: 300,
    fits: [108, 299],
  },
  'list-card': { sizes: '96px', box: 96, fits: [96, 96] },
  gallery: { sizes: '(min-width: 960px) 520px, calc(100vw - 32px)', box: 600, fits: [328, 927] },
  'gallery-thumb': { sizes: '56px', box: 56, fits: [56, 56] },
  'hero-logo': { sizes: '64px', box: 64, fits: [64, 64] },
  'brand-logo': { sizes: '36px', box: 36, fits: [36, 36] },
  category: { sizes: '48px', box: 48, fits: [48, 48] },
  'bag-line': { sizes: '(min-width: 600px) 88px, 72px', box: 88, fits: [72, 88] },
  'wish-line': { sizes: '72px', box: 72, fits: [72, 72] },
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

/** Device pixel ratios a photo is offered for: phones at 3, laptops at 1. */
const DPRS = [1, 2, 3] as const;

/** The photo's widths for a box at each DPR (for a fixed box), or for a box between `fits` (a card, the gallery). */
export type SlotCandidates =
  | { kind: 'density'; widths: { width: number; dpr: number }[] }
  | { kind: 'width'; widths: number[] };

/**
 * What a slot offers of a photo: a fixed box (a logo, a thumbnail) its 1x, 2x and 3x widths, as density descriptors
 * so the browser takes exactly the one for its screen; a box whose width follows the screen the run of widths from
 * its narrowest at DPR 1 to its widest at DPR 3 (each the smallest width the photo has that covers it, or its widest).
 */
export function slotCandidates(ref: Pick<PhotoRef, 'width' | 'height'>, rule: Pick<SlotRule, 'fits'>): SlotCandidates {
  const have = photoWidths(ref, 'jpg');
  const cover = (need: number) => have.find((w) => w >= need) ?? have[have.length - 1];
  const [min, max] = rule.fits;
  if (min === max) {
    const widths: { width: number; dpr: number }[] = [];
    for (const dpr of DPRS)
      if (!widths.some((c) => c.width === cover(min * dpr))) widths.push({ width: cover(min * dpr), dpr });
    return { kind: 'density', widths };
  }
  const from = cover(min);
  const to = cover(max * DPRS[DPRS.length - 1]);
  return { kind: 'width', widths: have.filter((w) => w >= from && w <= to) };
}

function photoParts(
  ref: PhotoRef,
  rule: SlotRule,
): Pick<PictureParts, 'sources' | 'src' | 'srcSet' | 'sizes' | 'color'> {
  const offer = slotCandidates(ref, rule);
  if (offer.kind === 'density') {
    return {
      sources: [],
      src: photoUrl(ref, offer.widths[0].width),
      srcSet: offer.widths.map((c) => `${photoUrl(ref, c.width)} ${c.dpr}x`).join(', '),
      color: ref.color,
    };
  }
  const fit = offer.widths.filter((w) => w <= DEFAULT_PHOTO_WIDTH);
  return {
    sources: [],
    src: photoUrl(ref, fit.length ? fit[fit.length - 1] : offer.widths[0]),
    srcSet: offer.widths.map((w) => `${photoUrl(ref, w)} ${w}w`).join(', '),
    sizes: rule.sizes,
    color: ref.color,
  };
}

function artParts(
  url: string,
  slot: ImageSlot,
  rule: SlotRule,
  grey: boolean,
): Pick<PictureParts, 'sources' | 'src' | 'srcSet' | 'sizes'> {
  const at = (w: number) => imageUrl(url, w, w, grey);
  if (slot === 'gallery') {
    const srcSet = url ? ART_GALLERY_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ') : undefined;
    return { sources: [], src: at(rule.box), srcSet, sizes: srcSet ? rule.sizes : undefined };
  }
  // drawn art and the placeholder are SVG, sharp at any size: one address does (a card's 1x and 2x were 85 bytes)
  if (at(rule.box).split('?')[0].endsWith('.svg')) return { sources: [], src: at(rule.box) };
  return { sources: [], src: at(rule.box), srcSet: `${at(rule.box)} 1x, ${at(rule.box * 2)} 2x` };
}

/**
 * How to show an item's, category's or shop's image in a place: a photo reference gets one `srcset` of format-free
 * widths the place can use (the request's `Accept` picks AVIF, WebP or JPEG) with the place's `sizes` and its
 * dominant colour; anything else (generated art, another host's URL
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

const ICON_WIDTH = 160;

/** The page's icon link: a photo logo's JPEG of 160 px (a smaller logo's own width), else the logo as written, else the platform's icon. */
export function iconLink(url: string | null | undefined): { href: string; type?: string } {
  const ref = parsePhotoRef(url);
  if (ref) {
    const widths = photoWidths(ref, 'jpg');
    return {
      href: variantUrl(ref, widths.find((w) => w >= ICON_WIDTH) ?? widths[widths.length - 1], 'jpg'),
      type: 'image/jpeg',
    };
  }
  const href = url || '/favicon.svg';
  return href.startsWith('/img/p/') || href === '/favicon.svg' ? { href, type: 'image/svg+xml' } : { href };
}
