import { post } from './api';

/** The store view counter rises once per visit: the visit is this browser tab session (spec `storeVisited`). */
export function countVisit(storeId: string): void {
  const key = `storeVisited:${storeId}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return;
  }
  void post('/api/v2/stats/view', storeId, {});
}
