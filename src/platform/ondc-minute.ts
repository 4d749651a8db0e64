import type { Bindings } from '../env';
import { log } from '../core/log';
import { openShop } from '../data/shop/shop-db';
import { pushCatalogueChanges } from '../ondc/catalogue-push';
import { drainOutbox } from '../ondc/outbox';

/**
 * The ONDC node's work every minute (the Cron Trigger): the incremental catalogue's pushes to subscribed buyer apps,
 * then every callback that is due (docs/ondc.md).
 */
export async function ondcMinute(env: Bindings, nowMs: number = Date.now()): Promise<void> {
  try {
    await pushCatalogueChanges(env, (id) => openShop(env, id), nowMs);
  } catch (err) {
    log('error', 'ondc catalogue push failed', { error: String(err) });
  }
  await drainOutbox(env, nowMs);
}
