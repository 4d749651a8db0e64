/**
 * Shared by the bag and manual-order islands: a cart action that is a real form (it posts to
 * /{storeId}/bag/do without JavaScript) and, with JavaScript, calls the cart API with the same
 * fields (src/domain/cart/form-body). `onDone` gets the reply; `busy` blocks double submits.
 */
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { formBody, type FormCall } from '../../src/domain/cart/form-body';
import { normaliseQuantityInput } from '../../src/domain/cart/quantity';
import type { Reply } from '../lib/api';
import { cartCall } from '../lib/cart-client';
import { useT } from '../../src/isomorphic/i18n';

export interface CartFormProps {
  storeId: string;
  call: FormCall;
  fields?: Record<string, string>;
  back?: string;
  busy?: boolean;
  onStart?: () => void;
  onDone?: (reply: Reply | null) => void;
  className?: string;
  label?: string;
  children: ReactNode;
}

export function CartForm({
  storeId,
  call,
  fields = {},
  back = 'bag',
  busy,
  onStart,
  onDone,
  className,
  label,
  children,
}: CartFormProps) {
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = new FormData(e.currentTarget);
    const by = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (by?.name) data.set(by.name, by.value);
    onStart?.();
    const reply = await cartCall(
      storeId,
      call,
      formBody(call, (k) => data.get(k) as string | null),
    );
    onDone?.(reply);
  }
  return (
    <form method="post" action={`/${storeId}/bag/do`} className={className} aria-label={label} onSubmit={submit}>
      <input type="hidden" name="call" value={call} />
      <input type="hidden" name="back" value={back} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {children}
    </form>
  );
}

/** Quantity fields take digits only: minus, dot and exponent keys are blocked (spec 5). */
export function blockNonDigits(e: KeyboardEvent<HTMLInputElement>) {
  if (['-', '.', ',', 'e', 'E', '+'].includes(e.key)) e.preventDefault();
}

export interface StepperProps {
  storeId: string;
  /** updateCart for bag lines, addManualItem for manual items */
  call: 'updateCart' | 'addManualItem';
  fields: Record<string, string>;
  qty: number;
  max: number;
  name: string;
  back?: string;
  busy?: boolean;
  /** At quantity 1 the minus button deletes (manual items) instead of being disabled. */
  removeAtOne?: { call: 'removeManualItem'; fields: Record<string, string> };
  onStart: () => void;
  onDone: (reply: Reply | null) => void;
}

/** − [qty] +: each part is its own small form; the field resets to 1 when not a whole number above 0. */
export function Stepper(p: StepperProps) {
  const { t } = useT();
  const common = { storeId: p.storeId, back: p.back, busy: p.busy, onStart: p.onStart, onDone: p.onDone };
  const minus =
    p.qty <= 1 && p.removeAtOne ? (
      <CartForm {...common} call={p.removeAtOne.call} fields={p.removeAtOne.fields}>
        <button type="submit" className="step" aria-label={t('bag.form.removeOne', { name: p.name })}>
          −
        </button>
      </CartForm>
    ) : (
      <CartForm {...common} call={p.call} fields={{ ...p.fields, qty: String(p.qty - 1) }}>
        <button
          type="submit"
          className="step"
          disabled={p.qty <= 1}
          aria-label={t('bag.form.oneLess', { name: p.name })}
        >
          −
        </button>
      </CartForm>
    );
  return (
    <div className="stepper" role="group" aria-label={t('bag.form.quantityOf', { name: p.name })}>
      {minus}
      <CartForm {...common} call={p.call} fields={p.fields}>
        <input
          key={p.qty}
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          max={p.max}
          step={1}
          defaultValue={p.qty}
          aria-label={t('bag.form.quantityOf', { name: p.name })}
          onKeyDown={(e) => {
            blockNonDigits(e);
            if (e.key === 'Enter') e.currentTarget.value = String(normaliseQuantityInput(e.currentTarget.value));
          }}
          onBlur={(e) => {
            const v = normaliseQuantityInput(e.currentTarget.value);
            e.currentTarget.value = String(v);
            if (v !== p.qty) e.currentTarget.form?.requestSubmit();
          }}
        />
      </CartForm>
      <CartForm {...common} call={p.call} fields={{ ...p.fields, qty: String(p.qty + 1) }}>
        <button
          type="submit"
          className="step"
          disabled={p.qty >= p.max}
          aria-label={t('bag.form.oneMore', { name: p.name })}
        >
          +
        </button>
      </CartForm>
    </div>
  );
}
