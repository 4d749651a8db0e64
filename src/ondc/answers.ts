/** What each accepted request is answered with (the on_{action} message), from the shops' data. */
import type { Bindings } from '../env';
import { catalogueMessage } from '../domain/ondc/catalogue';
import type { OndcContext } from '../domain/ondc/protocol';
import { loadCatalogue } from './catalogue-load';
import type { ShopDb } from './shop-opt-in';

export function answerRequests(env: Pick<Bindings, 'DB'>, openShop: (storeId: string) => ShopDb, nowMs: () => number = Date.now) {
  return async (context: OndcContext, _message: Record<string, unknown>, node: { subscriberId: string; subscriberUrl: string }): Promise<Record<string, unknown> | null> => {
    if (context.action !== 'search') return null;
    const city = typeof context.city === 'string' ? context.city : '';
    const shops = await loadCatalogue(env.DB, openShop, context.domain, city);
    const origin = new URL(node.subscriberUrl).origin;
    return catalogueMessage({ subscriberId: node.subscriberId, name: node.subscriberId, origin }, shops, new Date(nowMs()).toISOString());
  };
}
