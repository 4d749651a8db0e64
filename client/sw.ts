/// <reference lib="webworker" />
import { parsePushMessage, pushTarget, untitledTitleOf } from '../src/domain/plugins/push';

declare const self: ServiceWorkerGlobalScope;

/** A message without a title is titled in the language of the page that registered this worker (push.ts). */
const untitled = untitledTitleOf(self.location.href);

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

/** A push message: a banner on an open, visible shop page, otherwise a system notification. */
self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const banner = parsePushMessage(payload, untitled);
  if (!banner) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = windows.filter((w) => w.visibilityState === 'visible');
      if (visible.length) for (const w of visible) w.postMessage({ type: 'push', ...banner });
      else
        await self.registration.showNotification(banner.title, {
          body: banner.body,
          icon: '/favicon.svg',
          data: { url: pushTarget(self.registration.scope, banner.url) },
        });
    })(),
  );
});

/** A tapped notification opens the shop's page it is about (or the shop's home): never the bare platform page. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(
    self.clients.openWindow(pushTarget(self.registration.scope, typeof url === 'string' ? url : undefined)),
  );
});
