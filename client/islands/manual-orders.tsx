/**
 * The shopping list of manual items (island 'manual-orders', /{storeId}/manualorders): free-text
 * lines with a quantity that the shop prices later. Minus at quantity 1 deletes the line (spec 4).
 * Every control is a form that also works without JavaScript.
 */
import { useRef, useState } from 'react';
import type { CartView } from '../../src/domain/cart/cart-view';
import type { Reply } from '../lib/api';
import { cart as liveCart } from '../lib/cart-client';
import { useSignalValue } from '../lib/signals';
import { showToast } from '../lib/toast';
import { blockNonDigits, CartForm, Stepper } from '../components/bag-form';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface ManualOrdersProps {
  storeId: string;
  items: CartView['manual_items'];
}

const TOASTED = new Set(['Manual Item Added!', 'Manual Item removed!']);

function ManualOrders({ storeId, items: initial }: ManualOrdersProps) {
  const { t } = useT();
  const live = useSignalValue(liveCart, null);
  const items = live?.manual_items ?? initial;
  const [busy, setBusy] = useState(false);
  const addForm = useRef<HTMLDivElement>(null);
  const act = {
    storeId,
    busy,
    back: 'manualorders',
    onStart: () => setBusy(true),
    onDone: (r: Reply | null) => {
      setBusy(false);
      if (r?.status === 1 && r.msg && TOASTED.has(r.msg)) showToast(r.msg);
    },
  };
  return (
    <div className="manual-orders" aria-busy={busy}>
      <CartForm
        {...act}
        call="addManualItem"
        className="manual-add"
        label={t('bag.manual.addLabel')}
        onDone={(r) => {
          act.onDone(r);
          if (r?.status === 1) addForm.current?.closest('form')?.reset();
        }}
      >
        <div ref={addForm} className="manual-add-fields">
          <label>
            <span>{t('bag.manual.what')}</span>
            <input name="name" required maxLength={120} placeholder={t('bag.manual.placeholder')} autoComplete="off" />
          </label>
          <label className="manual-qty">
            <span>{t('bag.manual.quantity')}</span>
            <input
              name="qty"
              type="number"
              inputMode="numeric"
              min={1}
              max={999}
              step={1}
              defaultValue={1}
              onKeyDown={blockNonDigits}
            />
          </label>
        </div>
        <button type="submit" className="button">
          {t('bag.manual.add')}
        </button>
      </CartForm>
      {items.length ? (
        <ul className="manual-list" aria-label={t('bag.manual.list')} data-testid="manual-list">
          {items.map((m) => (
            <li key={m.id}>
              <span className="manual-name">{m.name}</span>
              <Stepper
                {...act}
                call="addManualItem"
                fields={{ id: m.id, name: m.name }}
                qty={m.quantity}
                max={999}
                name={m.name}
                removeAtOne={{ call: 'removeManualItem', fields: { id: m.id } }}
              />
              <CartForm {...act} call="removeManualItem" fields={{ id: m.id }}>
                <button type="submit" className="link-button">
                  {t('bag.manual.remove')}
                  <span className="sr-only"> {m.name}</span>
                </button>
              </CartForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="manual-empty">{t('bag.manual.empty')}</p>
      )}
    </div>
  );
}

export default defineIsland('manual-orders', ManualOrders, ['bag.manual.', 'bag.form.']);
