import { fail, type Fail, type Ok } from '../../core/result';
import type { Item } from '../../domain/tables/items';
import type { ShopCoupon } from './coupons';
import {
  planAdd,
  planSetQty,
  UNKNOWN_LINE,
  type BagLine,
  type LineFacts,
  type PlanFailure,
} from '../../domain/cart/bag-lines';
import type { UserData } from '../../domain/cart/cart-view';
import {
  MAX_MANUAL_ITEMS,
  nextManualId,
  TOO_MANY_MANUAL_ITEMS,
  UNKNOWN_MANUAL_ITEM,
  type ManualItem,
} from '../../domain/cart/manual-items';
import { mergeBags, type BagContents } from '../../domain/cart/merge';
import { applyCatalogue, type LineChange } from '../../domain/cart/refresh';
import { CART_SESSION_TTL_MS, isSessionExpired } from '../../domain/cart/session';
import { parseUserData, readLines, readManual, writeLine, writeManual, type SessionRow } from './shop-bag-rows';

/** Which bag a call is for. `create` makes the session when it does not exist yet (a new sid). */
export interface SessionRef {
  sid: string;
  now: number;
  create?: boolean;
  /**
   * The caller: the signed-in shopper's uid, or null when anonymous. A bag bound to a shopper answers only to
   * that shopper; anyone else finds it unknown (status 406) and changes nothing.
   */
  uid: string | null;
}

export interface BagState {
  sid: string;
  lines: BagLine[];
  manual: ManualItem[];
  coupon: string | null;
  user: UserData | null;
  uid: string | null;
  /** raised by every change of the bag; placement empties only the revision it priced */
  revision: number;
  /** the bag's coupon as stored, looked up next to the bag (undefined: not looked up) */
  couponRecord?: ShopCoupon | null;
  /** the shopper whose limits couponRecord was checked for */
  couponFor?: string | null;
}

type Invalid = Fail<{ invalid: true; rsn: string }>;
type Refusal = PlanFailure | typeof TOO_MANY_MANUAL_ITEMS | typeof UNKNOWN_MANUAL_ITEM;
export type Outcome<T = unknown> = Invalid | Refusal | Ok<{ state: BagState } & T>;

export const INVALID: Invalid = fail({ invalid: true, rsn: 'This shop did not issue that bag.' });

/**
 * The bags (cart sessions) of one shop, kept in the shop's object. Every method runs synchronously
 * inside one storage transaction (no await), so concurrent calls of one bag are serialized and none is
 * lost, and order placement can take the bag in the same transaction as stock and money. The rules are
 * the pure ones in domain/cart. A sid this shop never issued answers `invalid` (the API's status 406).
 */
export class ShopBags {
  private readonly sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  read(ref: SessionRef): Outcome {
    return this.run(ref, () => ({ ok: true }), false);
  }

  add(ref: SessionRef, facts: LineFacts, qty: number, onlySingle: boolean): Outcome<{ line: BagLine }> {
    return this.run(ref, (lines) => {
      const plan = planAdd(lines, facts, qty, { onlySingle, now: ref.now });
      if (plan.ok) writeLine(this.sql, ref.sid, plan.line);
      return plan;
    });
  }

  setQty(ref: SessionRef, lineId: string, qty: number, stockQty: number | null): Outcome {
    return this.run(ref, (lines) => {
      const plan = planSetQty(lines, lineId, qty, stockQty);
      if (plan.ok) writeLine(this.sql, ref.sid, plan.line);
      return plan;
    });
  }

  removeLine(ref: SessionRef, lineId: string): Outcome {
    return this.run(ref, () => {
      const gone = this.sql.exec('DELETE FROM bag_lines WHERE sid = ? AND id = ?', ref.sid, lineId).rowsWritten;
      return gone ? { ok: true } : UNKNOWN_LINE;
    });
  }

