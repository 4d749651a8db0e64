import { PRESENCE_PING_MS } from '../../src/domain/plugins/tracking';
import { post } from './api';

function visitorId(): string {
  try {
    let id = localStorage.getItem('visitorId');
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem('visitorId', id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/** Presence every 12 s while the page is visible; each tick adds a 12 s view-time step on the server. */
export function startPresence(storeId: string, page: string, itemId?: string): void {
  const id = visitorId();
  let first = true;
  const tick = () => {
    if (document.visibilityState !== 'visible') return;
    void post('/api/v2/stats/presence', storeId, {
      visitorId: id,
      page,
      url: location.pathname,
      itemId,
      newVisit: first && !sessionStorage.getItem(`presence:${storeId}`),
    });
    if (first) sessionStorage.setItem(`presence:${storeId}`, '1');
    first = false;
  };
  tick();
  setInterval(tick, PRESENCE_PING_MS);
}
