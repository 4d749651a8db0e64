import type { Result } from '../../core/result';
/**
 * A generated past for a development shop (docs/platform-api.md, "Order history"): copies of one real order spread
 * back over days, so a console, a report or a browser journey can be tried on a shop a year old without waiting a
 * year. Pure: the caller gives the clock and the shoppers' phones and names.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface HistoryRequest {
  /** how many days back from `now` the copies reach (1-400) */
  days: number;
  /** copies on each of those days (1-200) */
  perDay: number;
}

export interface PastOrder {
  createdAt: number;
  /** delivered a few hours later, or cancelled: every twentieth */
  status: 'DELIVERED' | 'CANCELLED';
  closedAt: number;
  phone: string;
  name: string;
}

export interface Shopper {
  phone: string;
  name: string;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const HISTORY_LIMITS = { days: 400, perDay: 200, orders: 40_000 } as const;

/** Checks a request's numbers; the reason is the sentence the operator reads. */
export function checkHistoryRequest(
  body: unknown,
): Result<{ request: HistoryRequest }, { field: string; rsn: string }> {
  const b = (body ?? {}) as Record<string, unknown>;
  const whole = (v: unknown, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max;
  if (!whole(b.days, HISTORY_LIMITS.days))
    return { ok: false, field: 'days', rsn: `days: a whole number from 1 to ${HISTORY_LIMITS.days}.` };
  if (!whole(b.per_day, HISTORY_LIMITS.perDay))
    return { ok: false, field: 'per_day', rsn: `per_day: a whole number from 1 to ${HISTORY_LIMITS.perDay}.` };
  const days = b.days as number;
  const perDay = b.per_day as number;
  if (days * perDay > HISTORY_LIMITS.orders)
    return {
      ok: false,
      field: 'per_day',
      rsn: `days × per_day: at most ${HISTORY_LIMITS.orders.toLocaleString('en-IN')} orders at once.`,
    };
  return { ok: true, request: { days, perDay } };
}

/**
 * The orders of each day from `days` days ago to yesterday, oldest first: `perDay` of them between 09:00 and 21:00
 * in India, each at its own millisecond, shoppers taken in turn from `shoppers`.
 */
export function planHistory(now: number, request: HistoryRequest, shoppers: readonly Shopper[]): PastOrder[] {
  if (shoppers.length === 0) return [];
  const istMidnight = now - ((now + 330 * 60_000) % DAY_MS);
  const orders: PastOrder[] = [];
  const spacing = Math.floor((12 * HOUR_MS) / request.perDay);
  for (let back = request.days; back >= 1; back--) {
    const opens = istMidnight - back * DAY_MS + 9 * HOUR_MS;
    for (let i = 0; i < request.perDay; i++) {
      const n = orders.length;
      const createdAt = opens + i * spacing + (n % 997);
      const shopper = shoppers[n % shoppers.length];
      const cancelled = n % 20 === 19;
      orders.push({
        createdAt,
        status: cancelled ? 'CANCELLED' : 'DELIVERED',
        closedAt: createdAt + (cancelled ? 20 : 150) * 60_000,
        phone: shopper.phone,
        name: shopper.name,
      });
    }
  }
  return orders;
}

/** The shoppers the copies are shared among: given ones (phone of 10 digits, a name), or the template's own. */
export function checkHistoryShoppers(
  value: unknown,
): Result<{ shoppers: Shopper[] | null }, { field: string; rsn: string }> {
  if (value === undefined) return { ok: true, shoppers: null };
  const refusal = {
    ok: false as const,
    field: 'shoppers',
    rsn: 'shoppers: a list of 1 to 50 { phone: 10 digits, name: 1-60 characters }.',
  };
  if (!Array.isArray(value) || value.length < 1 || value.length > 50) return refusal;
  const shoppers: Shopper[] = [];
  for (const s of value as unknown[]) {
    const { phone, name } = (s ?? {}) as Record<string, unknown>;
    if (typeof phone !== 'string' || !/^[6-9]\d{9}$/.test(phone)) return refusal;
    if (typeof name !== 'string' || !name.trim() || name.length > 60 || LONE_SURROGATE.test(name)) return refusal;
    shoppers.push({ phone, name: name.trim() });
  }
  return { ok: true, shoppers };
}
