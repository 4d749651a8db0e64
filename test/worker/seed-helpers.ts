import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../src/worker';
import { devOwnerKey } from '../../src/domain/owner/keys';
import { ownerApiOver, seedShopThroughOwnerApi, type SeedReport } from '../../seed/through-owner-api';
import { platformApiOver, seedDemoShop, type DemoSeedReport, type SeedChannels } from '../../seed/through-platform-api';
import { shopperApiOver } from '../../seed/shopper-activity';
import { platformShop } from '../../seed/provision';
import type { SeedShop } from '../../seed/types';

const viaSelf = (url: string, init: RequestInit) => SELF.fetch(url, init);

/** Shoppers sign in with the Auth emulator's tokens, which this Worker accepts only when configured for the emulator. */
async function viaEmulatorConfiguredWorker(url: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url, init), { ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export const seedChannels = (): SeedChannels => ({
  platform: platformApiOver(viaSelf, 'http://localhost/platform/api', 'dev_operator'),
  owner: (storeId) => ownerApiOver(viaSelf, 'http://localhost/admin/api', devOwnerKey(storeId)),
  shopper: shopperApiOver(
    viaEmulatorConfiguredWorker,
    'http://localhost/api',
    env.FIREBASE_PROJECT_ID ?? 'demo-storefront',
  ),
});

/** What `npm start` does for one demo shop: the platform creates it, its owner sets it up, shoppers ask and review. */
export function seedDemoShopInWorker(shop: SeedShop): Promise<DemoSeedReport> {
  return seedDemoShop(seedChannels(), shop);
}

/** Only the platform's part: the shop created (and reported, for the reported demo shop) through the platform API. */
export async function provisionThroughWorker(shop: SeedShop): Promise<void> {
  const { create, patch } = platformShop(shop);
  const ch = seedChannels();
  const made = await ch.platform('POST', '/shops', create);
  if (made.status !== 201) throw new Error(`creating ${create.id}: ${made.status} ${JSON.stringify(made.body)}`);
  if (Object.keys(patch).length) await ch.platform('PATCH', `/shops/${create.id}`, patch);
}

/** Seeds one provisioned shop through this Worker's owner API with its development key, as `npm start` does. */
export function seedThroughWorker(shop: SeedShop): Promise<SeedReport> {
  const call = ownerApiOver(viaSelf, 'http://localhost/admin/api', devOwnerKey(shop.store.id));
  return seedShopThroughOwnerApi(call, shop);
}
