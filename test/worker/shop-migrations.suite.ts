import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LATEST_SHOP_SCHEMA, migrateShop, readMeta, SHOP_MIGRATIONS } from '../../src/durable/shop/migrations';
import { openShop, shopStub } from '../../src/data/shop/shop-db';
import { backfillSearchKeys } from '../../src/durable/shop/search-keys';
import { phoneticKey } from '../../src/domain/catalogue/phonetic-key';

/** A fresh object, its storage handed to `run` (the constructor found nothing to migrate: never provisioned). */
function withFreshObject<T>(name: string, run: (storage: DurableObjectStorage) => T | Promise<T>): Promise<T> {
  const stub = env.SHOP.get(env.SHOP.idFromName(`migration-test:${name}:${crypto.randomUUID()}`));
  return runInDurableObject(stub, (_instance, state) => run(state.storage));
}

const columns = (sql: SqlStorage, table: string) =>
  sql
    .exec(`SELECT name FROM pragma_table_info('${table}')`)
    .toArray()
    .map((r) => String(r.name));
const tables = (sql: SqlStorage) =>
  sql
    .exec("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') ORDER BY name")
    .toArray()
    .map((r) => String(r.name));

/** A shop's catalogue as an object before version 20 held it: each row with the shop's id. */
function seedCatalogue(sql: SqlStorage, storeId: string): void {
  sql.exec("INSERT INTO stores (id, name) VALUES (?, 'Migration Kirana')", storeId);
  sql.exec("INSERT INTO categories (store_id, id, name) VALUES (?, 'rice', 'चावल और अनाज')", storeId);
  sql.exec(
    "INSERT INTO items (store_id, id, cat_id, name, price) VALUES (?, 'basmati', 'rice', 'बासमती चावल 5 kg', 52000)",
    storeId,
  );
}

function seedOrder(sql: SqlStorage, storeId: string, version: number): void {
  const token = version >= 5 ? ['track_token, ', `'${'ab'.repeat(16)}', `] : ['', ''];
  sql.exec(
    `INSERT INTO orders (store_id, id, uid, status, total, totals, address, payment_method, cash_due, sid, bag_key, idempotency_key,
    ${token[0]}request_fingerprint, created_at, updated_at, delivered_at) VALUES (?, 'o1', 'u1', 'DELIVERED', 52000, '{}', '{}', 'COD', 52000, 's1', 'b1', 'k1', ${token[1]}'f', 1, 2, 2)`,
    storeId,
  );
  sql.exec(
    "INSERT INTO order_items (store_id, order_id, line_no, line_id, name, qty, line_total) VALUES (?, 'o1', 1, 'basmati____', 'बासमती चावल 5 kg', 1, 52000)",
    storeId,
  );
  sql.exec(
    "INSERT INTO order_events (store_id, order_id, status, actor, at) VALUES (?, 'o1', 'PLACED', 'shopper', 1), (?, 'o1', 'DELIVERED', 'owner', 2)",
    storeId,
    storeId,
  );
}

const findsWhole = (sql: SqlStorage, word: string) =>
  sql.exec('SELECT rowid FROM items_fts WHERE items_fts MATCH ?', `"${word}"`).toArray().length;

