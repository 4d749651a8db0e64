import type { Bindings } from '../../env';
import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import { photoPath } from '../../domain/images/photo-ref';
import { MAX_PHOTO_BYTES } from '../../domain/images/upload-rules';
import type { CatalogueImport, ImportRow } from '../shop/owner-import';
import { sha256Hex } from './photo-bytes';
import { storePhoto } from './photo-store';
import { fetchRemoteImage } from './remote-image';
import type { Result } from '../../core/result';

/**
 * The catalogue import's images: every http(s) image address in the rows is fetched ONCE into the shop's
 * photos (the same checks as an owner's upload; https with a DNS name only; a few at a time; at most
 * MAX_IMPORT_IMAGE_FETCHES new ones per import) and the row names the stored photo instead. An address already
 * fetched by an earlier import is not fetched again. An image that fails does not fail the import: its field
 * gets the placeholder ('') and the reply lists it under `warnings`.
 */

export interface ImportWarning {
  row: number;
  field: string;
  rsn: string;
}
type PhotoEnv = Pick<Bindings, 'MEDIA' | 'IMAGES'>;

export const MAX_IMPORT_IMAGE_FETCHES = 100;
const CONCURRENCY = 4;
const FETCH_LIMITS = { maxBytes: MAX_PHOTO_BYTES, timeoutMs: 10_000 };

const isRemote = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\//i.test(url.trim());
const fetchedKey = async (storeId: string, url: string) => `imports/${storeId}/${await sha256Hex(url.trim())}`;

type Outcome = Result<{ path: string }>;

async function fetchOne(env: PhotoEnv, storeId: string, url: string, fetcher: typeof fetch): Promise<Outcome> {
  const key = await fetchedKey(storeId, url);
  const known = await env.MEDIA.head(key);
  if (known?.customMetadata?.photo) return { ok: true, path: known.customMetadata.photo };
  const fetched = await fetchRemoteImage(url.trim(), FETCH_LIMITS, fetcher);
  if (!fetched.ok) return { ok: false, rsn: `${fetched.rsn} The item shows the placeholder.` };
  const stored = await storePhoto(env, storeId, fetched.bytes);
  if (!stored.ok) return { ok: false, rsn: `${stored.rsn} The item shows the placeholder.` };
  const path = photoPath(storeId, stored.ref.id);
  await env.MEDIA.put(key, new Uint8Array(0), { customMetadata: { photo: path } });
  return { ok: true, path };
}

/** Runs `work` over the items, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}

interface Slot {
  row: number;
  field: string;
  url: string;
  set: (value: string) => void;
}

function slotsOf(
  plan: CatalogueImport,
  fieldName: (kind: 'items' | 'categories', row: number, field: string) => string,
): Slot[] {
  const slots: Slot[] = [];
  plan.categories.forEach((c: ImportRow<Category>, i) => {
    const row = c.row ?? i;
    if (isRemote(c.value.CAT_IMAGE))
      slots.push({
        row,
        field: fieldName('categories', row, 'CAT_IMAGE'),
        url: c.value.CAT_IMAGE,
        set: (v) => {
          c.value.CAT_IMAGE = v;
        },
      });
  });
  plan.items.forEach((it: ImportRow<Item>, i) => {
    const row = it.row ?? i;
    const item = it.value;
    if (isRemote(item.IMAGE))
      slots.push({
        row,
        field: fieldName('items', row, 'IMAGE'),
        url: item.IMAGE,
        set: (v) => {
          item.IMAGE = v;
        },
      });
    (item.IMAGES ?? []).forEach((url, k) => {
      if (isRemote(url))
        slots.push({
          row,
          field: fieldName('items', row, `IMAGES.${k}`),
          url,
          set: (v) => {
            item.IMAGES[k] = v;
          },
        });
    });
  });
  return slots;
}

/** Fetches the plan's images into R2 and rewrites the plan to name them; returns the warnings. */
export async function importImages(
  env: PhotoEnv,
  storeId: string,
  plan: CatalogueImport,
  fieldName: (kind: 'items' | 'categories', row: number, field: string) => string,
  fetcher: typeof fetch = fetch,
): Promise<ImportWarning[]> {
  const slots = slotsOf(plan, fieldName);
  const urls = [...new Set(slots.map((s) => s.url.trim()))];
  const outcomes = new Map<string, Outcome>();
  const tooMany: Outcome = {
    ok: false,
    rsn: `Not fetched: one import fetches at most ${MAX_IMPORT_IMAGE_FETCHES} images; import these rows again to fetch the rest. The item shows the placeholder.`,
  };
  urls.slice(MAX_IMPORT_IMAGE_FETCHES).forEach((u) => outcomes.set(u, tooMany));
  await inBatches(urls.slice(0, MAX_IMPORT_IMAGE_FETCHES), CONCURRENCY, async (url) => {
    outcomes.set(
      url,
      await fetchOne(env, storeId, url, fetcher).catch(
        (): Outcome => ({ ok: false, rsn: 'The image could not be fetched. The item shows the placeholder.' }),
      ),
    );
  });
  const warnings: ImportWarning[] = [];
  for (const slot of slots) {
    const outcome = outcomes.get(slot.url.trim())!;
    slot.set(outcome.ok ? outcome.path : '');
    if (!outcome.ok) warnings.push({ row: slot.row, field: slot.field, rsn: outcome.rsn });
  }
  for (const it of plan.items) it.value.IMAGES = (it.value.IMAGES ?? []).filter((u) => u !== '');
  return warnings;
}
