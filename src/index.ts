import { app } from './worker';
import type { Bindings } from './env';
import { drainOutbox } from './ondc/outbox';

export default {
  fetch: app.fetch,
  /** the cron in wrangler.toml: ONDC callbacks that are due for another try */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(drainOutbox(env));
  },
} satisfies ExportedHandler<Bindings>;
export { ShopStore } from './durable/shop-store';
export { StoreLive } from './durable/store-live';