  /** Drops the listed lines (or, with null, every line) whose category is in `disabledCatIds`. */
  removeDeactivated(
    ref: SessionRef,
    lineIds: string[] | null,
    disabledCatIds: string[],
  ): Outcome<{ removed: string[] }> {
    return this.run(ref, (lines) => {
      const disabled = new Set(disabledCatIds);
      const wanted = lineIds ? new Set(lineIds) : null;
      const removed = lines
        .filter((l) => (l.status === 'deactivated' || disabled.has(l.catId)) && (!wanted || wanted.has(l.id)))
        .map((l) => l.id);
      for (const id of removed) this.sql.exec('DELETE FROM bag_lines WHERE sid = ? AND id = ?', ref.sid, id);
      return { ok: true, removed };
    });
  }

  clear(ref: SessionRef): Outcome {
    return this.run(ref, () => {
      this.emptyBag(ref.sid);
      this.sql.exec('UPDATE bags SET coupon = NULL WHERE sid = ?', ref.sid);
      return { ok: true };
    });
  }

  setCoupon(ref: SessionRef, code: string | null): Outcome {
    return this.run(ref, () => {
      this.sql.exec('UPDATE bags SET coupon = ? WHERE sid = ?', code, ref.sid);
      return { ok: true };
    });
  }

  /** With the `id` of an item in the bag, changes its name, quantity or photo; otherwise adds it (with that id when given). */
  saveManual(
    ref: SessionRef,
    input: Omit<ManualItem, 'id'> & { id?: string },
  ): Outcome<{ item: ManualItem; created: boolean }> {
    return this.run(ref, (_lines, manual) => {
      const known = input.id === undefined ? undefined : manual.find((m) => m.id === input.id);
      if (known) {
        const item = { ...known, ...input, id: known.id, image: input.image ?? known.image };
        writeManual(this.sql, ref.sid, item);
        return { ok: true, item, created: false };
      }
      if (manual.length >= MAX_MANUAL_ITEMS) {
        return TOO_MANY_MANUAL_ITEMS;
      }
      // the spec's clients name a new item with their own timestamp id; without one the bag picks it
      const item = { ...input, id: input.id ?? nextManualId(manual, ref.now) };
      writeManual(this.sql, ref.sid, item);
      return { ok: true, item, created: true };
    });
  }

  removeManual(ref: SessionRef, id: string): Outcome {
    return this.run(ref, () => {
      const gone = this.sql.exec('DELETE FROM bag_manual_items WHERE sid = ? AND id = ?', ref.sid, id).rowsWritten;
      return gone ? { ok: true } : UNKNOWN_MANUAL_ITEM;
    });
  }

  /** Saves the given fields of the shopper's name, address and distance; others stay. */
  setUser(ref: SessionRef, data: UserData): Outcome {
    return this.run(ref, () => {
      const merged = { ...parseUserData(this.session(ref.sid)!.user_data), ...data };
      this.sql.exec('UPDATE bags SET user_data = ? WHERE sid = ?', JSON.stringify(merged), ref.sid);
      return { ok: true };
    });
  }

  /** Re-prices and re-checks the lines of `checkedItemIds` against the items D1 returned for them. */
  refresh(
    ref: SessionRef,
    items: Item[],
    checkedItemIds: string[],
    disabledCatIds: string[],
  ): Outcome<{ changes: LineChange[]; deactivated: string[] }> {
    return this.run(ref, (lines) => {
      const result = applyCatalogue(
        lines,
        new Map(items.map((i) => [i.ID, i])),
        disabledCatIds,
        new Set(checkedItemIds),
      );
      for (const line of result.lines) writeLine(this.sql, ref.sid, line);
      return { ok: true, changes: result.changes, deactivated: result.deactivated };
    });
  }

