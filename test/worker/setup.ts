import { applyD1Migrations, env } from 'cloudflare:test';
import { provisionAll } from '../../seed/provision-sql';
import { demoShops } from '../../seed/shops';
import { seedThroughWorker } from './seed-helpers';

// What `npm start` does: provision the demo shops, then set each one up through the owner API.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(provisionAll(demoShops).map((sql) => env.DB.prepare(sql)));
await Promise.all(demoShops.map(seedThroughWorker));