describe('shop object schema migrations', () => {
  it('builds the latest schema from an empty object in order, recording each version', async () => {
    await withFreshObject('empty', (storage) => {
      expect(readMeta(storage.sql)).toBeNull();
      expect(migrateShop(storage, 'mig-empty', 0)).toBe(LATEST_SHOP_SCHEMA);
      expect(readMeta(storage.sql)).toEqual({ storeId: 'mig-empty', version: LATEST_SHOP_SCHEMA });
      const all = tables(storage.sql);
      for (const t of [
        'stores',
        'items',
        'items_fts',
        'orders',
        'bags',
        'bag_lines',
        'order_guards',
        'items_fts_after_insert',
        'agent_requests',
      ])
        expect(all).toContain(t);
      expect(columns(storage.sql, 'bags')).toContain('revision');
      expect(String(storage.sql.exec("SELECT sql FROM sqlite_master WHERE name = 'order_guards'").one().sql)).toContain(
        'bag_changed',
      );
      expect(String(storage.sql.exec("SELECT sql FROM sqlite_master WHERE name = 'order_guards'").one().sql)).toContain(
        'rewards_short',
      );
      // running again is a no-op
      expect(migrateShop(storage, 'mig-empty', LATEST_SHOP_SCHEMA)).toBe(LATEST_SHOP_SCHEMA);
    });
  });

  for (const from of SHOP_MIGRATIONS.map((m) => m.version).filter((v) => v < LATEST_SHOP_SCHEMA)) {
    it(`upgrades an object at version ${from} to ${LATEST_SHOP_SCHEMA} and keeps its data`, async () => {
      await withFreshObject(`from-${from}`, (storage) => {
        const id = `mig-from-${from}`;
        expect(migrateShop(storage, id, 0, from)).toBe(from);
        seedCatalogue(storage.sql, id);
        if (from >= 2)
          storage.sql.exec("INSERT INTO bags (sid, store_id, created_at, touched_at) VALUES ('s1', ?, 1, 1)", id);
        seedOrder(storage.sql, id, from);
        // what the constructor does on the first access after a deploy
        const meta = readMeta(storage.sql)!;
        expect(meta.version).toBe(from);
        expect(migrateShop(storage, meta.storeId, meta.version)).toBe(LATEST_SHOP_SCHEMA);
        expect(readMeta(storage.sql)!.version).toBe(LATEST_SHOP_SCHEMA);
        expect(storage.sql.exec('SELECT name, price FROM items').one()).toEqual({
          name: 'बासमती चावल 5 kg',
          price: 52000,
        });
        expect(findsWhole(storage.sql, 'चावल')).toBe(1);
        // what the object does after migrating past v6: the keys across scripts, so chawal finds चावल
        backfillSearchKeys(storage);
        expect(
          storage.sql
            .exec(`SELECT rowid FROM items_fts WHERE items_fts MATCH 'alt : "${phoneticKey('chawal')}"*'`)
            .toArray(),
        ).toHaveLength(1);
        if (from >= 2) expect(storage.sql.exec("SELECT revision FROM bags WHERE sid = 's1'").one().revision).toBe(0);
        // orders, their lines and events survive the v5 rebuild; each gains a tracking token
        const order = storage.sql
          .exec("SELECT status, total, payment_method, paid_upi, track_token FROM orders WHERE id = 'o1'")
          .one();
        expect(order).toMatchObject({ status: 'DELIVERED', total: 52000, payment_method: 'COD', paid_upi: 0 });
        expect(String(order.track_token)).toMatch(/^[0-9a-f]{32}$/);
        expect(storage.sql.exec("SELECT name, hsn FROM order_items WHERE order_id = 'o1'").toArray()).toEqual([
          { name: 'बासमती चावल 5 kg', hsn: '' },
        ]);
        // v18: the inbox card's lines, filled in for the orders already there
        expect(storage.sql.exec("SELECT lines_text FROM orders WHERE id = 'o1'").one().lines_text).toBe(
          '1 × बासमती चावल 5 kg',
        );
        expect(
          storage.sql
            .exec("SELECT status FROM order_events WHERE order_id = 'o1' ORDER BY at")
            .toArray()
            .map((r) => r.status),
        ).toEqual(['PLACED', 'DELIVERED']);
      });
    });
  }

  it('v15 counts a year of orders by status once, then keeps the counts as orders are placed, moved and removed', async () => {
    await withFreshObject('status-counts', (storage) => {
      const id = 'mig-counts';
      migrateShop(storage, id, 0, 14);
      seedCatalogue(storage.sql, id);
      // before the migration the shop's id is part of v14's key; after it (v20) the column is gone
      const place = (n: number, status: string, old = false) => {
        for (let k = 0; k < n; k++) {
          storage.sql.exec(
            `INSERT INTO orders (${old ? 'store_id, ' : ''}id, uid, status, total, totals, address, payment_method, cash_due, sid, bag_key,
            idempotency_key, track_token, request_fingerprint, created_at, updated_at)
            VALUES (${old ? '?, ' : ''}?, 'u1', ?, 100, '{}', '{}', 'COD', 100, 's1', ?, ?, ?, 'f', ?, ?)`,
            ...(old ? [id] : []),
            `${status}-${k}`,
            status,
            `b-${status}-${k}`,
            `k-${status}-${k}`,
            crypto.randomUUID().replaceAll('-', ''),
            k,
            k,
          );
        }
      };
      place(7, 'DELIVERED', true);
      place(3, 'PLACED', true);
      const counted = () =>
        Object.fromEntries(
          storage.sql
            .exec('SELECT status, n FROM order_status_counts WHERE n > 0')
            .toArray()
            .map((r) => [r.status, r.n]),
        );
      const truth = () =>
        Object.fromEntries(
          storage.sql
            .exec('SELECT status, COUNT(*) AS n FROM orders GROUP BY status')
            .toArray()
            .map((r) => [r.status, r.n]),
        );
      expect(migrateShop(storage, id, 14)).toBe(LATEST_SHOP_SCHEMA);
      expect(counted()).toEqual({ DELIVERED: 7, PLACED: 3 });
      place(2, 'AWAITING_PAYMENT');
      storage.sql.exec("UPDATE orders SET status = 'ACCEPTED' WHERE id IN ('PLACED-0', 'PLACED-1')");
      storage.sql.exec("UPDATE orders SET total = 90, cash_due = 90 WHERE id = 'PLACED-2'");
      storage.sql.exec("DELETE FROM orders WHERE id = 'DELIVERED-0'");
      expect(counted()).toEqual({ DELIVERED: 6, PLACED: 1, ACCEPTED: 2, AWAITING_PAYMENT: 2 });
      expect(counted()).toEqual(truth());
    });
  });

  it("v18 writes each order's lines as the inbox card shows them, in line order, for old orders and new ones", async () => {
    await withFreshObject('lines-text', (storage) => {
      const id = 'mig-lines';
      migrateShop(storage, id, 0, 17);
      seedCatalogue(storage.sql, id);
      // before the migration the shop's id is part of v17's keys; after it (v20) the column is gone
      const place = (order: string, lines: [number, string, number][], old = false) => {
        const shop = old ? 'store_id, ' : '';
        storage.sql.exec(
          `INSERT INTO orders (${shop}id, uid, status, total, totals, address, payment_method, cash_due, sid, bag_key, idempotency_key,
          track_token, request_fingerprint, created_at, updated_at)
          VALUES (${old ? '?, ' : ''}?, 'u1', 'PLACED', 100, '{}', '{}', 'COD', 100, 's1', ?, ?, ?, 'f', 1, 1)`,
          ...(old ? [id] : []),
          order,
          `b-${order}`,
          `k-${order}`,
          crypto.randomUUID().replaceAll('-', ''),
        );
        // inserted out of line order: the text still follows line_no
        for (const [lineNo, name, qty] of lines)
          storage.sql.exec(
            `INSERT INTO order_items (${shop}order_id, line_no, line_id, name, qty) VALUES (${old ? '?, ' : ''}?, ?, ?, ?, ?)`,
            ...(old ? [id] : []),
            order,
            lineNo,
            `line-${lineNo}`,
            name,
            qty,
          );
      };
      const linesOf = (order: string) =>
        storage.sql.exec('SELECT lines_text FROM orders WHERE id = ?', order).one().lines_text;
      place(
        'old',
        [
          [2, 'Toor Dal', 1],
          [1, 'बासमती चावल 5 kg', 2],
        ],
        true,
      );
      place('empty', [], true);
      expect(migrateShop(storage, id, 17)).toBe(LATEST_SHOP_SCHEMA);
      expect(linesOf('old')).toBe('2 × बासमती चावल 5 kg, 1 × Toor Dal');
      expect(linesOf('empty')).toBe('');
      place('new', [
        [3, 'Ghee', 1],
        [1, 'Atta', 5],
        [2, 'Salt', 1],
      ]);
      expect(linesOf('new')).toBe('5 × Atta, 1 × Salt, 1 × Ghee');
    });
  });

  it("v19 takes the shop's id out of every key: a v18 object's rows read back, and its triggers still work", async () => {
    await withFreshObject('keys', (storage) => {
      const id = 'mig-keys';
      migrateShop(storage, id, 0, 18);
      seedCatalogue(storage.sql, id);
      seedOrder(storage.sql, id, 18);
      storage.sql.exec("INSERT INTO wishlist (store_id, uid, item_id, created_at) VALUES (?, 'u1', 'basmati', 1)", id);
      storage.sql.exec('INSERT INTO store_stats (store_id, store_views) VALUES (?, 41)', id);
      storage.sql.exec(
        "INSERT INTO ondc_settings (store_id, domain, consumer_care, city, updated_at) VALUES (?, 'ONDC:RET10', '{}', 'std:080', 1)",
        id,
      );
      const keyed = () =>
        storage.sql
          .exec(
            `SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) p
             WHERE m.type = 'table' AND p.name = 'store_id' AND p.pk > 0`,
          )
          .toArray()
          .map((r) => r.name);
      expect(keyed()).toContain('items');

      expect(migrateShop(storage, id, 18)).toBe(LATEST_SHOP_SCHEMA);
      expect(keyed()).toEqual([]);
      const indexed = storage.sql
        .exec(
          `SELECT i.name FROM sqlite_master i, pragma_index_info(i.name) c
           WHERE i.type = 'index' AND c.name = 'store_id'`,
        )
        .toArray();
      expect(indexed).toEqual([]);
      expect(
        storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%store_id%'").toArray(),
      ).toEqual([]);
      expect(storage.sql.exec('PRAGMA foreign_key_check').toArray()).toEqual([]);

      // the rows read back by their own keys
      expect(storage.sql.exec("SELECT name, price FROM items WHERE id = 'basmati'").one()).toEqual({
        name: 'बासमती चावल 5 kg',
        price: 52000,
      });
      expect(storage.sql.exec("SELECT lines_text, status FROM orders WHERE id = 'o1'").one()).toEqual({
        lines_text: '1 × बासमती चावल 5 kg',
        status: 'DELIVERED',
      });
      expect(storage.sql.exec("SELECT COUNT(*) AS n FROM order_events WHERE order_id = 'o1'").one().n).toBe(2);
      expect(storage.sql.exec("SELECT item_id FROM wishlist WHERE uid = 'u1'").toArray()).toEqual([
        { item_id: 'basmati' },
      ]);
      expect(storage.sql.exec('SELECT id, store_views FROM store_stats').toArray()).toEqual([
        { id: 1, store_views: 41 },
      ]);
      expect(storage.sql.exec('SELECT id, city FROM ondc_settings').toArray()).toEqual([{ id: 1, city: 'std:080' }]);
      expect(findsWhole(storage.sql, 'चावल')).toBe(1);

      // rows written without the shop's id: the triggers (search, page notes, counts, inbox lines) follow them
      storage.sql.exec("INSERT INTO items (id, cat_id, name, price) VALUES ('ghee', 'rice', 'Desi Ghee 1 L', 65000)");
      expect(findsWhole(storage.sql, 'ghee')).toBe(1);
      expect(storage.sql.exec("SELECT scope FROM page_changes WHERE scope = 'rice'").toArray()).toHaveLength(1);
      storage.sql.exec("UPDATE categories SET is_disabled = 1 WHERE id = 'rice'");
      expect(findsWhole(storage.sql, 'ghee')).toBe(0);
      storage.sql.exec(
        `INSERT INTO orders (id, uid, total, totals, address, payment_method, cash_due, sid, bag_key, idempotency_key,
        track_token, request_fingerprint, created_at, updated_at) VALUES ('o2', 'u1', 65000, '{}', '{}', 'COD', 65000, 's2', 'b2', 'k2', ?, 'f', 3, 3)`,
        'cd'.repeat(16),
      );
      storage.sql.exec(
        "INSERT INTO order_items (order_id, line_no, line_id, name, qty, line_total) VALUES ('o2', 1, 'ghee', 'Desi Ghee 1 L', 1, 65000)",
      );
      expect(storage.sql.exec("SELECT lines_text FROM orders WHERE id = 'o2'").one().lines_text).toBe(
        '1 × Desi Ghee 1 L',
      );
      expect(storage.sql.exec("SELECT n FROM order_status_counts WHERE status = 'PLACED'").one().n).toBe(1);
      // a line of an order that does not exist is still refused
      expect(() =>
        storage.sql.exec(
          "INSERT INTO order_items (order_id, line_no, line_id, name, qty) VALUES ('nope', 1, 'x', 'x', 1)",
        ),
      ).toThrow(/FOREIGN KEY/);
    });
  });

  for (const from of [18, 19]) {
    it(`v20 drops store_id from every table: a v${from} object with data wakes after a deploy and reads back`, async () => {
      const id = `mig-v20-from-${from}-${crypto.randomUUID().slice(0, 8)}`;
      const stub = shopStub(env, id);
      await runInDurableObject(stub, (_instance, state) => {
        const { sql } = state.storage;
        expect(migrateShop(state.storage, id, 0, from)).toBe(from);
        // written as that version's code wrote them: with the shop's id (v19 also fills it in when left out)
        seedCatalogue(sql, id);
        seedOrder(sql, id, from);
        sql.exec("INSERT INTO wishlist (store_id, uid, item_id, created_at) VALUES (?, 'u1', 'basmati', 1)", id);
        sql.exec(
          "INSERT INTO customers (store_id, uid, phone, display_name, created_at, last_login_at) VALUES (?, 'u1', '9811022334', 'Meera', 1, 1)",
          id,
        );
        sql.exec(
          "INSERT INTO reviews (store_id, id, item_id, user_id, rating, body, created_at) VALUES (?, 'r1', 'basmati', 'u1', 5, 'Khushboo', 1)",
          id,
        );
        sql.exec("INSERT INTO bags (store_id, sid, created_at, touched_at) VALUES (?, 's1', 1, 1)", id);
        if (from === 19) sql.exec("INSERT INTO coupons (code, type, value) VALUES ('DIWALI', 'FLAT', 5000)");
        expect(readMeta(sql)).toEqual({ storeId: id, version: from });
      });
      // a deploy: the object starts again, and its constructor migrates what it finds
      await runInDurableObject(stub, (_instance, state) => state.abort('new code deployed')).catch(() => undefined);
      expect(await shopStub(env, id).schema()).toEqual({ storeId: id, version: LATEST_SHOP_SCHEMA });

      // read back through the shop's handle, as the Worker reads it
      const db = openShop(env, id).db;
      expect(await db.prepare("SELECT name, price FROM items WHERE id = 'basmati'").first()).toEqual({
        name: 'बासमती चावल 5 kg',
        price: 52000,
      });
      expect(await db.prepare("SELECT status, lines_text FROM orders WHERE id = 'o1'").first()).toEqual({
        status: 'DELIVERED',
        lines_text: '1 × बासमती चावल 5 kg',
      });
      expect(
        (await db.prepare("SELECT status FROM order_events WHERE order_id = 'o1' ORDER BY at").all()).results,
      ).toEqual([{ status: 'PLACED' }, { status: 'DELIVERED' }]);
      expect(await db.prepare("SELECT item_id FROM wishlist WHERE uid = 'u1'").first()).toEqual({ item_id: 'basmati' });
      expect(await db.prepare("SELECT display_name FROM customers WHERE uid = 'u1'").first()).toEqual({
        display_name: 'Meera',
      });
      expect(await db.prepare("SELECT body FROM reviews WHERE item_id = 'basmati'").first()).toEqual({
        body: 'Khushboo',
      });
      expect(await db.prepare("SELECT revision FROM bags WHERE sid = 's1'").first()).toEqual({ revision: 0 });
      if (from === 19)
        expect(await db.prepare('SELECT code, value FROM coupons').first()).toEqual({ code: 'DIWALI', value: 5000 });

      await runInDurableObject(shopStub(env, id), (_instance, state) => {
        const { sql } = state.storage;
        // no table of the shop's database has the column any more
        const named = sql
          .exec(
            `SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'store_id'`,
          )
          .toArray();
        expect(named).toEqual([]);
        expect(sql.exec('PRAGMA foreign_key_check').toArray()).toEqual([]);
        expect(findsWhole(sql, 'चावल')).toBe(1);

        // the triggers still follow new rows: search, page notes, status counts, inbox lines
        sql.exec("INSERT INTO items (id, cat_id, name, price) VALUES ('ghee', 'rice', 'Desi Ghee 1 L', 65000)");
        expect(findsWhole(sql, 'ghee')).toBe(1);
        expect(sql.exec("SELECT scope FROM page_changes WHERE scope = 'rice'").toArray()).toHaveLength(1);
        sql.exec(
          `INSERT INTO orders (id, uid, total, totals, address, payment_method, cash_due, sid, bag_key, idempotency_key,
          track_token, request_fingerprint, created_at, updated_at) VALUES ('o2', 'u1', 65000, '{}', '{}', 'COD', 65000, 's2', 'b2', 'k2', ?, 'f', 3, 3)`,
          'cd'.repeat(16),
        );
        sql.exec(
          "INSERT INTO order_items (order_id, line_no, line_id, name, qty, line_total) VALUES ('o2', 1, 'ghee', 'Desi Ghee 1 L', 1, 65000)",
        );
        expect(sql.exec("SELECT lines_text FROM orders WHERE id = 'o2'").one().lines_text).toBe('1 × Desi Ghee 1 L');
        expect(sql.exec("SELECT n FROM order_status_counts WHERE status = 'PLACED'").one().n).toBe(1);
        sql.exec("UPDATE categories SET is_disabled = 1 WHERE id = 'rice'");
        expect(findsWhole(sql, 'ghee')).toBe(0);
        // a line of an order that does not exist is still refused, and a statement naming the old column fails
        expect(() =>
          sql.exec("INSERT INTO order_items (order_id, line_no, line_id, name, qty) VALUES ('nope', 1, 'x', 'x', 1)"),
        ).toThrow(/FOREIGN KEY/);
        expect(() => sql.exec('SELECT store_id FROM items')).toThrow(/no such column/);
      });
    });
  }

  it('keeps Hindi words whole in search (the default tokenizer splits चावल at its vowel signs)', async () => {
    await withFreshObject('hindi', (storage) => {
      migrateShop(storage, 'mig-hindi', 0);
      storage.sql.exec("INSERT INTO categories (id, name) VALUES ('rice', 'चावल और अनाज')");
      storage.sql.exec(
        "INSERT INTO items (id, cat_id, name, price) VALUES ('basmati', 'rice', 'बासमती चावल 5 kg', 52000)",
      );
      expect(findsWhole(storage.sql, 'चावल')).toBe(1);
      expect(findsWhole(storage.sql, 'बासमती')).toBe(1);
      expect(findsWhole(storage.sql, 'च')).toBe(0);
    });
  });

  it('leaves the demo shops at the latest version', async () => {
    for (const id of ['dilli-kirana', 'noir-threads', 'members-only', 'reported-shop']) {
      expect(await shopStub(env, id).schema()).toEqual({ storeId: id, version: LATEST_SHOP_SCHEMA });
    }
  });
});

