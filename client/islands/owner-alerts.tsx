/**
 * "Tell me of new orders" in the owner inbox (island 'owner-alerts'): asks the browser for notifications,
 * registers the inbox's service worker (scope /admin/{storeId}/) and hands its push endpoint to the shop.
 */
import { useState } from 'react';
import { defineIsland } from '../lib/define-island';

export interface OwnerAlertsProps { storeId: string; publicKey: string }

const keyBytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

function OwnerAlerts({ storeId, publicKey }: OwnerAlertsProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'on' | 'denied' | 'unsupported' | 'failed'>('idle');
  const turnOn = async () => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return setState('unsupported');
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const base = `/admin/${storeId}/`;
      const reg = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
      await navigator.serviceWorker.ready;
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const res = await fetch(`${base}alerts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ endpoint: sub.endpoint }), credentials: 'same-origin' });
      setState(res.ok ? 'on' : 'failed');
    } catch {
      setState('failed');
    }
  };
  const text = {
    idle: null, busy: 'Asking your browser…', on: 'Done: this phone will tell you of new orders.', denied: 'Notifications are blocked for this site in your browser settings.',
    unsupported: 'This browser cannot show notifications.', failed: 'We could not turn alerts on. Please try again.',
  }[state];
  return (
    <div className="owner-alerts">
      {state !== 'on' ? <button type="button" className="button button-quiet" onClick={() => void turnOn()} disabled={state === 'busy'} data-testid="owner-alerts">Tell me of new orders</button> : null}
      {text ? <p className="muted small" role="status">{text}</p> : null}
    </div>
  );
}

export default defineIsland('owner-alerts', OwnerAlerts);
