import type { Bindings } from '../../env';
import { log } from '../../core/log';
import { monthOf, remoteImageUrlsIn } from '../../domain/catalogue/resizer-rules';
import type { ShopData } from '../shop/shop-data';
import { sha256Hex } from './photo-bytes';

/**
 * The resizer's books (#40 item 2): which shop's catalogue named a remote image (KV `resizer:src:{sha256(url)}` →
 * the shop's id, written when an owner's edit or import stores the address), and each shop's transformations by
 * month (its own object, `resizer_usage`), reserved one at a time against the operator's cap.
 */

const sourceKey = async (url: string) => `resizer:src:${await sha256Hex(url)}`;

/** Records every remote image address in a body an owner's change stored, as named by the shop. Never throws. */
export async function recordNamedImages(env: Pick<Bindings, 'KV'>, storeId: string, body: unknown): Promise<void> {
  const urls = [...remoteImageUrlsIn(body)];
  try {
    // a read first: an owner saving an item again writes nothing (KV writes are the dearer call, one a second a key)
    await Promise.all(
      urls.map(async (url) => {
        const key = await sourceKey(url);
        if ((await env.KV.get(key)) !== storeId) await env.KV.put(key, storeId);
      }),
    );
  } catch (err) {
    log('warn', 'resizer sources not recorded', { storeId, count: urls.length, error: String(err) });
  }
}

/** The shop whose catalogue named this remote image, or null. */
export async function namingShop(env: Pick<Bindings, 'KV'>, url: string): Promise<string | null> {
  return env.KV.get(await sourceKey(url));
}

/**
 * Takes one transformation of the shop's month if the cap allows: true when taken (count it, then transform),
 * false when the month is spent. One statement, so requests at the same moment never overshoot the cap.
 */
export async function reserveTransform(shop: ShopData, cap: number, now = Date.now()): Promise<boolean> {
  const { db } = shop;
  const month = monthOf(now);
  const [, taken] = await db.batch([
    db.prepare('INSERT OR IGNORE INTO resizer_usage (month, transforms) VALUES (?, 0)').bind(month),
    db
      .prepare('UPDATE resizer_usage SET transforms = transforms + 1 WHERE month = ? AND transforms < ?')
      .bind(month, cap),
  ]);
  return (taken.meta.changes ?? 0) > 0;
}

/** The shop's transformations in the month of `now`. */
export async function transformsThisMonth(shop: ShopData, now = Date.now()): Promise<number> {
  const { db } = shop;
  const row = await db
    .prepare('SELECT transforms FROM resizer_usage WHERE month = ?')
    .bind(monthOf(now))
    .first<{ transforms: number }>();
  return row?.transforms ?? 0;
}
