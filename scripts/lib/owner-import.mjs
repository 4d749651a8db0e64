// `npm run owner -- import <storeId> <file>`: sends a CSV (or JSON) catalogue to the owner API's
// POST /stores/{storeId}/import over HTTP, as an owner's own tools would, and prints the outcome.
import { postFile } from './owner-post.mjs';

/** `base` is the owner API root, e.g. http://localhost:8787/admin/api. Sets process.exitCode 1 when refused. */
export async function importCatalogue({ base, storeId, file, key }) {
  if (!storeId || !file) throw new Error('import needs a shop id and a file: import <storeId> <file.csv|file.json>.');
  if (!key)
    throw new Error(`Give the shop's owner key with --key or OWNER_KEY (in development: dev_owner_${storeId}).`);
  const url = `${base}/stores/${encodeURIComponent(storeId)}/import`;
  const type = /\.json$/i.test(file) ? 'application/json' : 'text/csv';
  const { ok, status, reply, text } = await postFile({ url, key, type, file });
  if (ok) {
    console.log(`Imported into ${storeId}: ${reply.created} created, ${reply.updated} updated.`);
    for (const w of reply.warnings ?? []) console.warn(`  row ${String(w.row).padStart(4)}  ${w.field}: ${w.rsn}`);
    return;
  }
  console.error(`HTTP ${status}: ${reply?.rsn ?? text.slice(0, 500)}`);
  for (const f of reply?.failed ?? []) console.error(`  row ${String(f.row).padStart(4)}  ${f.rsn}`);
  process.exitCode = 1;
}
