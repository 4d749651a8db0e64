import { SELF } from 'cloudflare:test';
import { devOwnerKey } from '../../src/domain/owner/keys';
import { ownerApiOver, seedShopThroughOwnerApi, type SeedReport } from '../../seed/through-owner-api';
import type { SeedShop } from '../../seed/types';

/** Seeds one provisioned shop through this Worker's owner API with its development key, as `npm start` does. */
export function seedThroughWorker(shop: SeedShop): Promise<SeedReport> {
  const call = ownerApiOver((url, init) => SELF.fetch(url, init), 'http://localhost/admin/api', devOwnerKey(shop.store.id));
  return seedShopThroughOwnerApi(call, shop);
}
