import { CHAT_CHECK_DELAY_MS } from '../../src/domain/plugins/chat';

type TawkApi = { onLoad?: () => void; hideWidget?: () => void; maximize?: () => void };
declare global {
  interface Window { Tawk_API?: TawkApi; Tawk_LoadStart?: Date }
}

/**
 * Live chat: the check runs 1 s after load; Tawk's own bubble is hidden 1 s after it loads, and our
 * chat button (in the contact sheet) opens it instead, so one consistent button serves every shop.
 */
export function startChat(config: string): void {
  const [kind, id] = config.split(':', 2);
  if (kind !== 'tawk' || !id) return;
  setTimeout(() => {
    const api: TawkApi = (window.Tawk_API = window.Tawk_API || {});
    window.Tawk_LoadStart = new Date();
    api.onLoad = () => setTimeout(() => api.hideWidget?.(), CHAT_CHECK_DELAY_MS);
    const s = document.createElement('script');
    s.async = true;
    s.src = `https://embed.tawk.to/${id}`;
    s.crossOrigin = 'anonymous';
    document.body.appendChild(s);
  }, CHAT_CHECK_DELAY_MS);
  document.addEventListener('click', (e) => {
    if ((e.target as Element | null)?.closest?.('[data-chat-open]')) {
      e.preventDefault();
      window.Tawk_API?.maximize?.();
    }
  });
}
