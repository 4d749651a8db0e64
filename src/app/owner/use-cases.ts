import type { z } from 'zod';
import { recordNamedImages } from '../../data/media/resizer-sources';
import type { Bindings as Env } from '../../env';
import type { Item } from '../../domain/tables/items';
import { describeIssue, type IssueLike } from '../../domain/owner/issues';
import type { Said } from '../../domain/i18n/said';
import {
  EDIT_CONFLICT,
  itemExists,
  NO_SUCH_ITEM,
  type OwnerRefusal,
  unknownCategory,
} from '../../domain/owner/refusals';
import { NO_SUCH_SHOP, noSuchRecord, recordExists } from '../../domain/owner/setting-refusals';
import { invalidateShop } from '../../data/owner-cache';
import { insertItem, readItem, updateItem } from '../../data/shop/owner-catalogue';
import { deleteRecord, insertRecord, readRecord, updateRecord } from '../../data/shop/owner-content';
import type { Shop } from '../../data/shop/shop-db';
import type { StoreEdit } from '../../data/shop/owner-store';
import type { Store } from '../../domain/tables/stores';
import { log } from '../../core/log';
import type { Fail, Result } from '../../core/result';
import { itemCreate, itemPatch } from './schemas/catalogue';
import { forgetPhotos, photosBeforeChange } from './forget-photos';
import { RESOURCES } from './content-specs';

/**
 * Owner changes as use cases, for the console's forms: the owner API's schemas judge the body, the same
 * repositories write it, and the shop's cache version moves so shoppers see it at once. A refusal names the field
 * (the path of the schema's issue) and says why, as the owner API would.
 */
/** `say`: the refusal as a message id, for an owner who reads Hindi or Tamil (admin/owner-language.ts). */
export type OwnerProblem = {
  status: number;
  rsn: string;
  code: string;
  field: string;
  path: readonly PropertyKey[];
  say?: Said;
};
export type Refused = Fail<OwnerProblem>;
export type Done<T> = Result<{ value: T }, OwnerProblem>;

const refused = (
  status: number,
  rsn: string,
  code: string,
  field: string,
  path: readonly PropertyKey[] = [field],
  say?: Said,
): Refused => ({ ok: false, status, rsn, code, field, path, ...(say ? { say } : {}) });
/** The owner API's refusal (domain/owner/refusals.ts, setting-refusals.ts), its message id kept for the console's language. */
export const refusedAs = (status: number, r: OwnerRefusal, field = r.field ?? 'body'): Refused =>
  refused(status, r.rsn, r.code, field, [field], r.say);

function invalid(issues: readonly IssueLike[]): Refused {
  const issue = issues[0] ?? { code: 'custom', path: [], message: 'Invalid' };
  const f = describeIssue(issue);
  return { ok: false, status: 400, rsn: f.rsn, code: f.code, field: f.field, path: issue.path, say: f.say };
}

export function parse<T extends z.ZodType>(schema: T, body: unknown): Result<{ data: z.output<T> }, OwnerProblem> {
  const res = schema.safeParse(body);
  return res.success ? { ok: true, data: res.data } : invalid(res.error.issues as IssueLike[]);
}

/**
 * After a change: shoppers see it at once (a failed bump only delays that by the page memos' 10 s). A change of
 * items' rows alone (`itemsOnly`) was settled by the shop's object for the categories it touched
 * (durable/shop/schema-v10): the other categories' cached pages stay.
 */
export async function ownerChanged(
  env: Env,
  storeId: string,
  what: string,
  requestId?: string,
  itemsOnly = false,
): Promise<void> {
  try {
    if (!itemsOnly) await invalidateShop(env, storeId);
  } catch (err) {
    log('warn', 'shop cache invalidation failed', { requestId, storeId, error: String(err) });
  }
  log('info', 'owner change', { requestId, storeId, what, via: 'console' });
}

export async function createItem(env: Env, shop: Shop, body: unknown): Promise<Done<Item>> {
  const storeId = shop.id;
  const parsed = parse(itemCreate, body);
  if (!parsed.ok) return parsed;
  const item = parsed.data as Item;
  const res = await insertItem(shop, item);
  if (res === 'no-category') return refusedAs(400, unknownCategory(item.CAT_ID));
  if (res === 'taken') return refusedAs(409, itemExists(item.ID));
  await ownerChanged(env, storeId, 'item created', undefined, true);
  await recordNamedImages(env, storeId, item);
  return { ok: true, value: (await readItem(shop, item.ID))! };
}

