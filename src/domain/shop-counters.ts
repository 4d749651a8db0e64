/**
 * What the operator counts per shop (issue #40 item 6): pages shown, orders placed, image transformations made and
 * requests that failed (5xx). Each goes to Workers Analytics Engine as it happens and into the shop's own running
 * count, which the operator API reads.
 */
export const SHOP_COUNTERS = ['views', 'orders', 'transformations', 'errors'] as const;
export type ShopCounter = (typeof SHOP_COUNTERS)[number];
export type ShopCounts = Record<ShopCounter, number>;

export const noCounts = (): ShopCounts => ({ views: 0, orders: 0, transformations: 0, errors: 0 });

export function addCounts(into: ShopCounts, more: Partial<ShopCounts>): ShopCounts {
  for (const name of SHOP_COUNTERS) into[name] += Math.max(0, Math.floor(Number(more[name] ?? 0)) || 0);
  return into;
}

/** What a finished request of a shop counts: a page shown (a GET answered 2xx or 304 with HTML) or an error (5xx). */
export function requestCounter(r: { method: string; status: number; contentType: string }): ShopCounter | null {
  if (r.status >= 500) return 'errors';
  const shown = (r.status >= 200 && r.status < 300) || r.status === 304;
  if (r.method === 'GET' && shown && r.contentType.startsWith('text/html')) return 'views';
  return null;
}
