import { useState, type FormEvent } from 'react';
import { callApi } from '../lib/account-api';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface FormField {
  name: string;
  label: string;
  kind?: 'text' | 'tel' | 'textarea';
  /** minimum length when required; 0 = optional */
  min: number;
  max: number;
  hint?: string;
  autoComplete?: string;
  /** the sentence shown when the field is missing or too short */
  message: string;
}

export interface AccountFormProps {
  storeId: string;
  /** POST path under /api, e.g. /v2/account/suggestions */
  endpoint: string;
  fields: FormField[];
  submitLabel: string;
  /** where to go after success (the reply's msg is shown first) */
  next: string;
}

/** A small account form (product request, reseller application): checks lengths here, the server checks everything. */
function AccountForm(p: AccountFormProps) {
  const { t } = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Read from the form: text typed before hydration is kept (the inputs are uncontrolled).
    const data = new FormData(e.currentTarget);
    const values = Object.fromEntries(p.fields.map((f) => [f.name, String(data.get(f.name) ?? '')]));
    const found: Record<string, string> = {};
    for (const f of p.fields) {
      const v = (values[f.name] ?? '').trim();
      if (v.length < f.min || v.length > f.max) found[f.name] = f.message;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const out = await callApi(p.storeId, p.endpoint, { method: 'POST', body: values });
    setBusy(false);
    if (out.status !== 1) {
      setErrors(out.errors ?? (out.field ? { [out.field]: out.rsn ?? '' } : {}));
      showToast(out.rsn ?? t('account.requestFailed', { what: 'form' }), 'error');
      return;
    }
    showToast(out.msg ?? t('account.form.saved'));
    setTimeout(() => location.assign(p.next), 600);
  };
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {p.fields.map((f) => {
        const id = `f-${f.name}`;
        const err = errors[f.name];
        const common = {
          id,
          name: f.name,
          maxLength: f.max,
          autoComplete: f.autoComplete,
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${id}-error` : undefined,
        };
        return (
          <div key={f.name} className="field-group">
            <label className="field" htmlFor={id}>
              {f.label}
              {f.min === 0 ? <span className="muted">{` ${t('account.form.optional')}`}</span> : null}
            </label>
            {f.kind === 'textarea' ? (
              <textarea rows={4} {...common} />
            ) : (
              <input
                type={f.kind === 'tel' ? 'tel' : 'text'}
                inputMode={f.kind === 'tel' ? 'numeric' : undefined}
                {...common}
              />
            )}
            {f.hint ? <p className="muted small">{f.hint}</p> : null}
            {err ? (
              <p className="field-error" id={`${id}-error`}>
                {err}
              </p>
            ) : null}
          </div>
        );
      })}
      <button className="button" type="submit" disabled={busy}>
        {busy ? t('account.form.sending') : p.submitLabel}
      </button>
    </form>
  );
}

export default defineIsland('account-form', AccountForm, ['account.form.', 'account.requestFailed']);
