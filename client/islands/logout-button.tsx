import { useState } from 'react';
import { logout } from '../lib/account-api';
import { bagCount } from '../lib/signals';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface LogoutButtonProps {
  storeId: string;
  /** LOGIN_MANDATE shops reload (and land on login); others go to the shop home */
  mandate: boolean;
}

/** Logs out as the spec says, shows 'Logged out successfully', then reloads or goes home. */
function LogoutButton({ storeId, mandate }: LogoutButtonProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const out = await logout(storeId);
    if (out.status !== 1) {
      setBusy(false);
      showToast(out.rsn ?? t('account.requestFailed', { what: 'logout' }), 'error');
      return;
    }
    bagCount.value = 0;
    showToast(t('account.logout.done'));
    setTimeout(() => (mandate ? location.reload() : location.assign(`/${storeId}`)), 1200);
  };
  return (
    <button type="button" className="button button-quiet logout" onClick={onClick} disabled={busy} data-testid="logout">
      {busy ? t('account.logout.busy') : t('account.logout.button')}
    </button>
  );
}

export default defineIsland('logout-button', LogoutButton, ['account.logout.', 'account.requestFailed']);
