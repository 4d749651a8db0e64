// The demo shops' photographs, uploaded as an owner's phone would: each small source photo of seed/photos/ (see its
// README for where they come from) is enlarged at seed time into a phone-sized JPEG (4000 x 3000 px, 1.5 MB or
// more, with grain and a camera's EXIF: make, model, date, GPS; on some an orientation flag with the pixels stored
// turned) and sent to the owner API's upload call. Node only (sharp), so it is not part of the worker tests' seed.
// Idempotent: an item, or a shop's logo, that already shows a photo is left alone.
import sharp from 'sharp';
import { devServerFetch } from './dev-fetch.mjs';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = `${dirname(here)}/.wrangler/tmp/seed-photos`;

/** The twelve source photographs, in the order items take them. */
export const SOURCE_PHOTOS = [
  'yellow-flower',
  'fresh-flower',
  'garden',
  'lady-bird',
  'green-meadow',
  'rain-drops',
  'dune',
  'wood',
  'two-wings',
  'aqua',
  'blinds',
  'storm',
].map((name) => `${here}/photos/${name}.jpg`);

/**
 * Which items get a photo, which photo is the logo, and how each shop's originals look: dilli-kirana in colour,
 * landscape; noir-threads in black and white, portrait, mirrored (so no two shops share a photo).
 */
export const PHOTO_PLAN = {
  'dilli-kirana': {
    items: [
      'basmati-classic',
      'basmati-1121-loose',
      'dubar-basmati',
      'sona-masoori',
      'chakki-atta',
      'sharbati-atta',
      'besan',
      'toor-dal',
      'moong-dal',
      'mustard-oil',
      'desi-ghee',
      'haldi-powder',
      'aloo-bhujia',
      'toned-milk',
    ],
    logo: 'yellow-flower',
    look: { width: 4000, height: 3000, grey: false, flop: false },
  },
  'noir-threads': {
    items: [
      'mul-kurta-black',
      'handloom-long-kurta',
      'chikan-kurta',
      'ikat-kurta',
      'linen-shirt',
      'oxford-shirt',
      'mandarin-shirt',
      'heavy-tee-black',
      'pocket-tee',
      'selvedge-straight',
      'slim-stretch-jeans',
      'tiered-maxi',
    ],
    logo: 'storm',
    look: { width: 3000, height: 4000, grey: true, flop: true },
  },
};

const CAMERAS = [
  { Make: 'Xiaomi', Model: 'Redmi Note 12' },
  { Make: 'samsung', Model: 'SM-A146B' },
  { Make: 'Apple', Model: 'iPhone 12' },
];
// Lajpat Nagar, New Delhi: the kind of place a real upload would give away
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '28/1 34/1 3720/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '77/1 14/1 3588/100',
};

/** EXIF orientation 6: the viewer turns the stored pixels 90 degrees clockwise, so they are stored turned back. */
const TURNED = 6;

let grainTile;
/** Sensor-like grain, one tile repeated (cheap to make; odd size so the repeat does not line up with JPEG blocks). */
function grain() {
  grainTile ??= sharp({
    create: { width: 509, height: 509, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 22 } },
  })
    .png()
    .toBuffer();
  return grainTile;
}

/** Originals being made in this process, by the file they are kept in. */
const making = new Map();

/**
 * A phone's JPEG of a source photo: cropped to `width` x `height` as it should be seen, with grain, EXIF of camera
 * `n`, GPS and, when `orientation` is 6, the pixels stored turned with the flag that turns them back. Made once
 * and kept under .wrangler/tmp/seed-photos (a fresh test server uploads the same bytes without making them again).
 */
export function phoneOriginal(source, opts = {}) {
  const o = { width: 4000, height: 3000, grey: false, flop: false, orientation: 1, n: 0, quality: 90, ...opts };
  const cached = `${cacheDir}/${basename(source, '.jpg')}-${createHash('sha256').update(JSON.stringify(o)).digest('hex').slice(0, 16)}.jpg`;
  if (existsSync(cached)) return Promise.resolve(readFileSync(cached));
  // one making per file in a process: the seed may ask for an original that makePhoneOriginals is making
  if (!making.has(cached))
    making.set(
      cached,
      makeOriginal(source, o, cached).catch((err) => {
        making.delete(cached);
        throw err;
      }),
    );
  return making.get(cached);
}

async function makeOriginal(source, o, cached) {
  let img = sharp(source).resize(o.width, o.height, { fit: 'cover', position: o.flop ? 'right' : 'centre' });
  if (o.grey) img = img.greyscale();
  if (o.flop) img = img.flop();
  img = img.composite([{ input: await grain(), tile: true, blend: 'soft-light' }]);
  if (o.orientation === TURNED) {
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    img = sharp(data, { raw: info }).rotate(-90);
  }
  const jpeg = await img
    .withExif({
      IFD0: { ...CAMERAS[o.n % CAMERAS.length], Software: 'demo seed', DateTime: '2026:11:20 10:15:00' },
      IFD2: { DateTimeOriginal: '2026:11:20 10:15:00' },
      IFD3: GPS,
    })
    .withMetadata({ orientation: o.orientation })
    .jpeg({ quality: o.quality, chromaSubsampling: '4:4:4' })
    .toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, jpeg);
  return jpeg;
}

