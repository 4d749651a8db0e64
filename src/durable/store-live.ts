import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';
import { log } from '../core/log';
import { openShop } from '../data/shop/shop-db';
import { addCounts, noCounts, SHOP_COUNTERS, type ShopCounts } from '../domain/shop-counters';
import {
  applyPresence,
  dayKey,
  isOnline,
  MAX_PRODUCT_LOG,
  MAX_VISITORS,
  MAX_VISITORS_PER_DAY,
  VISITOR_DAYS_KEPT,
  type OnlineVisitor,
  type PresencePing,
} from '../domain/plugins/tracking';

const FLUSH_AFTER_MS = 5_000;

/**
 * One per shop: online visitors and the store view counter, kept in memory and flushed by an alarm
 * (visitors to this object's SQLite storage, views to D1's store_stats) so a burst of pings costs one write.
 */
export class StoreLive extends DurableObject<Bindings> {
  private visitors = new Map<string, OnlineVisitor>();
  private dirty = new Set<string>();
  private pendingViews = 0;
  private pendingDaily = new Map<string, number>();
  private productLog: { time: number; prodId: string; browser: string }[] = [];
  private storeId = '';

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      const sql = ctx.storage.sql;
      sql.exec('CREATE TABLE IF NOT EXISTS visitors (id TEXT PRIMARY KEY, data TEXT NOT NULL)');
      sql.exec(
        'CREATE TABLE IF NOT EXISTS daywise (day TEXT, visitor_id TEXT, total_view_time INTEGER, last_sync INTEGER, PRIMARY KEY (day, visitor_id))',
      );
      sql.exec('CREATE TABLE IF NOT EXISTS product_log (time INTEGER, prod_id TEXT, browser TEXT)');
      sql.exec('CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT)');
      sql.exec('CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, n INTEGER NOT NULL)');
      for (const row of sql.exec<{ data: string }>('SELECT data FROM visitors')) {
        const v = JSON.parse(row.data) as OnlineVisitor;
        this.visitors.set(v.visitorId, v);
      }
      this.storeId = sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = 'storeId'").toArray()[0]?.v ?? '';
    });
  }

  private bind(storeId: string) {
    if (this.storeId) return;
    this.storeId = storeId;
    this.ctx.storage.sql.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('storeId', ?)", storeId);
  }

  private async scheduleFlush() {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + FLUSH_AFTER_MS);
  }

  async recordView(storeId: string): Promise<void> {
    this.bind(storeId);
    this.pendingViews++;
    await this.scheduleFlush();
  }

  /** Adds an isolate's running counts of the shop (data/shop-counters.ts): one write for many events. */
  async addCounts(storeId: string, counts: Partial<ShopCounts>): Promise<void> {
    this.bind(storeId);
    const clean = addCounts(noCounts(), counts);
    this.ctx.storage.transactionSync(() => {
      for (const name of SHOP_COUNTERS) {
        if (clean[name] > 0)
          this.ctx.storage.sql.exec(
            'INSERT INTO counters (name, n) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET n = n + excluded.n',
            name,
            clean[name],
          );
      }
    });
  }

  /** The shop's counts since it began (the isolates' last flushes). */
  async counts(): Promise<Partial<ShopCounts>> {
    return Object.fromEntries(
      this.ctx.storage.sql
        .exec<{ name: string; n: number }>('SELECT name, n FROM counters')
        .toArray()
        .map((r) => [r.name, Number(r.n)]),
    );
  }

  async presence(storeId: string, ping: PresencePing, now = Date.now()): Promise<OnlineVisitor> {
    this.bind(storeId);
    const next = applyPresence(this.visitors.get(ping.visitorId), ping, now);
    // the map keeps the most recently heard visitor last, so the first is the one to drop past MAX_VISITORS
    this.visitors.delete(ping.visitorId);
    this.visitors.set(ping.visitorId, next);
    if (this.visitors.size > MAX_VISITORS) {
      const oldest = this.visitors.keys().next().value!;
      this.visitors.delete(oldest);
      this.dirty.delete(oldest);
    }
    this.dirty.add(ping.visitorId);
    const key = `${dayKey(now)}|${ping.visitorId}`;
    this.pendingDaily.set(key, (this.pendingDaily.get(key) ?? 0) + 1);
    if (ping.itemId) this.productLog.push({ time: now, prodId: ping.itemId, browser: next.LAST_BROWSER });
    await this.scheduleFlush();
    return next;
  }

  async online(now = Date.now()): Promise<OnlineVisitor[]> {
    return [...this.visitors.values()]
      .filter((v) => isOnline(v, now))
      .sort((a, b) => b.LAST_SERVER_SYNC - a.LAST_SERVER_SYNC);
  }

  async pending(): Promise<number> {
    return this.pendingViews;
  }

  async alarm(): Promise<void> {
    const sql = this.ctx.storage.sql;
    for (const id of this.dirty) {
      const v = this.visitors.get(id);
      if (v) sql.exec('INSERT OR REPLACE INTO visitors (id, data) VALUES (?, ?)', id, JSON.stringify(v));
    }
    this.dirty.clear();
    for (const [key, ticks] of this.pendingDaily) {
      const [day, visitorId] = key.split('|');
      sql.exec(
        `INSERT INTO daywise (day, visitor_id, total_view_time, last_sync) VALUES (?, ?, ?, ?)
         ON CONFLICT(day, visitor_id) DO UPDATE SET total_view_time = total_view_time + excluded.total_view_time, last_sync = excluded.last_sync`,
        day,
        visitorId,
        ticks * 12_000,
        Date.now(),
      );
    }
    this.pendingDaily.clear();
    for (const e of this.productLog.splice(0))
      sql.exec('INSERT INTO product_log (time, prod_id, browser) VALUES (?, ?, ?)', e.time, e.prodId, e.browser);
    this.keepBounds();
    const views = this.pendingViews;
    if (views > 0 && this.storeId) {
      try {
        await openShop(this.env, this.storeId)
          .db.prepare(
            `INSERT INTO store_stats (id, store_views) VALUES (1, ?)
           ON CONFLICT (id) DO UPDATE SET store_views = store_views + excluded.store_views`,
          )
          .bind(views)
          .run();
        this.pendingViews -= views;
      } catch (err) {
        log('warn', 'store views not flushed', { storeId: this.storeId, error: String(err) });
        await this.ctx.storage.setAlarm(Date.now() + FLUSH_AFTER_MS);
      }
    }
  }

  /** Drops the oldest rows past the bounds of domain/plugins/tracking.ts (a rewritten visitor row is the newest). */
  private keepBounds(now = Date.now()): void {
    const sql = this.ctx.storage.sql;
    sql.exec(
      'DELETE FROM visitors WHERE rowid IN (SELECT rowid FROM visitors ORDER BY rowid DESC LIMIT -1 OFFSET ?)',
      MAX_VISITORS,
    );
    sql.exec('DELETE FROM daywise WHERE day < ?', dayKey(now - VISITOR_DAYS_KEPT * 86_400_000));
    sql.exec(
      `DELETE FROM daywise WHERE rowid IN (SELECT rowid FROM (SELECT rowid, ROW_NUMBER() OVER (PARTITION BY day ORDER BY last_sync DESC, rowid DESC) AS n
      FROM daywise) WHERE n > ?)`,
      MAX_VISITORS_PER_DAY,
    );
    sql.exec(
      'DELETE FROM product_log WHERE rowid IN (SELECT rowid FROM product_log ORDER BY time DESC, rowid DESC LIMIT -1 OFFSET ?)',
      MAX_PRODUCT_LOG,
    );
  }

  /** Day-wise records and the product-visit log, for the owner API. */
  async history(day: string): Promise<{ daywise: unknown[]; productLog: unknown[] }> {
    const sql = this.ctx.storage.sql;
    return {
      daywise: sql
        .exec(
          'SELECT visitor_id, total_view_time AS TOTAL_VIEW_TIME, last_sync AS LAST_SYNC FROM daywise WHERE day = ?',
          day,
        )
        .toArray(),
      productLog: sql
        .exec(
          'SELECT time, prod_id AS PROD_ID, browser AS BROWSER, 1 AS PROD_VISIT FROM product_log ORDER BY time DESC LIMIT 200',
        )
        .toArray(),
    };
  }
}
