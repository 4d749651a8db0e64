import { applyD1Migrations, env } from 'cloudflare:test';
import { seedStatements } from '../../seed/to-sql';
import { demoShops } from '../../seed/shops';

// The same statements `npm start` seeds; INSERT OR IGNORE makes repeating them harmless.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(seedStatements(demoShops).map((sql) => env.DB.prepare(sql)));
