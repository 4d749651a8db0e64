import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';
import { ShopBags, type BagState, type SessionRef } from '../data/shop/shop-bags';
import { addProduct, type AddProductInput, type AddProductResult } from '../data/shop/shop-add-product';
import { findCoupon } from '../data/shop/coupons';
import { expireUnpaidOrders, nextPaymentDeadline } from '../data/shop/orders-payment';
import { notePhotosGone, sweepGonePhotos } from '../data/media/photo-sweep';
import { LATEST_SHOP_SCHEMA, migrateShop, readMeta } from './shop/migrations';
import { backfillSearchKeys, SEARCH_KEYS_VERSION } from './shop/search-keys';
import { localDatabase, onlyReads, runStep, runSteps, type SqlStep, type StepResult } from '../data/shop/sql-d1';
import {
  READING_CALLS,
  runShopCall,
  type ShopCallArgs,
  type ShopCallName,
  type ShopCallResult,
} from '../data/shop/shop-calls';
import {
  answer,
  ShopMismatch,
  ShopNotProvisioned,
  type ProvisionFields,
  type ShopAnswer,
} from '../data/shop/shop-answer';
import type { ShopData } from '../data/shop/shop-data';
import { BAG_METHODS, type BagMethod } from '../data/shop/shop-bag-methods';
import { bumpShopVersion, type ShopPages } from '../data/owner-cache';
import { log } from '../core/log';
import type { ChangeScope } from '../domain/page-freshness';

/** Sweep expired bags once a day. */
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * One shop's database: a SQLite Durable Object addressed by `idFromName(storeId)`. It holds everything
 * of that shop (catalogue and its search index, content, coupons, plugins, customers, ledgers, orders
 * and bags), so its cost and speed never depend on how many other shops the platform has. Every call
 * names the shop it is for, and an object answers only for the shop it was provisioned as; an object
 * that was never provisioned writes nothing and refuses every call.
 */
