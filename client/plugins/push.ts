import { parsePushMessage, pushScope, pushWorkerUrl } from '../../src/domain/plugins/push';
import { post } from './api';

/** The offer alerts' words in the page's language (body data attributes, src/pages/layout/plugins.tsx). */
export interface PushWords {
  on: string;
  title: string;
  dismiss: string;
}

/** A message that arrives while the shop is open shows as a banner at the top (title and body). */
function showPushBanner(title: string, body: string, words: PushWords): void {
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
  close.setAttribute('aria-label', words.dismiss);
  close.textContent = '×';
  close.onclick = () => bar.remove();
  for (const el of [strong, p, close]) bar.appendChild(el);
  document.body.appendChild(bar);
}

/** Registers the service worker that receives the shop's push messages, and offers "Turn on offer alerts". */
export async function startPush(storeId: string, vapidKey: string, words: PushWords): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (e) => {
    const banner = e.data?.type === 'push' ? parsePushMessage(e.data, words.title) : null;
    if (banner) showPushBanner(banner.title, banner.body, words);
  });
  // scoped to this shop: `/{storeId}/` on the platform host, `/` on the shop's own domain
  // the worker learns the untitled message's title in the page's language from its address
  const registration = await navigator.serviceWorker.register(pushWorkerUrl(words.title), {
    scope: pushScope(storeId, location.pathname),
  });
  if (!('PushManager' in window) || !('Notification' in window)) return;
  const button = document.querySelector<HTMLButtonElement>('[data-push-enable]');
  if (!button || Notification.permission === 'denied') return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    if ((await Notification.requestPermission()) !== 'granted') return;
    try {
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapidKey,
      });
      await post('/api/v2/plugins/push/subscribe', storeId, { subscription: subscription.toJSON() });
      button.textContent = words.on;
      button.disabled = true;
    } catch (err) {
      console.warn('push subscription failed', err);
    }
  });
}
