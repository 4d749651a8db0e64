/**
 * Cancel an order while the shop has not accepted it (island 'order-cancel'). Without JavaScript the form
 * posts to /{storeId}/track/{orderId}/cancel; with it, the shopper confirms and the API cancels.
 */
import { useState, type FormEvent } from 'react';
import { callApi } from '../lib/account-api';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';

export interface OrderCancelProps { storeId: string; orderId: string }

function OrderCancel({ storeId, orderId }: OrderCancelProps) {
  const [busy, setBusy] = useState(false);
  const cancel = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy || !confirm('Cancel this order? Anything paid from your wallet or put on udhaar is returned.')) return;
    setBusy(true);
    const r = await callApi(storeId, `/v2/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
    if (r.status === 1) {
      showToast(r.msg ?? 'Your order is cancelled.');
      location.reload();
      return;
    }
    setBusy(false);
    showToast(r.rsn ?? 'We could not cancel the order. Please call the shop.', 'error');
  };
  return (
    <form method="post" action={`/${storeId}/track/${orderId}/cancel`} onSubmit={cancel} className="order-cancel">
      <button type="submit" className="button button-quiet danger" disabled={busy} data-testid="cancel-order">{busy ? 'Cancelling…' : 'Cancel order'}</button>
      <p className="muted small">You can cancel until the shop accepts your order.</p>
    </form>
  );
}

export default defineIsland('order-cancel', OrderCancel);
