import { Contended } from '../../core/errors';
import { fail, ok, type Result } from '../../core/result';
import { storeSchema, type Store } from '../../domain/tables/stores';
import { applyPatch } from '../../domain/owner/strict';
import { storeFromRow } from './rows';
import { STORES } from '../../domain/tables/stores';
import { cellOf } from '../../domain/tables/table';
import type { ShopData } from './shop-data';

/** The shop's own settings row, written by the owner API (reads go through storeFromRow like the storefront's). */

export async function readStore(shop: ShopData): Promise<{ store: Store; updatedAt: number } | null> {
  const { db, id: storeId } = shop;
  const row = await db
    .prepare(`SELECT ${STORES.select()}, updated_at FROM stores WHERE id = ?`)
    .bind(storeId)
    .first<Record<string, unknown>>();
  return row ? { store: storeFromRow(row), updatedAt: Number(row.updated_at ?? 0) } : null;
}

type StoreIssue = { path: PropertyKey[]; message: string; code: string };
/** Refused by storeSchema: `rsn` is the first issue's message, `issues` all of them (callers name the field). */
export type StoreChange = Result<{ store: Store }, { rsn: string; issues: StoreIssue[] }>;

/**
 * A change that can travel to the shop's object (a closure cannot): set whole fields, or merge a validated
 * patch into the store or into one of its object fields (`applyPatch`: null removes an optional setting).
 */
export type StoreEdit = { set: Partial<Store> } | { merge: Record<string, unknown>; into?: Exclude<keyof Store, 'id'> };

function applyStoreEdit(store: Store, edit: StoreEdit): Store {
  if ('set' in edit) return { ...store, ...edit.set };
  if (!edit.into) return applyPatch(store, edit.merge);
  return { ...store, [edit.into]: applyPatch((store[edit.into] ?? {}) as Record<string, unknown>, edit.merge) };
}

/** Someone else changed the shop's settings every time we tried (answered 409 BUSY by the API's error handler). */
const storeChangeConflict = () =>
  new Contended(
    "The shop's settings were being changed by someone else at the same moment. Please check them and try again.",
  );

/**
 * One read, change, validate with storeSchema, write of only the changed columns. The UPDATE is conditional on
 * updated_at: 'conflict' when another change landed between our read and our write.
 */
async function changeOnce(shop: ShopData, change: (store: Store) => Store): Promise<StoreChange | null | 'conflict'> {
  const { db, id: storeId } = shop;
  const current = await readStore(shop);
  if (!current) return null;
  const parsed = storeSchema.safeParse(change(current.store));
  if (!parsed.success)
    return fail({
      rsn: parsed.error.issues[0]?.message ?? 'The settings are not valid.',
      issues: parsed.error.issues.map((i) => ({ path: i.path, message: i.message, code: i.code })),
    });
  const next = parsed.data;
  const sets: string[] = [];
  const values: (string | number | null)[] = [];
  for (const field of STORES.patchable) {
    const before = cellOf(current.store[field]);
    const after = cellOf(next[field]);
    if (before !== after) {
      sets.push(`${STORES.columnOf[field]} = ?`);
      values.push(after);
    }
  }
  if (sets.length === 0) return ok({ store: next });
  const stamp = Math.max(current.updatedAt + 1, Date.now());
  const res = await db
    .prepare(`UPDATE stores SET ${sets.join(', ')}, updated_at = ? WHERE id = ? AND updated_at = ?`)
    .bind(...values, stamp, storeId, current.updatedAt)
    .run();
  return res.meta.changes > 0 ? ok({ store: next }) : 'conflict';
}

const CHANGE_ATTEMPTS = 10;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A change given as a closure, run on the Worker against the shop's database: two owners changing the same
 * shop at once never lose each other's changes (the losing write retries after a short random pause). When
 * every attempt lost, Contended (409 BUSY). Changes that can be described as a StoreEdit should use
 * editStore through `shop.call` instead: it runs inside the shop's object and cannot conflict.
 */
export async function changeStore(shop: ShopData, change: (store: Store) => Store): Promise<StoreChange | null> {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(Math.random() * Math.min(100, 5 * 2 ** attempt));
    const result = await changeOnce(shop, change);
    if (result !== 'conflict') return result;
  }
  throw storeChangeConflict();
}

/**
 * SHOP_CALLS.editStore: the same read, change, validate and write as changeStore, run as one call of the shop's
 * object (`openShop(env, storeId).call('editStore', edit)`). Nothing else runs in the object between the read and
 * the write, so concurrent edits apply one after another and none is refused.
 */
export async function editStore(shop: ShopData, edit: StoreEdit): Promise<StoreChange | null> {
  const result = await changeOnce(shop, (store) => applyStoreEdit(store, edit));
  if (result === 'conflict') throw storeChangeConflict();
  return result;
}
