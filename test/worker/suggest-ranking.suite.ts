import { describe, expect, it } from 'vitest';
import { SUGGEST_CANDIDATES } from '../../src/data/shop/search';
import { createShop, get } from './helpers';

/**
 * Suggestions rank at most SUGGEST_CANDIDATES matches (so a common word in a huge shop stays quick), with
 * items whose name matches ahead of items that match only by category or description. Here 450 oils match
 * "ghee" through their category name alone, and the three ghee items were added after all of them, so a
 * ranking that looked at the first matches of every column only would miss them.
 */
const SHOP = 'suggest-order';

describe('suggestions in a shop with more matches than are ranked', () => {
  it('lists the matching category, then the items named for the word, then the rest', async () => {
    const db = await createShop(SHOP, 'Suggest Order');
    await db.prepare("INSERT INTO categories (id, name, position) VALUES ('ghee-oils', 'Ghee & Oils', 0)").run();
    const oils = SUGGEST_CANDIDATES + 50;
    await db
      .prepare(
        `WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ${oils - 1})
       INSERT INTO items (id, cat_id, name, description, price, position)
       SELECT 'oil-' || x, 'ghee-oils', 'Mustard Oil ' || x, 'Cold pressed.', 20000, x FROM n`,
      )
      .run();
    for (const n of [1, 2, 3]) {
      await db
        .prepare(
          "INSERT INTO items (id, cat_id, name, description, price, position) VALUES (?, 'ghee-oils', ?, 'Made from cow milk.', 60000, ?)",
        )
        .bind(`ghee-${n}`, `Desi Ghee ${n}`, 1000 + n)
        .run();
    }
    const res = await get('/api/v2/search/suggest?q=ghee', { headers: { storeID: SHOP } });
    expect(res.status).toBe(200);
    const { suggestions } = (await res.json()) as { suggestions: { kind: string; id: string }[] };
    expect(suggestions.map((s) => s.id).slice(0, 4)).toEqual(['ghee-oils', 'ghee-1', 'ghee-2', 'ghee-3']);
    expect(suggestions[0].kind).toBe('category');
    expect(suggestions.slice(4).every((s) => s.id.startsWith('oil-'))).toBe(true);
    expect(suggestions).toHaveLength(6);

    // A word only descriptions hold still finds items when no name has it.
    const cow = (await (await get('/api/v2/search/suggest?q=cow', { headers: { storeID: SHOP } })).json()) as {
      suggestions: { id: string }[];
    };
    expect(cow.suggestions.map((s) => s.id)).toEqual(['ghee-1', 'ghee-2', 'ghee-3']);
  });
});
