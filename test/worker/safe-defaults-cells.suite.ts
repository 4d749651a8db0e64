import { describe, expect, it } from 'vitest';
import { call, keyFor } from './admin-helpers';
import { createShop, get } from './helpers';

/**
 * Catalogue text that begins like a spreadsheet formula (`=`, `+`, `-`, `@`) leaves as text everywhere: the CSV
 * export neutralises it (a leading apostrophe), the XML and JSON feeds and the Markdown pages keep it exactly as
 * the owner wrote it, since nothing there evaluates it.
 */
const NAMES = {
  eq: '=HYPERLINK("http://evil.example","x") Rice',
  plus: '+919811022334 Ghee',
  minus: '-5% Atta',
  at: '@SUM(A1:A9) Dal',
} as const;

const decodeXml = (s: string) =>
  s
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function formulaShop(): Promise<string> {
  const id = `cells-${crypto.randomUUID().slice(0, 8)}`;
  const db = await createShop(id, 'Formula Cells');
  await db.batch([
    db.prepare("INSERT INTO categories (id, name) VALUES ('staples', 'Staples')"),
    ...Object.entries(NAMES).map(([key, name]) =>
      db
        .prepare(`INSERT INTO items (id, cat_id, name, description, image, price, stock_qty)
      VALUES (?, 'staples', ?, ?, 'https://images.example.com/item.jpg', 5000, 5)`)
        .bind(key, name, name),
    ),
  ]);
  return id;
}

describe('formula-leading catalogue cells', () => {
  it('go out of the CSV export neutralised, and stay exactly as written in the XML feed, the JSON feed and Markdown', {
    timeout: 60_000,
  }, async () => {
    const shop = await formulaShop();

    const csv = await (await call('GET', `/stores/${shop}/catalogue.csv`, { key: await keyFor(shop) })).text();
    for (const name of Object.values(NAMES)) {
      expect(csv).toContain(`'${name.replace(/"/g, '""')}`);
      expect(csv).not.toMatch(new RegExp(`(^|,)"?${name.slice(0, 5).replace(/[+@=()-]/g, '\\$&')}`, 'm'));
    }

    const xml = await (await get(`/${shop}/feeds/google.xml`)).text();
    const titles = [...xml.matchAll(/<g:title>([\s\S]*?)<\/g:title>/g)].map((m) => decodeXml(m[1]));
    expect(titles.sort()).toEqual(Object.values(NAMES).sort());

    const acp = (await (await get(`/${shop}/feeds/acp.json`)).json()) as {
      products: { id: string; title: string; description: string }[];
    };
    for (const [key, name] of Object.entries(NAMES)) {
      const product = acp.products.find((p) => p.id === key || p.id.startsWith(`${key}`))!;
      expect(product.title).toBe(name);
      expect(product.description).toBe(name);
    }

    for (const [key, name] of Object.entries(NAMES)) {
      const res = await get(`/${shop}/staples/${key}`, { headers: { Accept: 'text/markdown' } });
      expect(res.status).toBe(200);
      const heading = (await res.text()).split('\n').find((l) => l.startsWith('# '))!;
      // Markdown escapes its own punctuation (`\+`, `\(`), nothing more: unescaped, it is the owner's text
      expect(heading.replace(/\\(.)/g, '$1').slice(2)).toBe(name);
    }
  });
});
