import { describe, expect, it } from 'vitest';
import { get } from './helpers';
import { TAMIL_CATEGORIES } from '../../seed/shops/noir-threads-tamil';

/** The owner's words in the page's language wherever they show, with the owner's own words as fallback. */
describe('noir-threads home in Tamil', () => {
  it("its section headings are the categories' Tamil names, as its chips are; no translated name is left in English", async () => {
    const res = await get('/noir-threads?lang=ta');
    expect(res.status).toBe(200);
    const html = await res.text();
    const headings = [...html.matchAll(/<h2 id="sec-([^"]+)"[^>]*>([^<]*)<\/h2>/g)].map((m) => [m[1], m[2]]);
    expect(headings.length).toBeGreaterThan(0);
    for (const [id, name] of headings) {
      if (TAMIL_CATEGORIES[id]) expect(name).toBe(TAMIL_CATEGORIES[id].CAT_NAME);
    }
    expect(headings.some(([id]) => id === 'kurtas')).toBe(true);
    expect(html).not.toMatch(/<h2 id="sec-kurtas"[^>]*>Kurtas<\/h2>/);
  });

  it('in English the headings stay as the owner wrote them', async () => {
    const html = await (await get('/noir-threads?lang=en')).text();
    expect(html).toMatch(/<h2 id="sec-kurtas"[^>]*>Kurtas<\/h2>/);
  });
});
