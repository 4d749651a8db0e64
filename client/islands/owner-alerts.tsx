/**
 * "Tell me of new orders" in the owner inbox (island 'owner-alerts'): asks the browser for notifications,
 * registers the inbox's service worker (scope /admin/{storeId}/) and hands its push endpoint to the shop.
 */
import { useEffect, useState } from 'react';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface OwnerAlertsProps {
  storeId: string;
  publicKey: string;
}

const keyBytes = (b64url: string) =>
  Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

function OwnerAlerts({ storeId, publicKey }: OwnerAlertsProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'on' | 'denied' | 'unsupported' | 'failed'>('idle');
  const { t, lang } = useT();
  const base = `/admin/${storeId}/`;
  const workerUrl = `${base}sw.js?lang=${lang}`;
  // alerts turned on in another language: the worker is registered again at this language's address, so the
  // next notification speaks the language the owner now reads the console in
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void navigator.serviceWorker
      .getRegistration(base)
      .then((reg) => {
        const script = reg?.active?.scriptURL;
        if (script && new URL(script).search !== new URL(workerUrl, location.href).search)
          return navigator.serviceWorker.register(workerUrl, { scope: base });
      })
      .catch(() => undefined);
  }, [base, workerUrl]);
  const turnOn = async () => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
      return setState('unsupported');
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      // the worker's notification speaks the console's language (the address names it)
      const reg = await navigator.serviceWorker.register(workerUrl, { scope: base });
      await navigator.serviceWorker.ready;
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const res = await fetch(`${base}alerts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: sub.endpoint }),
        credentials: 'same-origin',
      });
      setState(res.ok ? 'on' : 'failed');
    } catch {
      setState('failed');
    }
  };
  const said = {
    idle: null,
    busy: 'ownerAlert.busy',
    on: 'ownerAlert.on',
    denied: 'ownerAlert.denied',
    unsupported: 'ownerAlert.unsupported',
    failed: 'ownerAlert.failed',
  } as const;
  const text = said[state] ? t(said[state]) : null;
  return (
    <div className="owner-alerts">
      {state !== 'on' ? (
        <button
          type="button"
          className="button button-quiet"
          onClick={() => void turnOn()}
          disabled={state === 'busy'}
          data-testid="owner-alerts"
        >
          {t('ownerAlert.turnOn')}
        </button>
      ) : null}
      {text ? (
        <p className="muted small" role="status">
          {text}
        </p>
      ) : null}
    </div>
  );
}

export default defineIsland('owner-alerts', OwnerAlerts, ['ownerAlert.']);
