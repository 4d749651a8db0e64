import { applyD1Migrations, env } from 'cloudflare:test';
import { demoShops } from '../../seed/shops';
import { provisionThroughWorker, seedThroughWorker } from './seed-helpers';

// What `npm start` does: the platform creates the demo shops, then each is set up through the owner API.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
for (const shop of demoShops) await provisionThroughWorker(shop);
await Promise.all(demoShops.map(seedThroughWorker));
