import { useRef, useState, type FormEvent } from 'react';
import { checkAddressForm, INDIAN_STATES, type AddressField } from '../../src/domain/account/address-rules';
import type { Address } from '../../src/domain/account/address';
import { callApi } from './account-api';

type Values = Record<AddressField, string>;
const FIELDS: { name: AddressField; label: string; auto?: string; optional?: boolean; tel?: boolean }[] = [
  { name: 'NAME', label: 'Full name', auto: 'name' },
  { name: 'PHONE', label: 'Mobile number', auto: 'tel-national', tel: true },
  { name: 'LINE1', label: 'House / flat no., street', auto: 'address-line1' },
  { name: 'LINE2', label: 'Area, colony', auto: 'address-line2', optional: true },
  { name: 'LANDMARK', label: 'Landmark', optional: true },
  { name: 'CITY', label: 'City / town', auto: 'address-level2' },
  { name: 'STATE', label: 'State', auto: 'address-level1' },
  { name: 'PIN', label: 'PIN code', auto: 'postal-code', tel: true },
];

/** Add or edit an address: the same rules as the server, messages next to each field, then POST or PUT. */
export function AddressForm(p: { storeId: string; editing: Address | null; locationPick: boolean; onSaved: (list: Address[]) => void; onCancel: () => void }) {
  const e = p.editing;
  const [values, setValues] = useState<Values>({ NAME: e?.NAME ?? '', PHONE: e?.PHONE ?? '', LINE1: e?.LINE1 ?? '', LINE2: e?.LINE2 ?? '', LANDMARK: e?.LANDMARK ?? '', CITY: e?.CITY ?? '', STATE: e?.STATE ?? '', PIN: e?.PIN ?? '' });
  const [at, setAt] = useState<{ LAT: number; LNG: number } | null>(e?.LAT != null && e.LNG != null ? { LAT: e.LAT, LNG: e.LNG } : null);
  const [isDefault, setIsDefault] = useState(e?.IS_DEFAULT ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const pickLocation = () => {
    if (!navigator.geolocation) return setNote('Your browser cannot share its location.');
    setNote('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      (pos) => { setAt({ LAT: pos.coords.latitude, LNG: pos.coords.longitude }); setNote('Location picked.'); },
      () => setNote('We could not get your location. You can still save the address.'),
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
    const out = await callApi(p.storeId, e ? `/v2/account/addresses/${e.id}` : '/v2/account/addresses', { method: e ? 'PUT' : 'POST', body });
    if (out.status !== 1) {
      setBusy(false);
      setErrors(out.errors ?? { _: out.rsn ?? 'Request failed with error: address' });
      return;
    }
    const list = await callApi(p.storeId, '/v2/account/addresses');
    setBusy(false);
    p.onSaved((list.addresses as Address[]) ?? []);
  };

  return (
    <form ref={form} className="form address-form" onSubmit={submit} noValidate aria-label={e ? 'Edit address' : 'New address'}>
      {FIELDS.map((f) => {
        const id = `addr-${f.name}`;
        const err = errors[f.name];
        const props = {
          id, name: f.name, value: values[f.name], autoComplete: f.auto, 'aria-invalid': err ? true : undefined, 'aria-describedby': err ? `${id}-error` : undefined,
          onChange: (x: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: x.target.value })),
        };
        return (
          <div key={f.name} className="field-group">
            <label className="field" htmlFor={id}>{f.label}{f.optional ? <span className="muted"> (optional)</span> : null}</label>
            {f.name === 'STATE' ? (
              <select {...props}><option value="">Choose…</option>{INDIAN_STATES.map((s) => <option key={s} value={s}>{s}</option>)}</select>
            ) : <input type={f.tel ? 'tel' : 'text'} inputMode={f.tel ? 'numeric' : undefined} {...props} />}
            {err ? <p className="field-error" id={`${id}-error`}>{err}</p> : null}
          </div>
        );
      })}
      {p.locationPick ? (
        <div className="field-group">
          <button type="button" className="button button-quiet" onClick={pickLocation}>{at ? 'Pick location again' : 'Use my current location'}</button>
          <p className="muted small" role="status">{note || (at ? 'Location picked: delivery charges use the distance from the shop.' : 'Optional: helps the shop work out delivery.')}</p>
          {errors.LAT ? <p className="field-error">{errors.LAT}</p> : null}
        </div>
      ) : null}
      <label className="check"><input type="checkbox" checked={isDefault} onChange={(x) => setIsDefault(x.target.checked)} /> Make this my default address</label>
      {errors._ ? <p className="form-error" role="alert">{errors._}</p> : null}
      <div className="form-actions">
        <button className="button" type="submit" disabled={busy}>{busy ? 'Saving…' : 'Save address'}</button>
        <button className="button button-quiet" type="button" onClick={p.onCancel}>Cancel</button>
      </div>
    </form>
  );
}
