// Shops come to be through the platform's own APIs: the operator creates one, its owner imports the catalogue.
import { groceryCategories, importBodies } from './grocery-catalogue.mjs';

async function postJson(url, body, key) {
  // a connection of its own: a kept-alive one can be closed by the server just as it is reused (scripts/seed.mjs)
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${key}`, connection: 'close' };
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  let json = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, body: json, text };
}

/**
 * POST /platform/api/shops (development operator key) -> the shop's owner key; for an id that exists
 * already (kept as it is) the development owner key.
 */
export async function createShop(url, id, name) {
  const res = await postJson(`${url}/platform/api/shops`, { id, name }, 'dev_operator');
  if (res.status !== 201 && res.status !== 409)
    throw new Error(`creating ${id} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.body.ownerKey ?? `dev_owner_${id}`;
}

/** Imports a generated grocery catalogue of `count` items, 2,000 a call. */
export async function importCatalogue(url, id, ownerKey, count) {
  let created = 0;
  for (const body of importBodies(count)) {
    const res = await postJson(`${url}/admin/api/stores/${id}/import`, body, ownerKey);
    if (res.status !== 200 || res.body.status !== 1)
      throw new Error(`importing into ${id} answered ${res.status}: ${res.text.slice(0, 300)}`);
    created += res.body.created;
  }
  return created;
}

/** An owner change that changes nothing (the categories imported again): the shop's cached data is stale now. */
export async function touchShop(url, id) {
  const res = await postJson(
    `${url}/admin/api/stores/${id}/import`,
    { categories: groceryCategories() },
    `dev_owner_${id}`,
  );
  if (res.status !== 200)
    throw new Error(`re-importing ${id}'s categories answered ${res.status}: ${res.text.slice(0, 300)}`);
}

export async function createGroceryShop(url, id, name, count) {
  return importCatalogue(url, id, await createShop(url, id, name), count);
}

/** Runs `task(i)` for i in [0, n) with at most `concurrency` in flight; `onProgress(done)` now and then. */
export async function inPool(n, concurrency, task, onProgress = () => {}) {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      await task(i);
      if (++done % 500 === 0) onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, concurrency) }, worker));
}