/**
 * With `expectedVersion` (the item's version when the owner opened it) a save after someone else's is refused
 * (409 EDIT_CONFLICT) and changes nothing, as the owner API's If-Match.
 */
export async function changeItem(
  env: Env,
  shop: Shop,
  itemId: string,
  patch: unknown,
  expectedVersion?: number,
): Promise<Done<Item>> {
  const storeId = shop.id;
  const parsed = parse(itemPatch, patch);
  if (!parsed.ok) return parsed;
  const p = parsed.data as Partial<Item>;
  const before = await photosBeforeChange(shop, itemId, p);
  const res = await updateItem(shop, itemId, p, expectedVersion);
  if (res === 'missing') return refusedAs(404, NO_SUCH_ITEM);
  if (res === 'conflict')
    return refused(
      409,
      'Someone else saved this item after you opened it, so your change was not saved.',
      'EDIT_CONFLICT',
      'version',
      ['version'],
      EDIT_CONFLICT.say,
    );
  if (res === 'no-category') return refusedAs(400, unknownCategory(String(p.CAT_ID)));
  await ownerChanged(env, storeId, 'item changed', undefined, true);
  await recordNamedImages(env, storeId, p);
  await forgetPhotos(shop, before);
  return { ok: true, value: (await readItem(shop, itemId))! };
}

const coupons = RESOURCES.find((r) => r.path === 'coupons')!;

export async function createCoupon(env: Env, shop: Shop, body: unknown): Promise<Done<Record<string, unknown>>> {
  const storeId = shop.id;
  const parsed = parse(coupons.create, body);
  if (!parsed.ok) return parsed;
  const res = await insertRecord(shop, coupons.spec, parsed.data);
  if (res === 'taken') return refusedAs(409, recordExists('coupon', String(parsed.data.code), 'code'));
  await ownerChanged(env, storeId, 'coupon created');
  return { ok: true, value: (await readRecord(shop, coupons.spec, String(parsed.data.code)))! };
}

/** A coupon's PATCH: the merged coupon must pass the create rules, as in the owner API. */
export async function changeCoupon(
  env: Env,
  shop: Shop,
  code: string,
  patch: unknown,
): Promise<Done<Record<string, unknown>>> {
  const storeId = shop.id;
  const key = code.trim().toUpperCase();
  const parsedPatch = parse(coupons.patch, patch);
  if (!parsedPatch.ok) return parsedPatch;
  const before = await readRecord(shop, coupons.spec, key);
  if (!before) return refusedAs(404, noSuchRecord('coupon', 'code'));
  const writable = Object.fromEntries(Object.entries(before).filter(([f]) => !coupons.spec.readOnly?.includes(f)));
  const merged = parse(coupons.create, { ...writable, ...(parsedPatch.data as Record<string, unknown>) });
  if (!merged.ok) return merged;
  if ((await updateRecord(shop, coupons.spec, key, before, merged.data)) !== 'ok')
    return refusedAs(404, noSuchRecord('coupon', 'code'));
  await ownerChanged(env, storeId, 'coupon changed');
  return { ok: true, value: (await readRecord(shop, coupons.spec, key))! };
}

export async function removeCoupon(env: Env, shop: Shop, code: string): Promise<Done<string>> {
  const storeId = shop.id;
  const key = code.trim().toUpperCase();
  if ((await deleteRecord(shop, coupons.spec, key)) !== 'ok') return refusedAs(404, noSuchRecord('coupon', 'code'));
  await ownerChanged(env, storeId, 'coupon removed');
  return { ok: true, value: key };
}

/** A change of the settings row checked against its schema inside the shop's object (data/owner-store.ts editStore). */
export async function editShop<T extends z.ZodType>(
  env: Env,
  shop: Shop,
  what: string,
  schema: T | null,
  body: unknown,
  edit: (valid: z.output<T>) => StoreEdit,
): Promise<Done<Store>> {
  const storeId = shop.id;
  let valid: unknown = body;
  if (schema) {
    const parsed = parse(schema, body);
    if (!parsed.ok) return parsed;
    valid = parsed.data;
  }
  const result = await shop.call('editStore', edit(valid as z.output<T>));
  if (!result) return refusedAs(404, NO_SUCH_SHOP, 'storeId');
  if (!result.ok) return invalid(result.issues as IssueLike[]);
  await ownerChanged(env, storeId, what);
  return { ok: true, value: result.store };
}
