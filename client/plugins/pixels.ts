type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; push?: unknown };
declare global {
  interface Window {
    fbq?: Fbq;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function addScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

/** Facebook pixel and Google tag, loaded after the page is interactive; page view and view item sent at once. */
export function loadPixels(fbPixel?: string, gtagId?: string, screen?: string, itemId?: string): void {
  if (fbPixel) {
    const fbq: Fbq = (...args: unknown[]) => {
      (fbq.queue = fbq.queue || []).push(args);
    };
    window.fbq = fbq;
    fbq('init', fbPixel);
    fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  if (gtagId) {
    window.dataLayer = window.dataLayer || [];
    window.gtag = function gtag() {
      window.dataLayer!.push(arguments);
    }; // gtag.js reads the arguments object
    window.gtag('js', new Date());
    window.gtag('config', gtagId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`);
  }
  if (screen === 'ItemDetails' && itemId) trackEvent('view_item', { item_id: itemId });
  window.addEventListener('storefront:track', (e) => {
    const { name, data } = (e as CustomEvent).detail;
    trackEvent(name, data);
  });
}

const FB_EVENTS: Record<string, string> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};

function trackEvent(name: string, data: Record<string, unknown>): void {
  window.gtag?.('event', name, data);
  if (FB_EVENTS[name]) window.fbq?.('track', FB_EVENTS[name], data);
}
