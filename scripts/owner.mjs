// `npm run owner -- <command>`: operators' CLI for the owner API.
//   Key management writes D1 directly through wrangler (keys are never created over HTTP);
//   everything else calls the owner API over HTTP, exactly as an owner's own tools would.
import { bundleForNode, d1, parseArgs, sqlText } from './lib/d1-cli.mjs';
import { importCatalogue } from './lib/owner-import.mjs';
import { uploadPhoto } from './lib/owner-photo.mjs';

const USAGE = `Usage: npm run owner -- <command> [options]

Keys (written to D1 with wrangler; --remote for the deployed database, --persist-to DIR for another local state):
  create-key <storeId> [--label TEXT]   create an owner key and print it (shown only this once)
  list-keys <storeId>                   list a shop's keys (label, first characters, created)
  revoke-key <storeId> <key|prefix>     remove a key, given the key or its first characters
  dev-keys                              print the demo shops' development keys (dev_owner_<storeId>)

API calls (OWNER_KEY = the key; OWNER_API = base URL, default http://localhost:8787/admin/api):
  call <METHOD> <path> [json]           e.g. call PATCH /stores/dilli-kirana '{"STORE_NAME":"Dilli Kirana"}'
  get <storeId> [sub-path]              e.g. get dilli-kirana /hello-bar
  paths                                 list every endpoint from the OpenAPI document

Catalogue import (all or nothing; see docs/owner-api.md, sample docs/examples/catalogue.csv):
  import <storeId> <file.csv|file.json> [--url http://localhost:8787] [--key KEY]
                                        key from --key or OWNER_KEY (development: dev_owner_<storeId>)

Photos (JPEG, PNG, WebP or AVIF up to 15 MB; EXIF orientation applied, metadata dropped; same --url and --key):
  photo <storeId> <itemId> <file>       add a photo to an item (the first is the main one)
  logo <storeId> <file>                 make a photo the shop's logo
`;

/** The same key code the Worker uses, bundled for Node. */
const lib = () =>
  bundleForNode(
    'owner-lib',
    "export * from './src/data/platform/owner-keys.ts'; export { devOwnerKey } from './src/domain/owner/keys.ts'; export { demoShops } from './seed/shops/index.ts';",
  );

function storeIdArg(id) {
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(id ?? '')) throw new Error(`"${id ?? ''}" is not a shop id.`);
  if (d1(`SELECT id FROM shops WHERE id = ${sqlText(id)}`, currentFlags).length === 0)
    throw new Error(`There is no shop ${id}.`);
  return id;
}

async function api(method, path, body) {
  const base = (process.env.OWNER_API ?? 'http://localhost:8787/admin/api').replace(/\/$/, '');
  const headers = { Accept: 'application/json' };
  if (process.env.OWNER_KEY) headers.Authorization = `Bearer ${process.env.OWNER_KEY}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body });
  const text = await res.text();
  try {
    console.log(JSON.stringify(JSON.parse(text), null, 2));
  } catch {
    console.log(text);
  }
  if (!res.ok) process.exitCode = 1;
}

const apiBase = (flags) =>
  flags.url
    ? `${flags.url.replace(/\/+$/, '')}/admin/api`
    : (process.env.OWNER_API ?? 'http://localhost:8787/admin/api').replace(/\/$/, '');

let currentFlags = {};
const commands = {
  async 'create-key'([storeId], flags) {
    const { generateOwnerKey, ownerKeyRow, ownerKeyInsertSql } = await lib();
    storeIdArg(storeId);
    const key = generateOwnerKey();
    d1(ownerKeyInsertSql(await ownerKeyRow(key, storeId, flags.label ?? 'created with npm run owner')), flags);
    console.log(
      `Owner key for ${storeId} (store it now; it is not shown again):\n\n  ${key}\n\nUse it as:  Authorization: Bearer ${key}`,
    );
  },
  async 'list-keys'([storeId], flags) {
    storeIdArg(storeId);
    const rows = d1(
      `SELECT label, key_prefix, created_at FROM owner_keys WHERE store_id = ${sqlText(storeId)} ORDER BY created_at`,
      flags,
    );
    if (rows.length === 0) console.log(`${storeId} has no owner keys.`);
    for (const r of rows) console.log(`${r.key_prefix.padEnd(24)} ${new Date(r.created_at).toISOString()}  ${r.label}`);
  },
  async 'revoke-key'([storeId, keyOrPrefix], flags) {
    storeIdArg(storeId);
    if (!keyOrPrefix) throw new Error('Give the key, or its first characters as list-keys shows them.');
    const { hashOwnerKey } = await lib();
    const where =
      keyOrPrefix.length > 30
        ? `key_hash = ${sqlText(await hashOwnerKey(keyOrPrefix))}`
        : `key_prefix = ${sqlText(keyOrPrefix)}`;
    const found = d1(`SELECT key_prefix FROM owner_keys WHERE store_id = ${sqlText(storeId)} AND ${where}`, flags);
    if (found.length !== 1)
      throw new Error(
        found.length ? 'That prefix matches several keys; give the whole key.' : 'No such key for this shop.',
      );
    d1(`DELETE FROM owner_keys WHERE store_id = ${sqlText(storeId)} AND ${where}`, flags);
    console.log(`Revoked ${found[0].key_prefix}… of ${storeId}.`);
  },
  async 'dev-keys'() {
    const { demoShops, devOwnerKey } = await lib();
    console.log('Development-only keys (seeded by npm start; refused unless ENVIRONMENT is "development"):');
    for (const s of demoShops) console.log(`  ${s.store.id.padEnd(16)} ${devOwnerKey(s.store.id)}`);
  },
  async call([method, path, json]) {
    if (!method || !path?.startsWith('/')) throw new Error('call needs a METHOD and a path starting with /.');
    if (json !== undefined) JSON.parse(json);
    await api(method.toUpperCase(), path, json);
  },
  async get([storeId, sub = '']) {
    await api('GET', `/stores/${encodeURIComponent(storeId ?? '')}${sub}`);
  },
  async import([storeId, file], flags) {
    await importCatalogue({ base: apiBase(flags), storeId, file, key: flags.key ?? process.env.OWNER_KEY });
  },
  async photo([storeId, itemId, file], flags) {
    if (!file) throw new Error('photo needs a shop id, an item id and a file: photo <storeId> <itemId> <file>.');
    await uploadPhoto({ base: apiBase(flags), storeId, itemId, file, key: flags.key ?? process.env.OWNER_KEY });
  },
  async logo([storeId, file], flags) {
    await uploadPhoto({ base: apiBase(flags), storeId, file, key: flags.key ?? process.env.OWNER_KEY });
  },
  async paths() {
    const base = (process.env.OWNER_API ?? 'http://localhost:8787/admin/api').replace(/\/$/, '');
    const doc = await (await fetch(`${base}/openapi.json`)).json();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item))
        console.log(`${method.toUpperCase().padEnd(7)} ${path.padEnd(44)} ${op.summary ?? ''}`);
    }
  },
};

const { args, flags } = parseArgs(process.argv.slice(2), ['label', 'persist-to', 'url', 'key']);
currentFlags = flags;
const [name, ...rest] = args;
if (!name || !commands[name]) {
  console.log(USAGE);
  process.exit(name ? 1 : 0);
}
try {
  await commands[name](rest, flags);
} catch (err) {
  console.error(`owner: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
