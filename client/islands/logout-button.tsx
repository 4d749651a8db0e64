import { useState } from 'react';
import { logout } from '../lib/account-api';
import { bagCount } from '../lib/signals';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';

export interface LogoutButtonProps {
  storeId: string;
  /** LOGIN_MANDATE shops reload (and land on login); others go to the shop home */
  mandate: boolean;
}

/** Logs out as the spec says, shows 'Logged out successfully', then reloads or goes home. */
function LogoutButton({ storeId, mandate }: LogoutButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const out = await logout(storeId);
    if (out.status !== 1) {
      setBusy(false);
      showToast(out.rsn ?? 'Request failed with error: logout', 'error');
      return;
    }
    bagCount.value = 0;
    showToast('Logged out successfully');
    setTimeout(() => (mandate ? location.reload() : location.assign(`/${storeId}`)), 1200);
  };
  return (
    <button type="button" className="button button-quiet logout" onClick={onClick} disabled={busy} data-testid="logout">
      {busy ? 'Logging out…' : 'Log out'}
    </button>
  );
}

export default defineIsland('logout-button', LogoutButton);
