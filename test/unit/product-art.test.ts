import { describe, expect, it } from 'vitest';
import { drawProductArt, hueFromName, motifFor } from '../../src/domain/images/product-art';
import { demoShops } from '../../seed/shops/index';

const colours = (svg: string): string[] => svg.match(/#[0-9a-fA-F]{6}\b/g) ?? [];
/** Every & starts an entity, and no text or attribute holds a raw < or quote. */
function expectWellFormedText(svg: string): void {
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const texts = svg.match(/>[^<]*</g) ?? [];
  for (const t of texts) expect(t.slice(1, -1)).not.toMatch(/[<>"']/);
}

describe('hueFromName', () => {
  it('maps a name to the same hue in [0, 360) every time', () => {
    for (const name of ['Toor Dal', 'Mul Cotton Short Kurta', '', 'दाल']) {
      const hue = hueFromName(name);
      expect(hue).toBe(hueFromName(name));
      expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
    }
  });

  it('spreads names across the colour wheel', () => {
    const hues = new Set(demoShops.flatMap((s) => s.items.map((i) => Math.floor(hueFromName(i.ITEM_NAME) / 30))));
    expect(hues.size).toBeGreaterThanOrEqual(10);
  });
});

describe('drawProductArt', () => {
  it('draws the same SVG for the same name and a different one for another name', () => {
    const a = drawProductArt({ name: 'Chakki Fresh Atta', width: 300, height: 300 });
    expect(drawProductArt({ name: 'Chakki Fresh Atta', width: 300, height: 300 })).toBe(a);
    expect(drawProductArt({ name: 'Desi Cow Ghee', width: 300, height: 300 })).not.toBe(a);
  });

  it('is a self-contained SVG with no script and no external reference', () => {
    const svg = drawProductArt({ name: 'Kachi Ghani Mustard Oil', width: 200, height: 200 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|href|url\(|on\w+=|<image|<foreignObject/i);
  });

  it('honours width and height and scales through a viewBox', () => {
    const svg = drawProductArt({ name: 'Aloo Bhujia', width: 480, height: 320 });
    expect(svg).toMatch(/^<svg[^>]* width="480" height="320" viewBox="0 0 200 200"/);
    expect(drawProductArt({ name: 'x', width: 64.4, height: 0 })).toMatch(/ width="64" height="1"/);
  });

  it('shows the initials and the first word', () => {
    const svg = drawProductArt({ name: 'Toor Dal', width: 200, height: 200 });
    expect(svg).toContain('>TD</text>');
    expect(svg).toContain('>Toor</text>');
  });

  it('escapes <, &, and quotes in names', () => {
    const name = `<b>"Bhai's" & Sons</b> <script>alert(1)</script>`;
    const svg = drawProductArt({ name, width: 200, height: 200 });
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;b&gt;&quot;Bhai&apos;s&quot;');
    expect(svg).toContain('&amp; Sons');
    expectWellFormedText(svg);
  });

  it('greyscale art has no saturated colour', () => {
    for (const name of ['Haldi Powder', 'Pique Polo', 'Marie Biscuits', 'Sona Masoori Rice', 'Zzz']) {
      const svg = drawProductArt({ name, width: 200, height: 200, grey: true });
      const used = colours(svg);
      expect(used.length).toBeGreaterThan(3);
      for (const c of used) expect(c.slice(1, 3)).toBe(c.slice(3, 5)), expect(c.slice(3, 5)).toBe(c.slice(5, 7));
      expect(svg).not.toMatch(/hsl|rgb\(/);
    }
    const coloured = colours(drawProductArt({ name: 'Haldi Powder', width: 200, height: 200 }));
    expect(coloured.some((c) => c.slice(1, 3) !== c.slice(5, 7))).toBe(true);
  });

  it('picks a shape that fits the product, or one from the hash', () => {
    expect(motifFor('Kachi Ghani Mustard Oil')).toBe('bottle');
    expect(motifFor('Chakki Fresh Atta')).toBe('sack');
    expect(motifFor('Haldi Powder')).toBe('jar');
    expect(motifFor('Relaxed Linen Shirt')).toBe('garment');
    expect(motifFor('Marie Biscuits (Family Pack)')).toBe('box');
    expect(
      new Set(['Zq', 'Foo', 'Bar', 'Qux', 'Lorem', 'Ipsum', 'Dolor', 'Amet', 'Sit', 'Elit'].map(motifFor)).size,
    ).toBeGreaterThanOrEqual(3);
  });

  it('stays under 1.5 KB for every demo item, even with a long name', () => {
    const names = demoShops.flatMap((s) => s.items.map((i) => i.ITEM_NAME));
    names.push('A'.repeat(200), 'Ékstra-lȯng naam with &&&& <<<< """" everywhere in the product title here');
    for (const name of names) {
      for (const grey of [false, true]) {
        const svg = drawProductArt({ name, width: 400, height: 400, grey });
        expect(new TextEncoder().encode(svg).length).toBeLessThan(1536);
        expectWellFormedText(svg);
      }
    }
  });
});
