/**
 * Cancel an order while the shop has not accepted it (island 'order-cancel'). Without JavaScript the form
 * posts to /{storeId}/track/{orderId}/cancel; with it, the shopper confirms and the API cancels.
 */
import { useState, type FormEvent } from 'react';
import { callApi } from '../lib/account-api';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface OrderCancelProps {
  storeId: string;
  orderId: string;
}

function OrderCancel({ storeId, orderId }: OrderCancelProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const cancel = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy || !confirm(t('order.cancel.confirm'))) return;
    setBusy(true);
    const r = await callApi(storeId, `/v2/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
    if (r.status === 1) {
      showToast(r.msg ?? t('order.cancel.done'));
      location.reload();
      return;
    }
    setBusy(false);
    showToast(r.rsn ?? t('order.cancel.failed'), 'error');
  };
  return (
    <form method="post" action={`/${storeId}/track/${orderId}/cancel`} onSubmit={cancel} className="order-cancel">
      <button type="submit" className="button button-quiet danger" disabled={busy} data-testid="cancel-order">
        {busy ? t('order.cancel.cancelling') : t('order.cancel.button')}
      </button>
      <p className="muted small">{t('order.cancel.note')}</p>
    </form>
  );
}

export default defineIsland('order-cancel', OrderCancel, ['order.cancel.']);
