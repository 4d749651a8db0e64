import { useEffect, useState } from 'react';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

interface InstallEvent extends Event {
  prompt(): Promise<void>;
}

export interface AccountInstallProps {
  label: string;
  hint: string;
  storeName: string;
}

/**
 * "Download app": the install prompt from the shop's manifest when the browser offers one; otherwise
 * how to add the shop to the home screen from the browser's menu.
 */
function AccountInstall({ label, hint, storeName }: AccountInstallProps) {
  const { t } = useT();
  const [event, setEvent] = useState<InstallEvent | null>(null);
  const [help, setHelp] = useState(false);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallEvent);
    };
    addEventListener('beforeinstallprompt', onPrompt);
    return () => removeEventListener('beforeinstallprompt', onPrompt);
  }, []);
  const onClick = () => {
    if (event) void event.prompt().finally(() => setEvent(null));
    else setHelp((v) => !v);
  };
  return (
    <>
      <button type="button" className="entry" onClick={onClick} aria-expanded={event ? undefined : help}>
        <strong>{label}</strong>
        <span>{hint}</span>
      </button>
      {help ? (
        <p className="install-help" role="note">
          {t('account.install.help', { shop: storeName })}
        </p>
      ) : null}
    </>
  );
}

export default defineIsland('account-install', AccountInstall, ['account.install.']);
