import { useRef, useState, type FormEvent } from 'react';
import { checkAddressForm, INDIAN_STATES, type AddressField } from '../../src/domain/account/address-rules';
import type { Address } from '../../src/domain/account/address';
import { callApi } from './account-api';
import { useT } from '../../src/isomorphic/i18n';

type Values = Record<AddressField, string>;
/** Each field's label is the message `account.addressForm.{name}`. */
const FIELDS: { name: AddressField; auto?: string; optional?: boolean; tel?: boolean }[] = [
  { name: 'NAME', auto: 'name' },
  { name: 'PHONE', auto: 'tel-national', tel: true },
  { name: 'LINE1', auto: 'address-line1' },
  { name: 'LINE2', auto: 'address-line2', optional: true },
  { name: 'LANDMARK', optional: true },
  { name: 'CITY', auto: 'address-level2' },
  { name: 'STATE', auto: 'address-level1' },
  { name: 'PIN', auto: 'postal-code', tel: true },
];

/**
 * Add or edit an address: the same rules as the server, messages next to each field, then POST or PUT.
 * Rendered by the account-addresses island: its words are under `account.addressForm.` (and `account.requestFailed`).
 */
export function AddressForm(p: {
  storeId: string;
  editing: Address | null;
  locationPick: boolean;
  onSaved: (list: Address[]) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const e = p.editing;
  const [values, setValues] = useState<Values>({
    NAME: e?.NAME ?? '',
    PHONE: e?.PHONE ?? '',
    LINE1: e?.LINE1 ?? '',
    LINE2: e?.LINE2 ?? '',
    LANDMARK: e?.LANDMARK ?? '',
    CITY: e?.CITY ?? '',
    STATE: e?.STATE ?? '',
    PIN: e?.PIN ?? '',
  });
  const [at, setAt] = useState<{ LAT: number; LNG: number } | null>(
    e?.LAT != null && e.LNG != null ? { LAT: e.LAT, LNG: e.LNG } : null,
  );
  const [isDefault, setIsDefault] = useState(e?.IS_DEFAULT ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const pickLocation = () => {
    if (!navigator.geolocation) return setNote(t('account.addressForm.noGeolocation'));
    setNote(t('account.addressForm.finding'));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setAt({ LAT: pos.coords.latitude, LNG: pos.coords.longitude });
        setNote(t('account.addressForm.picked'));
      },
      () => setNote(t('account.addressForm.locationFailed')),
      { enableHighAccuracy: true, timeout: 15000 },
    );
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = checkAddressForm(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    setBusy(true);
    const body = { ...values, IS_DEFAULT: isDefault, LAT: at?.LAT ?? null, LNG: at?.LNG ?? null };
    const out = await callApi(p.storeId, e ? `/v2/account/addresses/${e.id}` : '/v2/account/addresses', {
      method: e ? 'PUT' : 'POST',
      body,
    });
    if (out.status !== 1) {
      setBusy(false);
      setErrors(out.errors ?? { _: out.rsn ?? t('account.requestFailed', { what: 'address' }) });
      return;
    }
    const list = await callApi(p.storeId, '/v2/account/addresses');
    setBusy(false);
    p.onSaved((list.addresses as Address[]) ?? []);
  };

  return (
    <form
      ref={form}
      className="form address-form"
      onSubmit={submit}
      noValidate
      aria-label={e ? t('account.addressForm.editLabel') : t('account.addressForm.newLabel')}
    >
      {FIELDS.map((f) => {
        const id = `addr-${f.name}`;
        const err = errors[f.name];
        const props = {
          id,
          name: f.name,
          value: values[f.name],
          autoComplete: f.auto,
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${id}-error` : undefined,
          onChange: (x: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: x.target.value })),
        };
        return (
          <div key={f.name} className="field-group">
            <label className="field" htmlFor={id}>
              {t(`account.addressForm.${f.name}`)}
              {f.optional ? <span className="muted">{` ${t('account.addressForm.optional')}`}</span> : null}
            </label>
            {f.name === 'STATE' ? (
              <select {...props}>
                <option value="">{t('account.addressForm.choose')}</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            ) : (
              <input type={f.tel ? 'tel' : 'text'} inputMode={f.tel ? 'numeric' : undefined} {...props} />
            )}
            {err ? (
              <p className="field-error" id={`${id}-error`}>
                {err}
              </p>
            ) : null}
          </div>
        );
      })}
      {p.locationPick ? (
        <div className="field-group">
          <button type="button" className="button button-quiet" onClick={pickLocation}>
            {at ? t('account.addressForm.pickAgain') : t('account.addressForm.useLocation')}
          </button>
          <p className="muted small" role="status">
            {note || (at ? t('account.addressForm.pickedNote') : t('account.addressForm.locationHint'))}
          </p>
          {errors.LAT ? <p className="field-error">{errors.LAT}</p> : null}
        </div>
      ) : null}
      <label className="check">
        <input type="checkbox" checked={isDefault} onChange={(x) => setIsDefault(x.target.checked)} />{' '}
        {t('account.addressForm.makeDefault')}
      </label>
      {errors._ ? (
        <p className="form-error" role="alert">
          {errors._}
        </p>
      ) : null}
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? t('account.addressForm.saving') : t('account.addressForm.save')}
        </button>
        <button className="button button-quiet" type="button" onClick={p.onCancel}>
          {t('account.addressForm.cancel')}
        </button>
      </div>
    </form>
  );
}
