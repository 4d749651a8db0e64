// What `npm start` does: the platform creates the demo shops, each owner sets theirs up, shoppers ask and review.
// The imports are dynamic only so that TEST_SETUP_TIMES=1 can tell loading the app's modules (most of a file's
// setup: docs/testing.md) from migrating and seeding.
const started = Date.now();
const { applyD1Migrations, env } = await import('cloudflare:test');
const { demoShops } = await import('../../seed/shops');
const { seedDemoShopInWorker } = await import('./seed-helpers');
const imported = Date.now();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const migrated = Date.now();
const shopTimes = await Promise.all(
  demoShops.map(async (shop) => {
    const from = Date.now();
    await seedDemoShopInWorker(shop);
    return `${shop.store.id} ${Date.now() - from}`;
  }),
);
if (env.SETUP_TIMES) {
  // workerd's clock moves on I/O only, so these are wall times between I/O events (close enough here)
  console.warn(
    `setup ms: imports ${imported - started}, migrations ${migrated - imported}, seeding ${Date.now() - migrated} (${shopTimes.join(', ')})`,
  );
}
export {};
