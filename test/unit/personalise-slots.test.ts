import { describe, expect, it } from 'vitest';
import { badgeFilledParts, badgeSlotOffsets, badgeSlots, fillBadgeSlots } from '../../src/render/personalise';

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

describe('badge slots filled at offsets found once per stored page', () => {
  const encoder = new TextEncoder();
  /** A page as the edge cache keeps it: the badge near the top, then the rest of the page. */
  const PAGE = `${ANONYMOUS}<main>${'<li>चावल ₹99</li>'.repeat(400)}</main></body></html>`;
  const joined = (parts: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(parts));

  it.each([0, 1, 7, 12, 999])('a bag of %i: the same page as filling it by searching', (count) => {
    const page = encoder.encode(PAGE);
    const offsets = badgeSlotOffsets(page)!;
    const searched = fillBadgeSlots(page, count)!;
    expect(joined(badgeFilledParts(page, offsets, count))).toBe(new TextDecoder().decode(searched));
  });

  it('one page, many shoppers: the offsets do not change with the count', () => {
    const page = encoder.encode(PAGE);
    const offsets = badgeSlotOffsets(page)!;
    expect(joined(badgeFilledParts(page, offsets, 3))).toContain('data-testid="bag-count">3<span');
    expect(joined(badgeFilledParts(page, offsets, 41))).toContain('data-testid="bag-count">41<span');
    expect(joined(badgeFilledParts(page, offsets, 0))).toBe(PAGE);
  });

  it.each([
    ['no body count', PAGE.replace('data-bag-count="0"', 'data-bag-count="2"')],
    ['a badge already shown', PAGE.replace('hidden="">0', '>4')],
    ['island props of another shape', PAGE.replace('{`count`:0}', '{`count`:0,`x`:1}')],
    ['the badge past the first 64 KB', `<!--${'x'.repeat(70_000)}-->${PAGE}`],
  ])('finds none when the markup is not the anonymous page (%s)', (_why, html) => {
    expect(badgeSlotOffsets(encoder.encode(html))).toBeNull();
  });
});
