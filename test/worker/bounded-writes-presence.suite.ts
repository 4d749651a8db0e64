import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  dayKey,
  MAX_PRODUCT_LOG,
  MAX_VISITORS,
  MAX_VISITORS_PER_DAY,
  VISITOR_DAYS_KEPT,
} from '../../src/domain/plugins/tracking';
import { createShop, postJson } from './helpers';

/**
 * Presence pings (anonymous, every 12 s, with a visitor id the browser makes up) are written to the shop's
 * StoreLive object at each flush: a script inventing a visitor per ping must not grow it without bound.
 */
const UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

describe('presence records', () => {
  it(`keep the newest ${MAX_VISITORS} visitors, ${MAX_VISITORS_PER_DAY} day records a day for ${VISITOR_DAYS_KEPT} days and ${MAX_PRODUCT_LOG} item visits`, {
    timeout: 180_000,
  }, async () => {
    const storeId = `pres-${crypto.randomUUID().slice(0, 8)}`;
    await createShop(storeId, 'Presence');
    const live = env.STORE_LIVE.get(env.STORE_LIVE.idFromName(storeId));
    // an old day's record, as a month-old flush left it
    await runInDurableObject(live, (_i, state) => {
      state.storage.sql.exec(
        'CREATE TABLE IF NOT EXISTS daywise (day TEXT, visitor_id TEXT, total_view_time INTEGER, last_sync INTEGER, PRIMARY KEY (day, visitor_id))',
      );
      state.storage.sql.exec(
        "INSERT INTO daywise VALUES (?, 'old-visitor', 12000, 1)",
        dayKey(Date.now() - (VISITOR_DAYS_KEPT + 5) * 86_400_000),
      );
    });
    const total = MAX_VISITORS + 150;
    const id = (n: number) => `script-${String(n).padStart(6, '0')}`;
    for (let n = 0; n < total; n += 150) {
      await Promise.all(
        Array.from({ length: Math.min(150, total - n) }, (_, k) =>
          live.presence(
            storeId,
            { visitorId: id(n + k), page: 'Item', url: `/${storeId}/x/y`, userAgent: UA, itemId: `item-${n + k}` },
            Date.now() + n + k,
          ),
        ),
      );
    }
    // through the route too: it is the same object
    expect(
      (
        await postJson(
          '/api/v2/stats/presence',
          { visitorId: id(total), page: 'Home', url: `/${storeId}` },
          { storeID: storeId },
        )
      ).status,
    ).toBe(200);
    expect(await runDurableObjectAlarm(live)).toBe(true);

    await runInDurableObject(live, (_i, state) => {
      const sql = state.storage.sql;
      const n = (q: string, ...args: unknown[]) => Number(sql.exec(q, ...args).one().n);
      expect(n('SELECT COUNT(*) AS n FROM visitors')).toBe(MAX_VISITORS);
      expect(n('SELECT COUNT(*) AS n FROM visitors WHERE id = ?', id(total))).toBe(1);
      expect(n('SELECT COUNT(*) AS n FROM visitors WHERE id = ?', id(0))).toBe(0);
      expect(n('SELECT MAX(c) AS n FROM (SELECT COUNT(*) AS c FROM daywise GROUP BY day)')).toBe(MAX_VISITORS_PER_DAY);
      expect(n("SELECT COUNT(*) AS n FROM daywise WHERE visitor_id = 'old-visitor'")).toBe(0);
      expect(n('SELECT COUNT(*) AS n FROM product_log')).toBe(MAX_PRODUCT_LOG);
      expect(n('SELECT COUNT(*) AS n FROM product_log WHERE prod_id = ?', `item-${total - 1}`)).toBe(1);
    });
    expect((await live.online()).length).toBeLessThanOrEqual(MAX_VISITORS);
  });
});
