import { parsePushMessage, pushScope } from '../../src/domain/plugins/push';
import { post } from './api';

/** A message that arrives while the shop is open shows as a banner at the top (title and body). */
function showPushBanner(title: string, body: string): void {
  const bar = document.createElement('div');
  bar.className = 'push-banner';
  bar.setAttribute('role', 'status');
  bar.dataset.testid = 'push-banner';
  const strong = document.createElement('strong');
  strong.textContent = title;
  const p = document.createElement('p');
  p.textContent = body;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', 'Dismiss');
  close.textContent = '×';
  close.onclick = () => bar.remove();
  for (const el of [strong, p, close]) bar.appendChild(el);
  document.body.appendChild(bar);
}

/** Registers the service worker that receives the shop's push messages, and offers "Turn on offer alerts". */
export async function startPush(storeId: string, vapidKey: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (e) => {
    const banner = e.data?.type === 'push' ? parsePushMessage(e.data) : null;
    if (banner) showPushBanner(banner.title, banner.body);
  });
  // scoped to this shop: `/{storeId}/` on the platform host, `/` on the shop's own domain
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: pushScope(storeId, location.pathname) });
  if (!('PushManager' in window) || !('Notification' in window)) return;
  const button = document.querySelector<HTMLButtonElement>('[data-push-enable]');
  if (!button || Notification.permission === 'denied') return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    if ((await Notification.requestPermission()) !== 'granted') return;
    try {
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKey });
      await post('/api/v2/plugins/push/subscribe', storeId, { subscription: subscription.toJSON() });
      button.textContent = 'Offer alerts are on';
      button.disabled = true;
    } catch (err) {
      console.warn('push subscription failed', err);
    }
  });
}
