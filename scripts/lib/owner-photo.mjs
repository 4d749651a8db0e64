// `npm run owner -- photo <storeId> <itemId> <file>` and `logo <storeId> <file>`: send a photo to the owner API
// (POST /stores/{storeId}/items/{itemId}/photos, POST /stores/{storeId}/logo) over HTTP and print the outcome.
import { postFile } from './owner-post.mjs';

const TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** The server decides what the file is from its bytes; the type sent is only a hint. */
const typeOf = (file) => TYPES[(/\.([a-z0-9]+)$/i.exec(file)?.[1] ?? '').toLowerCase()] ?? 'application/octet-stream';

/** `base` is the owner API root, e.g. http://localhost:8787/admin/api. Sets process.exitCode 1 when refused. */
export async function uploadPhoto({ base, storeId, itemId, file, key }) {
  if (!storeId || !file)
    throw new Error('Give a shop id and a file: photo <storeId> <itemId> <file> or logo <storeId> <file>.');
  if (!key)
    throw new Error(`Give the shop's owner key with --key or OWNER_KEY (in development: dev_owner_${storeId}).`);
  const path = itemId ? `/items/${encodeURIComponent(itemId)}/photos` : '/logo';
  const url = `${base}/stores/${encodeURIComponent(storeId)}${path}`;
  const { ok, status, reply, text } = await postFile({ url, key, type: typeOf(file), file });
  if (ok) {
    const { id, width, height, color } = reply.photo;
    console.log(
      `Photo ${id} (${width} x ${height}, ${color}) is now ${itemId ? `a picture of ${itemId}` : 'the logo'} of ${storeId}: /media/${storeId}/${id}`,
    );
    return;
  }
  console.error(`HTTP ${status}: ${reply?.rsn ?? text.slice(0, 500)}`);
  process.exitCode = 1;
}
