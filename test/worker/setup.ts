import { applyD1Migrations, env } from 'cloudflare:test';
import { demoShops } from '../../seed/shops';
import { seedDemoShopInWorker } from './seed-helpers';

// What `npm start` does: the platform creates the demo shops, each owner sets theirs up, shoppers ask and review.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await Promise.all(demoShops.map(seedDemoShopInWorker));
