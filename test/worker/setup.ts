import { applyD1Migrations, env, SELF } from 'cloudflare:test';
import { devOwnerKey } from '../../src/domain/owner/keys';
import { provisionAll } from '../../seed/provision-sql';
import { ownerApiOver, seedShopThroughOwnerApi } from '../../seed/through-owner-api';
import { demoShops } from '../../seed/shops';

// What `npm start` does: provision the demo shops, then set each one up through the owner API.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(provisionAll(demoShops).map((sql) => env.DB.prepare(sql)));
const fetcher = (url: string, init: RequestInit) => SELF.fetch(url, init);
await Promise.all(demoShops.map((shop) => seedShopThroughOwnerApi(ownerApiOver(fetcher, 'http://localhost/admin/api', devOwnerKey(shop.store.id)), shop)));
