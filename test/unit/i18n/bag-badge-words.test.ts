import { describe, expect, it } from 'vitest';
import bagBadge from '../../../client/islands/bag-badge';
import { fillBadgeSlots } from '../../../src/render/personalise';
import type { Lang } from '../../../src/domain/i18n/languages';
import { renderIsland } from '../render-island';

/**
 * A cached page is the anonymous one (a bag of 0) with its badge number filled in on the way out; the island then
 * hydrates with the real count. Both must say the same words, and those words must read right for any count: the
 * badge is aria-live, so a screen reader says them after every add.
 */
const cachedPage = (lang: Lang) =>
  `<body data-bag-count="0"><div data-island="bag-badge" data-props="{\`count\`:0}">${renderIsland(bagBadge, { count: 0 }, lang)}</div>`;
const badgeOf = (html: string) => html.slice(html.indexOf('<span class="badge"'), -'</div>'.length);

describe('the bag badge: filled-in cached page and island say the same, in every language', () => {
  it.each([
    ['en', 1, '>1<span class="sr-only"> in your bag</span>'],
    ['en', 2, '>2<span class="sr-only"> in your bag</span>'],
    ['en', 5, '>5<span class="sr-only"> in your bag</span>'],
    ['hi', 1, '>1<span class="sr-only"> आपके थैले में</span>'],
    ['hi', 2, '>2<span class="sr-only"> आपके थैले में</span>'],
    ['ta', 1, '>1<span class="sr-only"> உங்கள் பையில்</span>'],
    ['ta', 2, '>2<span class="sr-only"> உங்கள் பையில்</span>'],
  ] as [Lang, number, string][])('%s, %i units', (lang, count, said) => {
    const filled = new TextDecoder().decode(fillBadgeSlots(new TextEncoder().encode(cachedPage(lang)), count)!);
    const island = renderIsland(bagBadge, { count }, lang);
    expect(badgeOf(filled)).toBe(island);
    expect(island).toContain(said);
    expect(island).not.toContain('hidden');
  });

  it.each(['en', 'hi', 'ta'] as Lang[])('%s: no plural noun after the number (1 and 2 read the same words)', (lang) => {
    const words = (n: number) => renderIsland(bagBadge, { count: n }, lang).replace(`>${n}<`, '>#<');
    expect(words(1)).toBe(words(2));
    expect(renderIsland(bagBadge, { count: 1 }, lang)).not.toMatch(/items|பொருட்கள்/);
  });
});
