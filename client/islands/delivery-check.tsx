/**
 * "Delivers to 110024?" on the item page (island 'delivery-check'). Without JavaScript the form opens
 * /{storeId}/delivery-check?pin=…; with it, GET /api/v2/delivery-check answers in place.
 */
import { useState, type FormEvent } from 'react';
import { callApi } from '../lib/account-api';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface DeliveryCheckProps {
  storeId: string;
}

function DeliveryCheck({ storeId }: DeliveryCheckProps) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const { t } = useT();
  const check = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    // read the field itself: digits typed before the island woke up are kept
    const pin = String(new FormData(ev.currentTarget).get('pin') ?? '');
    const r = await callApi(storeId, `/v2/delivery-check?pin=${encodeURIComponent(pin)}`);
    setAnswer(
      r.status === 1
        ? { ok: r.delivers === true, text: String(r.msg) }
        : { ok: false, text: r.rsn ?? t('delivery.retry') },
    );
  };
  return (
    <form className="delivery-check" method="get" action={`/${storeId}/delivery-check`} onSubmit={check}>
      <label htmlFor="delivery-pin">{t('delivery.label')}</label>
      <div className="delivery-check-row">
        <input
          id="delivery-pin"
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          placeholder="110024"
          required
          aria-describedby="delivery-answer"
        />
        <button className="button button-quiet" type="submit" data-testid="delivery-check">
          {t('delivery.check')}
        </button>
      </div>
      <p
        id="delivery-answer"
        className={answer ? (answer.ok ? 'choice-note' : 'choice-note is-problem') : 'sr-only'}
        role="status"
        data-testid="delivery-answer"
      >
        {answer?.text ?? ''}
      </p>
    </form>
  );
}

export default defineIsland('delivery-check', DeliveryCheck, ['delivery.']);
