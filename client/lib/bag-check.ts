/**
 * The bag page's check against the catalogue, without waking React: once the page is idle it asks
 * refreshCartForChanges (throttled by the server), drops lines of deactivated catalogues with
 * removeDeactivatedCatalogs, and when anything changed reloads the page with a notice, so the server's bag is
 * what the shopper sees. The bag island itself wakes only when the shopper reaches for it.
 */
import { cartCall } from './cart-client';

export async function checkBag(storeId: string): Promise<void> {
  const r = await cartCall(storeId, 'refreshCartForChanges');
  if (!r || r.status !== 1 || r.throttled) return;
  if (r.products_to_remove?.length) {
    const done = await cartCall(storeId, 'removeDeactivatedCatalogs', { products_to_remove: r.products_to_remove });
    if (done?.status === 1) location.replace(`/${storeId}/bag?notice=ITEMS_REMOVED`);
  } else if (r.changes?.length) {
    location.replace(`/${storeId}/bag?notice=BAG_CHANGED`);
  }
}
