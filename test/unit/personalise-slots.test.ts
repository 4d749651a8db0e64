import { describe, expect, it } from 'vitest';
import { badgeSlots, fillBadgeSlots } from '../../src/render/personalise';

/** The anonymous page's badge markup (as the layout renders it) and the bag counts it is filled with. */
const ANONYMOUS =
  '<html><head><title>é₹</title></head><body data-bag-count="0" data-x="1"><a><div data-island="bag-badge" data-props="{`count`:0}" class="island">' +
  '<span class="badge" aria-live="polite" data-testid="bag-count" hidden="">0<span class="sr-only"> items in bag</span></span></div></a>चावल';

const fill = (html: string, count: number) => {
  const out = fillBadgeSlots(new TextEncoder().encode(html), count);
  return out && new TextDecoder().decode(out);
};

describe('fillBadgeSlots', () => {
  it.each([
    [0, 'data-bag-count="0"', '{`count`:0}', 'hidden="">0<span'],
    [1, 'data-bag-count="1"', '{`count`:1}', 'data-testid="bag-count">1<span'],
    [12, 'data-bag-count="12"', '{`count`:12}', 'data-testid="bag-count">12<span'],
    [999, 'data-bag-count="999"', '{`count`:999}', 'data-testid="bag-count">999<span'],
  ])('a bag of %i fills all three slots', (count, body, props, badge) => {
    const html = fill(ANONYMOUS, count)!;
    expect(html).toContain(body);
    expect(html).toContain(props);
    expect(html).toContain(badge);
    expect(html.endsWith('</div></a>चावल')).toBe(true);
    expect(html.startsWith('<html><head><title>é₹</title>')).toBe(true);
  });

  it('keeps every other byte, multibyte text included', () => {
    const html = fill(ANONYMOUS, 3)!;
    let back = html;
    for (const [from, to] of badgeSlots(3)) back = back.replace(to, from);
    expect(back).toBe(ANONYMOUS);
  });

  it.each([
    ['no body count', ANONYMOUS.replace('data-bag-count="0"', 'data-bag-count="2"')],
    ['a badge already shown', ANONYMOUS.replace('hidden="">0', '>4')],
    ['island props of another shape', ANONYMOUS.replace('{`count`:0}', '{`count`:0,`x`:1}')],
  ])('answers null when the markup is not the anonymous page (%s)', (_why, html) => {
    expect(fill(html, 2)).toBeNull();
  });
});