export class ShopStore extends DurableObject<Bindings> {
  private storeId: string | null = null;
  private readonly bags: ShopBags;
  /** the shop's version moves one change at a time (data/owner-cache `bumpShopVersion`) */
  private bumps: Promise<unknown> = Promise.resolve();
  /** the version this object wrote last, and its run of scoped changes */
  private pages: ShopPages | null = null;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.bags = new ShopBags(ctx.storage);
    const meta = readMeta(ctx.storage.sql);
    if (meta) {
      this.storeId = meta.storeId;
      if (meta.version < LATEST_SHOP_SCHEMA) migrateShop(ctx.storage, meta.storeId, meta.version);
      if (meta.version < SEARCH_KEYS_VERSION) backfillSearchKeys(ctx.storage);
    }
  }

  /** Creates the shop's schema and its settings row (idempotent: a second call changes nothing). */
  provision(storeId: string, fields: ProvisionFields): Promise<ShopAnswer<{ created: boolean }>> {
    return answer(() => this.provisionNow(storeId, fields));
  }

  private async provisionNow(storeId: string, fields: ProvisionFields): Promise<{ created: boolean }> {
    if (this.storeId && this.storeId !== storeId)
      throw new Error(`shop object of ${this.storeId} cannot become ${storeId}`);
    const version = readMeta(this.ctx.storage.sql)?.version ?? 0;
    migrateShop(this.ctx.storage, storeId, version);
    this.storeId = storeId;
    const created =
      runStep(this.ctx.storage.sql, {
        sql: 'INSERT OR IGNORE INTO stores (id, name, updated_at) VALUES (?, ?, ?)',
        params: [storeId, fields.name, fields.now],
      }).changes > 0;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(fields.now + SWEEP_EVERY_MS);
    return { created };
  }

  /** Repository statements over RPC: one statement, or several in one transaction. */
  statements(storeId: string, steps: SqlStep[]): Promise<ShopAnswer<StepResult[]>> {
    return answer(async () => {
      this.assertShop(storeId);
      const results =
        steps.length === 1 ? [runStep(this.ctx.storage.sql, steps[0])] : runSteps(this.ctx.storage, steps);
      if (!steps.every(onlyReads)) await this.settlePageChanges();
      return results;
    });
  }

  /** A repository function run next to the data: one round trip however many statements it takes. */
  call<N extends ShopCallName>(
    storeId: string,
    name: N,
    args: ShopCallArgs<N>,
  ): Promise<ShopAnswer<ShopCallResult<N>>> {
    return answer(async (): Promise<ShopCallResult<N>> => {
      this.assertShop(storeId);
      const result = await runShopCall(this.localShop(storeId), name, args);
      if (!READING_CALLS.has(name)) await this.settlePageChanges();
      return result;
    });
  }

  /** A new shop version after a change of `scope` (an owner's change: '*'), one at a time. */
  bumpPages(storeId: string, scope: ChangeScope): Promise<ShopAnswer<number>> {
    return answer(() => {
      this.assertShop(storeId);
      return this.bump(scope);
    });
  }

  private bump(scope: ChangeScope): Promise<number> {
    const storeId = this.storeId!;
    const run = this.bumps.then(
      async () => (this.pages = await bumpShopVersion(this.env.KV, storeId, scope, this.pages)).version,
    );
    this.bumps = run.catch(() => undefined);
    return run;
  }

  /**
   * The pages the last writes touched (the triggers of schema v10 note them) get a new shop version, so the edge
   * cache shows the change. Run after writes only (reads cannot note anything); most writes note nothing, and cost one
   * read of an empty table here.
   */
  private async settlePageChanges(): Promise<void> {
    const sql = this.ctx.storage.sql;
    // taken at once (nothing runs between the read and the delete): a write that comes while the bump is under
    // way notes its scope again, and its own call settles it
    const scopes = sql
      .exec('SELECT scope FROM page_changes')
      .toArray()
      .map((r) => String(r.scope));
    if (scopes.length === 0) return;
    sql.exec('DELETE FROM page_changes');
    try {
      await this.bump(scopes.includes('*') ? '*' : scopes);
    } catch (err) {
      // the write stands; its notes go back for the next call to settle, and the page memos' 10 s bound them meanwhile
      for (const scope of scopes) sql.exec('INSERT OR IGNORE INTO page_changes (scope) VALUES (?)', scope);
      log('warn', 'shop version not moved after a write', { storeId: this.storeId, error: String(err) });
    }
  }

  /** A call on one bag of this shop (see ShopBags); the new state carries its coupon, looked up here. */
  bag<M extends BagMethod>(
    storeId: string,
    method: M,
    args: Parameters<ShopBags[M]>,
  ): Promise<ShopAnswer<ReturnType<ShopBags[M]>>> {
    return answer(async () => {
      this.assertShop(storeId);
      if (!BAG_METHODS.includes(method)) throw new Error(`unknown bag call ${String(method)}`);
      const call = this.bags[method] as (...a: Parameters<ShopBags[M]>) => ReturnType<ShopBags[M]>;
      const out = call.apply(this.bags, args);
      return (await this.withCoupon(out, (args[0] as SessionRef).uid)) as ReturnType<ShopBags[M]>;
    });
  }

  /** addProductToCart in one call: item facts, choice and the bag change (data/shop-add-product.ts). */
  addProduct(storeId: string, input: AddProductInput): Promise<ShopAnswer<AddProductResult>> {
    return answer(async () => {
      this.assertShop(storeId);
      const result = await addProduct(this.localShop(storeId), this.bags, input);
      if ('out' in result) result.out = (await this.withCoupon(result.out, input.ref.uid)) as typeof result.out;
      return result;
    });
  }

  private async withCoupon(out: unknown, uid: string | null | undefined): Promise<unknown> {
    if (!out || typeof out !== 'object' || !('state' in out)) return out;
    const state = (out as { state: BagState }).state;
    if (!state.coupon) return out;
    const forUid = uid ?? state.uid ?? null;
    const couponRecord = this.storeId ? await findCoupon(this.localShop(this.storeId), state.coupon, forUid) : null;
    return { ...out, state: { ...state, couponRecord, couponFor: forUid } };
  }

  /** The schema version and store id (operators and tests). */
  schema(): { storeId: string | null; version: number } {
    return { storeId: this.storeId, version: readMeta(this.ctx.storage.sql)?.version ?? 0 };
  }

  /**
   * Makes sure the alarm rings by `at` (an unpaid UPI order's deadline); a later alarm is brought forward, an
   * earlier one is kept.
   */
  wakeBy(storeId: string, at: number): Promise<ShopAnswer<number>> {
    return answer(async () => {
      this.assertShop(storeId);
      const current = await this.ctx.storage.getAlarm();
      if (current === null || current > at) await this.ctx.storage.setAlarm(at);
      return Math.min(current ?? at, at);
    });
  }

  /**
   * Photos taken out of the shop's items: their files leave R2 after the grace period (data/photo-sweep.ts), if
   * nothing shows them by then. Answers when the sweep is due.
   */
  forgetPhotos(storeId: string, photoIds: string[]): Promise<ShopAnswer<number>> {
    return answer(async () => {
      this.assertShop(storeId);
      const due = await notePhotosGone(this.ctx.storage, photoIds, Date.now());
      const current = await this.ctx.storage.getAlarm();
      if (current === null || current > due) await this.ctx.storage.setAlarm(due);
      return due;
    });
  }

  /**
   * Cancels unpaid UPI orders past their deadline, sweeps expired bags and removed photos' files; rings again at
   * the next deadline.
   */
  async alarm(): Promise<void> {
    if (!this.storeId) return;
    const now = Date.now();
    const shop = this.localShop(this.storeId);
    await expireUnpaidOrders(shop, now);
    await this.settlePageChanges();
    while (this.bags.sweepExpired(now) === 500);
    const photos = await sweepGonePhotos(this.ctx.storage, shop, this.env, now);
    const due = await nextPaymentDeadline(shop);
    const next = Math.min(due === null ? Infinity : due, photos.nextDue ?? Infinity);
    await this.ctx.storage.setAlarm(Math.min(now + SWEEP_EVERY_MS, Math.max(next, now + 1000)));
  }

  /** This shop's data as the repositories take it: its id and its own storage. */
  private localShop(storeId: string): ShopData {
    return { id: storeId, db: localDatabase(this.ctx.storage) };
  }

  private assertShop(storeId: string): void {
    if (!this.storeId) throw ShopNotProvisioned.of(storeId);
    if (storeId !== this.storeId) throw new ShopMismatch(this.storeId, storeId);
  }
}
