import { CHAT_CHECK_DELAY_MS } from '../../src/domain/plugins/chat';

type TawkApi = { onLoad?: () => void; hideWidget?: () => void; maximize?: () => void };
declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

let loading: Promise<TawkApi> | null = null;
let opening = false;

/**
 * Tawk's script, added once, when the shopper first reaches for the contact sheet (the island wakes on intent).
 * Tawk's own bubble is hidden 1 s after it loads unless the shopper already asked for the chat: the sheet's
 * "Live chat" button opens it, so one consistent button serves every shop.
 */
export function loadTawk(id: string): Promise<TawkApi> {
  return (loading ??= new Promise<TawkApi>((resolve) => {
    const api: TawkApi = (window.Tawk_API = window.Tawk_API || {});
    window.Tawk_LoadStart = new Date();
    api.onLoad = () => {
      resolve(api);
      setTimeout(() => {
        if (!opening) api.hideWidget?.();
      }, CHAT_CHECK_DELAY_MS);
    };
    const s = document.createElement('script');
    s.async = true;
    s.src = `https://embed.tawk.to/${id}`;
    s.crossOrigin = 'anonymous';
    document.body.appendChild(s);
  }));
}

/** Opens Tawk's chat window, as soon as its script has loaded. */
export function openTawk(id: string): void {
  opening = true;
  void loadTawk(id).then((api) => api.maximize?.());
}