describe('shop object identity', () => {
  it('an object that was never provisioned refuses every call and writes nothing', async () => {
    const id = `never-${crypto.randomUUID().slice(0, 8)}`;
    expect(await shopStub(env, id).statements(id, [{ sql: 'SELECT 1', params: [] }])).toEqual({
      ok: false,
      rsn: `shop ${id} is not provisioned`,
      code: 'not-provisioned',
    });
    await runInDurableObject(shopStub(env, id), (_i, state) => {
      expect(tables(state.storage.sql)).toEqual([]);
    });
  });

  it("a shop's object never answers for another shop id", async () => {
    const refusal = {
      ok: false,
      rsn: 'shop object of dilli-kirana refused a call for noir-threads',
      code: 'wrong-shop',
    };
    expect(
      await shopStub(env, 'dilli-kirana').statements('noir-threads', [{ sql: 'SELECT name FROM stores', params: [] }]),
    ).toEqual(refusal);
    expect(await shopStub(env, 'dilli-kirana').call('noir-threads', 'settings', [] as never)).toEqual(refusal);
    expect(
      await shopStub(env, 'dilli-kirana').bag('noir-threads', 'read', [{ sid: 'x', now: Date.now(), uid: null }]),
    ).toEqual(refusal);
    const own = await shopStub(env, 'dilli-kirana').statements('dilli-kirana', [
      { sql: 'SELECT id FROM stores', params: [] },
    ]);
    expect(own.ok && own.value[0].results).toEqual([{ id: 'dilli-kirana' }]);
  });

  it('a shop object cannot be provisioned as another shop', async () => {
    expect(await shopStub(env, 'dilli-kirana').provision('noir-threads', { name: 'x', now: Date.now() })).toEqual({
      ok: false,
      rsn: 'shop object of dilli-kirana cannot become noir-threads',
    });
  });
});
