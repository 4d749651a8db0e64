import { useState, type FormEvent } from 'react';
import { callApi } from '../lib/account-api';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface ItemFeedbackProps {
  storeId: string;
  itemId: string;
  itemName: string;
}

type Open = 'question' | 'review' | null;

/**
 * "Ask a question" and "Write a review" for the item page (both need sign-in: a signed-out shopper is sent to
 * login and back). Calls POST /api/v2/account/questions and /api/v2/account/reviews.
 */
function AccountItemFeedback({ storeId, itemId, itemName }: ItemFeedbackProps) {
  const { t } = useT();
  const [open, setOpen] = useState<Open>(null);
  const [rating, setRating] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const start = async (which: Open) => {
    const me = await callApi(storeId, '/v2/auth/session');
    if (!me.user) {
      location.assign(`/${storeId}/login?from=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setError('');
    setOpen(which);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const body =
      open === 'question'
        ? { ITEM_ID: itemId, QUESTION: text('QUESTION') }
        : { ITEM_ID: itemId, RATING: rating, TITLE: text('TITLE'), BODY: text('BODY') };
    if (open === 'question' && body.QUESTION!.length < 5) return setError(t('account.feedback.questionTooShort'));
    if (open === 'review' && !rating) return setError(t('account.feedback.chooseStars'));
    setBusy(true);
    const out = await callApi(storeId, open === 'question' ? '/v2/account/questions' : '/v2/account/reviews', {
      method: 'POST',
      body,
    });
    setBusy(false);
    if (out.status !== 1) return setError(out.rsn ?? t('account.requestFailed', { what: 'feedback' }));
    showToast(out.msg ?? t('account.feedback.thanks'));
    setOpen(null);
    setRating(0);
  };

  return (
    <div className="item-feedback">
      <div className="row-actions">
        <button
          type="button"
          className="button button-quiet"
          aria-expanded={open === 'question'}
          onClick={() => start('question')}
        >
          {t('account.feedback.ask')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          aria-expanded={open === 'review'}
          onClick={() => start('review')}
        >
          {t('account.feedback.write')}
        </button>
      </div>
      {open ? (
        <form
          className="form"
          onSubmit={submit}
          noValidate
          aria-label={
            open === 'question'
              ? t('account.feedback.askAbout', { item: itemName })
              : t('account.feedback.reviewOf', { item: itemName })
          }
        >
          {open === 'question' ? (
            <>
              <label className="field" htmlFor="fb-question">
                {t('account.feedback.yourQuestion', { item: itemName })}
              </label>
              <textarea id="fb-question" name="QUESTION" rows={3} maxLength={500} required />
            </>
          ) : (
            <>
              <fieldset className="stars-input">
                <legend className="field">{t('account.feedback.yourRating')}</legend>
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n}>
                    <input type="radio" name="RATING" value={n} checked={rating === n} onChange={() => setRating(n)} />
                    {n} ★
                  </label>
                ))}
              </fieldset>
              <label className="field" htmlFor="fb-title">
                {t('account.feedback.title')} <span className="muted">{t('account.feedback.optional')}</span>
              </label>
              <input id="fb-title" name="TITLE" maxLength={80} />
              <label className="field" htmlFor="fb-body">
                {t('account.feedback.review')} <span className="muted">{t('account.feedback.optional')}</span>
              </label>
              <textarea id="fb-body" name="BODY" rows={4} maxLength={2000} />
            </>
          )}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="form-actions">
            <button className="button" type="submit" disabled={busy}>
              {busy
                ? t('account.feedback.sending')
                : open === 'question'
                  ? t('account.feedback.sendQuestion')
                  : t('account.feedback.postReview')}
            </button>
            <button className="button button-quiet" type="button" onClick={() => setOpen(null)}>
              {t('account.feedback.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

export default defineIsland('account-item-feedback', AccountItemFeedback, [
  'account.feedback.',
  'account.requestFailed',
]);