  /**
   * The caller's own bag (`ref`) takes in the guest bag `guestSid` (see domain/cart/merge), which is emptied, in
   * one transaction. A guest bag that belongs to another shopper is never moved: the merge answers invalid.
   */
  absorb(ref: SessionRef, guestSid: string, onlySingle: boolean): Outcome {
    return this.run(ref, (lines, manual) => {
      const guest = this.session(guestSid);
      if (!guest || isSessionExpired(guest.touched_at, ref.now) || (guest.uid !== null && guest.uid !== ref.uid))
        return INVALID;
      const from: BagContents = { lines: readLines(this.sql, guestSid), manual: readManual(this.sql, guestSid) };
      const merged = mergeBags({ lines, manual }, from, { onlySingle, now: ref.now });
      this.emptyBag(ref.sid);
      for (const l of merged.lines) writeLine(this.sql, ref.sid, l);
      for (const m of merged.manual) writeManual(this.sql, ref.sid, m);
      this.emptyBag(guestSid);
      this.sql.exec('UPDATE bags SET coupon = NULL, revision = revision + 1 WHERE sid = ?', guestSid);
      return { ok: true };
    });
  }

  /** Binds an anonymous bag to the signed-in caller (a bag already bound to someone never moves: run refuses it). */
  bindUser(ref: SessionRef): Outcome {
    return this.run(ref, () => {
      if (!ref.uid) return INVALID;
      this.sql.exec('UPDATE bags SET uid = ? WHERE sid = ?', ref.uid, ref.sid);
      return { ok: true };
    });
  }

  /** Whether a call with `ref` may use the bag: it is live and the caller's (or anonymous), or is to be created. */
  usable(ref: SessionRef): boolean {
    const row = this.session(ref.sid);
    if (!row) return Boolean(ref.create);
    return !isSessionExpired(row.touched_at, ref.now) && (row.uid === null || row.uid === ref.uid);
  }

  /** Deletes the bags unused for two days; answers how many went. */
  sweepExpired(now: number): number {
    const cutoff = now - CART_SESSION_TTL_MS;
    return this.storage.transactionSync(() => {
      const gone = this.sql
        .exec('SELECT sid FROM bags WHERE touched_at < ? LIMIT 500', cutoff)
        .toArray()
        .map((r) => String(r.sid));
      for (const sid of gone) {
        this.emptyBag(sid);
        this.sql.exec('DELETE FROM bags WHERE sid = ?', sid);
      }
      return gone.length;
    });
  }

  private emptyBag(sid: string): void {
    this.sql.exec('DELETE FROM bag_lines WHERE sid = ?', sid);
    this.sql.exec('DELETE FROM bag_manual_items WHERE sid = ?', sid);
  }

  private session(sid: string): SessionRow | null {
    return this.sql.exec<SessionRow>('SELECT * FROM bags WHERE sid = ?', sid).toArray().at(0) ?? null;
  }

  /** Opens (or creates) the session and runs `change` in one transaction; adds the new state. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private run(
    ref: SessionRef,
    change: (lines: BagLine[], manual: ManualItem[]) => { ok: boolean },
    changes = true,
  ): any {
    return this.storage.transactionSync(() => {
      const row = this.session(ref.sid);
      if (row && isSessionExpired(row.touched_at, ref.now)) return INVALID;
      if (row && row.uid !== null && row.uid !== ref.uid) return INVALID;
      if (!row) {
        if (!ref.create) return INVALID;
        this.sql.exec('INSERT INTO bags (sid, created_at, touched_at) VALUES (?, ?, ?)', ref.sid, ref.now, ref.now);
      } else if (ref.now > row.touched_at) {
        this.sql.exec('UPDATE bags SET touched_at = ? WHERE sid = ?', ref.now, ref.sid);
      }
      const result = change(readLines(this.sql, ref.sid), readManual(this.sql, ref.sid));
      if (!result.ok) return result;
      if (changes) this.sql.exec('UPDATE bags SET revision = revision + 1 WHERE sid = ?', ref.sid);
      const fresh = this.session(ref.sid)!;
      const state: BagState = {
        sid: fresh.sid,
        lines: readLines(this.sql, ref.sid),
        manual: readManual(this.sql, ref.sid),
        coupon: fresh.coupon,
        user: parseUserData(fresh.user_data),
        uid: fresh.uid,
        revision: Number(fresh.revision ?? 0),
      };
      return { ...result, state };
    });
  }
}
