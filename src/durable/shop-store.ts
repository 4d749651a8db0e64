import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';
import { ShopBags } from './shop/bags';
import { LATEST_SHOP_SCHEMA, migrateShop, readMeta } from './shop/migrations';
import { localDatabase, runStep, runSteps, type SqlStep, type StepResult } from './shop/sql-d1';
import { SHOP_OPS, type ShopOpName, type ShopOpArgs, type ShopOpResult } from './shop/ops';
import { BAG_METHODS, type BagMethod } from './shop/bag-methods';

/** Sweep expired bags once a day. */
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

export interface ProvisionFields {
  name: string;
  now: number;
}

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

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.bags = new ShopBags(ctx.storage);
    const meta = readMeta(ctx.storage.sql);
    if (meta) {
      this.storeId = meta.storeId;
      if (meta.version < LATEST_SHOP_SCHEMA) migrateShop(ctx.storage, meta.storeId, meta.version);
    }
  }

  /** Creates the shop's schema and its settings row (idempotent: a second call changes nothing). */
  async provision(storeId: string, fields: ProvisionFields): Promise<{ created: boolean }> {
    if (this.storeId && this.storeId !== storeId) throw new Error(`shop object of ${this.storeId} cannot become ${storeId}`);
    const version = readMeta(this.ctx.storage.sql)?.version ?? 0;
    migrateShop(this.ctx.storage, storeId, version);
    this.storeId = storeId;
    const created = runStep(this.ctx.storage.sql, {
      sql: 'INSERT OR IGNORE INTO stores (id, name, updated_at) VALUES (?, ?, ?)',
      params: [storeId, fields.name, fields.now],
    }).changes > 0;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(fields.now + SWEEP_EVERY_MS);
    return { created };
  }

  /** Repository statements over RPC: one statement, or several in one transaction. */
  statements(storeId: string, steps: SqlStep[]): StepResult[] {
    this.assertShop(storeId);
    return steps.length === 1 ? [runStep(this.ctx.storage.sql, steps[0])] : runSteps(this.ctx.storage, steps);
  }

  /** A repository operation run next to the data: one round trip however many statements it takes. */
  async op<N extends ShopOpName>(storeId: string, name: N, args: ShopOpArgs<N>): Promise<ShopOpResult<N>> {
    this.assertShop(storeId);
    const fn = SHOP_OPS[name] as (db: D1Database, storeId: string, args: ShopOpArgs<N>, bags: ShopBags) => Promise<ShopOpResult<N>>;
    if (typeof fn !== 'function') throw new Error(`unknown shop operation ${String(name)}`);
    return fn(localDatabase(this.ctx.storage), storeId, args, this.bags);
  }

  /** A call on one bag of this shop (see ShopBags). */
  bag<M extends BagMethod>(storeId: string, method: M, args: Parameters<ShopBags[M]>): ReturnType<ShopBags[M]> {
    this.assertShop(storeId);
    if (!BAG_METHODS.includes(method)) throw new Error(`unknown bag call ${String(method)}`);
    const call = this.bags[method] as (...a: Parameters<ShopBags[M]>) => ReturnType<ShopBags[M]>;
    return call.apply(this.bags, args);
  }

  /** The schema version and store id (operators and tests). */
  schema(): { storeId: string | null; version: number } {
    return { storeId: this.storeId, version: readMeta(this.ctx.storage.sql)?.version ?? 0 };
  }

  async alarm(): Promise<void> {
    if (!this.storeId) return;
    const now = Date.now();
    while (this.bags.sweepExpired(now) === 500);
    await this.ctx.storage.setAlarm(now + SWEEP_EVERY_MS);
  }

  private assertShop(storeId: string): void {
    if (!this.storeId) throw new Error(`shop ${storeId} is not provisioned`);
    if (storeId !== this.storeId) throw new Error(`shop object of ${this.storeId} refused a call for ${storeId}`);
  }
}
