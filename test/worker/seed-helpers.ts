import { env, SELF } from 'cloudflare:test';
import { devOwnerKey } from '../../src/domain/owner/keys';
import { ownerApiOver, seedShopThroughOwnerApi, type SeedReport } from '../../seed/through-owner-api';
import { platformShop, shopperStatements } from '../../seed/provision';
import type { SeedShop } from '../../seed/types';
import { insertShop, updateShop } from '../../src/data/directory';
import { provisionShopObject, shopDb } from '../../src/data/shop-db';

/** Creates a demo shop as the platform does: its directory entry, its own database, the demo shoppers' activity. */
export async function provisionThroughWorker(shop: SeedShop): Promise<void> {
  const { create, patch } = platformShop(shop);
  const now = Date.now();
  await insertShop(env.DB, { id: create.id, name: create.name, ownerPhone: '', now });
  if (patch.IS_STORE_REPORTED) {
    await updateShop(env.DB, create.id, { status: 'reported', reportText: String(patch.REPORT_TEXT ?? ''), ownerName: String(patch.OWNER_NAME ?? ''), validatedPhone: String(patch.VALIDATED_PHONE ?? '') }, now);
  } else if (patch.VALIDATED_PHONE) {
    await updateShop(env.DB, create.id, { validatedPhone: String(patch.VALIDATED_PHONE) }, now);
  }
  await provisionShopObject(env, create.id, { name: create.name, now });
  const db = shopDb(env, create.id);
  const statements = shopperStatements(shop);
  if (statements.length) await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
}

/** Seeds one provisioned shop through this Worker's owner API with its development key, as `npm start` does. */
export function seedThroughWorker(shop: SeedShop): Promise<SeedReport> {
  const call = ownerApiOver((url, init) => SELF.fetch(url, init), 'http://localhost/admin/api', devOwnerKey(shop.store.id));
  return seedShopThroughOwnerApi(call, shop);
}