const isPhoto = (url) => typeof url === 'string' && /^\/media\/[^/]+\/[0-9a-f]{16}-\d+x\d+-[0-9a-f]{6}$/.test(url);

/** Calls the owner API of `url` with `key`; throws with the reply's reason on a refusal. */
function ownerCall(url, storeId, key) {
  return async (method, sub, body, type = 'application/json') => {
    const res = await devServerFetch(`${url}/admin/api/stores/${storeId}${sub}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': type }),
      },
      body: body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : body,
    });
    const reply = await res.json().catch(() => ({}));
    if (!res.ok || reply.status !== 1) throw new Error(`${method} ${sub}: ${res.status} ${reply.rsn ?? ''}`);
    return reply;
  };
}

/**
 * One upload, tried a second time when refused: on a busy machine the local Images binding (sharp inside
 * Miniflare) can fail on a valid 6 MB photo, which the upload reports as a photo it cannot read. Says so when it
 * happens; a second refusal stops the seed.
 */
async function uploadWithRetry(upload, what) {
  try {
    return await upload();
  } catch (err) {
    console.warn(`seed: ${what}: ${err.message}; trying once more`);
    await new Promise((r) => setTimeout(r, 2000));
    return upload();
  }
}

/** Runs `fn` over `list`, at most `limit` at a time (uploads are big; the local Worker resizes with sharp too). */
async function eachLimited(list, limit, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, list.length) }, async () => {
      while (next < list.length) {
        const i = next++;
        await fn(list[i], i);
      }
    }),
  );
}

/** The source and the look of a shop's logo original, as phoneOriginal takes them. */
const logoOriginal = (plan) => [
  SOURCE_PHOTOS.find((p) => p.endsWith(`/${plan.logo}.jpg`)),
  { ...plan.look, width: 3000, height: 3000, n: 2 },
];

/** The source and the look of the original of a shop's `i`th item (every third stored turned). */
const itemOriginal = (plan, i) => [
  SOURCE_PHOTOS[i % SOURCE_PHOTOS.length],
  { ...plan.look, orientation: i % 3 === 1 ? TURNED : 1, n: i },
];

/**
 * Makes every original the seed uploads that is not kept yet, two at a time: a test server calls it while it
 * migrates and starts, so a clean checkout's seed finds them made (scripts/lib/dev-server.mjs).
 */
export async function makePhoneOriginals() {
  const all = Object.values(PHOTO_PLAN).flatMap((plan) => [
    logoOriginal(plan),
    ...plan.items.map((_, i) => itemOriginal(plan, i)),
  ]);
  await eachLimited(all, 2, (args) => phoneOriginal(...args));
}

/**
 * Uploads the plan's photos of one shop that it does not show yet: each item's photo becomes its main image (the
 * drawn art goes), and the logo. Returns how many were uploaded.
 */
export async function seedShopPhotos(url, storeId, key, plan = PHOTO_PLAN[storeId]) {
  if (!plan) return 0;
  const call = ownerCall(url, storeId, key);
  let uploaded = 0;
  const { store } = await call('GET', '');
  if (!isPhoto(store.STORE_IMAGE)) {
    const jpeg = await phoneOriginal(...logoOriginal(plan));
    await uploadWithRetry(() => call('POST', '/logo', jpeg, 'image/jpeg'), `${storeId} logo`);
    uploaded++;
  }
  await eachLimited(plan.items, 2, async (itemId, i) => {
    const { item } = await call('GET', `/items/${itemId}`);
    if ([item.IMAGE, ...item.IMAGES].some(isPhoto)) return;
    const jpeg = await phoneOriginal(...itemOriginal(plan, i));
    const { photo } = await uploadWithRetry(
      () => call('POST', `/items/${itemId}/photos`, jpeg, 'image/jpeg'),
      `${storeId}/${itemId}`,
    );
    const ref = `/media/${storeId}/${photo.id}`;
    const { item: after } = await call('GET', `/items/${itemId}`);
    if (after.IMAGE !== ref)
      await call('PATCH', `/items/${itemId}`, {
        IMAGE: ref,
        IMAGES: after.IMAGES.filter((u) => u !== ref && isPhoto(u)),
      });
    uploaded++;
  });
  return uploaded;
}

/** Every demo shop's photos, through the storefront at `url`; `keyOf(storeId)` gives the owner key. */
export async function seedPhotos(url, keyOf) {
  const counts = await Promise.all(Object.keys(PHOTO_PLAN).map((s) => seedShopPhotos(url, s, keyOf(s))));
  return counts.reduce((a, b) => a + b, 0);
}
