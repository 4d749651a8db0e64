import { useState } from 'react';
import type { Address } from '../../src/domain/account/address';
import { addressLine } from '../../src/domain/account/address-rules';
import { formatIndianPhone } from '../../src/domain/account/phone';
import { callApi } from '../lib/account-api';
import { AddressForm } from '../lib/account-address-form';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface AddressBookProps {
  storeId: string;
  addresses: Address[];
  /** the shop picks locations (not IS_LOCATION_PICK_DISABLED) and has a LAT_LNG to measure from */
  locationPick: boolean;
}

/** The address book: list, add, edit, delete, choose the default. DISTANCE comes from the server. */
function AccountAddresses(p: AddressBookProps) {
  const { t } = useT();
  const [list, setList] = useState(p.addresses);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);

  const act = async (path: string, method: string, done: string) => {
    const out = await callApi(p.storeId, path, { method });
    if (out.status !== 1) return showToast(out.rsn ?? t('account.requestFailed', { what: 'address' }), 'error');
    setList((out.addresses as Address[]) ?? list);
    showToast(done);
  };

  if (editing) {
    return (
      <AddressForm
        storeId={p.storeId}
        editing={editing === 'new' ? null : editing}
        locationPick={p.locationPick}
        onSaved={(next) => {
          setList(next);
          setEditing(null);
          showToast(t('account.addresses.saved'));
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="address-book">
      {list.length === 0 ? (
        <p className="muted" role="status">
          {t('account.addresses.none')}
        </p>
      ) : null}
      <ul className="rows" role="list">
        {list.map((a) => (
          <li key={a.id} className="row address" data-testid="address">
            <strong>
              {a.NAME}
              {a.IS_DEFAULT ? <span className="status-pill">{t('account.addresses.default')}</span> : null}
            </strong>
            <span>{addressLine(a)}</span>
            <span className="muted">
              {formatIndianPhone(a.PHONE)}
              {a.DISTANCE != null ? ` · ${t('account.addresses.distance', { km: a.DISTANCE })}` : ''}
            </span>
            <div className="row-actions">
              <button type="button" className="link-button" onClick={() => setEditing(a)}>
                {t('account.addresses.edit')}
                <span className="sr-only"> {a.NAME}</span>
              </button>
              {!a.IS_DEFAULT ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    act(`/v2/account/addresses/${a.id}/default`, 'POST', t('account.addresses.defaultChanged'))
                  }
                >
                  {t('account.addresses.makeDefault')}
                </button>
              ) : null}
              <button
                type="button"
                className="link-button danger"
                onClick={() =>
                  confirm(t('account.addresses.confirmDelete')) &&
                  act(`/v2/account/addresses/${a.id}`, 'DELETE', t('account.addresses.deleted'))
                }
              >
                {t('account.addresses.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => setEditing('new')}>
        {t('account.addresses.add')}
      </button>
    </div>
  );
}

export default defineIsland('account-addresses', AccountAddresses, [
  'account.addresses.',
  'account.addressForm.',
  'account.requestFailed',
]);
