import type { OrderStatus } from './status';
import { decodeCursor, istDateRange, type Key } from '../paging';

/**
 * The console inbox's tabs: the statuses an owner thinks of as one (packed is still "accepted" to a kirana owner,
 * a rejected or refused order is as gone as a cancelled one). Every status is in exactly one tab.
 */
export const INBOX_TABS = [
  { id: 'waiting', statuses: ['AWAITING_PAYMENT', 'PAYMENT_SUBMITTED'] },
  { id: 'new', statuses: ['PLACED'] },
  { id: 'accepted', statuses: ['ACCEPTED', 'PACKED'] },
  { id: 'out', statuses: ['SHIPPED'] },
  { id: 'delivered', statuses: ['DELIVERED'] },
  { id: 'cancelled', statuses: ['CANCELLED', 'REJECTED', 'RETURNED'] },
] as const satisfies readonly { id: string; statuses: readonly OrderStatus[] }[];

export type InboxTabId = (typeof INBOX_TABS)[number]['id'];

/** The tab a `?tab=` names, or undefined (every order) for anything else. */
export function inboxTabOf(raw: string | undefined): (typeof INBOX_TABS)[number] | undefined {
  return INBOX_TABS.find((tab) => tab.id === raw);
}

/** Each tab's count from the per-status counts of one grouped query. */
export function tabCounts(byStatus: Readonly<Record<string, number>>): Record<InboxTabId, number> {
  return Object.fromEntries(
    INBOX_TABS.map((tab) => [tab.id, tab.statuses.reduce((n, s) => n + (byStatus[s] ?? 0), 0)]),
  ) as Record<InboxTabId, number>;
}

/** What the inbox shows, from its query: a tab, IST days, a search, a page; `bad` when a date or cursor was not valid (then left out). */
export interface InboxView {
  tab?: InboxTabId;
  from?: string;
  to?: string;
  q?: string;
  cursor?: Key;
  cursorText?: string;
  since?: number;
  until?: number;
  bad: boolean;
}

export function inboxViewOf(raw: { tab?: string; from?: string; to?: string; q?: string; cursor?: string }): InboxView {
  const view: InboxView = { bad: false, tab: inboxTabOf(raw.tab)?.id };
  const q = (raw.q ?? '').trim().slice(0, 100);
  if (q) view.q = q;
  const range = istDateRange(raw.from || undefined, raw.to || undefined);
  if (range.ok) {
    if (raw.from) view.from = raw.from;
    if (raw.to) view.to = raw.to;
    view.since = range.since;
    view.until = range.until;
  } else view.bad = true;
  if (raw.cursor) {
    const key = decodeCursor(raw.cursor, ['int', 'text']);
    if (key) {
      view.cursor = key;
      view.cursorText = raw.cursor;
    } else view.bad = true;
  }
  return view;
}

/** The inbox's address for a view, e.g. to another tab (its cursor dropped) or the next page. */
export function inboxHref(base: string, view: Pick<InboxView, 'tab' | 'from' | 'to' | 'q' | 'cursorText'>): string {
  const query = new URLSearchParams();
  for (const name of ['tab', 'from', 'to', 'q'] as const) if (view[name]) query.set(name, view[name]!);
  if (view.cursorText) query.set('cursor', view.cursorText);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * Where a move or payment form leads back to: the view it was posted from (tab, days, search, page) as a query
 * string, rebuilt from what inboxViewOf accepts so nothing else rides along; '' for the first page.
 */
export function inboxReturnQuery(raw: string): string {
  if (!raw || raw.length > 1000) return '';
  const query = new URLSearchParams(raw);
  const view = inboxViewOf({
    tab: query.get('tab') ?? undefined,
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
    q: query.get('q') ?? undefined,
    cursor: query.get('cursor') ?? undefined,
  });
  if (view.bad) return '';
  return inboxHref('', view).replace(/^\?/, '');
}
