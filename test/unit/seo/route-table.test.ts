import { describe, expect, it } from 'vitest';
import { SHOP_ROUTE_LIST } from '../../../src/domain/routes/route-table';
import { isRouteWord } from '../../../src/domain/route-words';
import { RESERVED_SEGMENTS } from '../../../src/domain/catalogue/paths';
import { markdownPageOf } from '../../../src/domain/agents/markdown-routes';
import { isSharedPage } from '../../../src/domain/catalogue/shared-pages';
import { routeOf } from '../../../src/domain/route-params';
import { speculationRules } from '../../../src/domain/seo/speculation-rules';

/** A path that fits a table pattern: each parameter filled with a plain id. */
const example = (path: string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string, set?: string) =>
    set ? set.slice(1, -1).split('|')[0] : `x-${name.toLowerCase()}`,
  );

describe('what the route table gives', () => {
  it.each([
    'mcp',
    'feeds',
    'healthz',
    'llms.txt',
    'speculation-rules.json',
    'logout',
    'bag',
    'Search',
    'API',
    'media',
    'img',
    'assets',
  ])('%j is a route word (no shop, category or item may take it)', (word) => expect(isRouteWord(word)).toBe(true));

  it.each(['atta', 'rice', 'dilli-kirana', 'pages', 'read'])('%j is not a route word', (word) =>
    expect(isRouteWord(word)).toBe(false),
  );

  it("the catalogue steps aside for pages, files and kept words, not for the agents' surfaces mounted before it", () => {
    for (const word of [
      'home',
      'bag',
      'account',
      'checkout',
      'track',
      'login',
      'logout',
      'media',
      'robots.txt',
      'manifest.webmanifest',
    ])
      expect(RESERVED_SEGMENTS.has(word), word).toBe(true);
    for (const word of ['llms.txt', 'feeds', 'mcp', 'api']) expect(RESERVED_SEGMENTS.has(word), word).toBe(false);
  });

  it.each(SHOP_ROUTE_LIST.filter((r) => !r.path.includes('*')).map((r) => [r.path, r] as const))(
    '%s: Markdown form, sharing and cache key as its row says',
    (path, route) => {
      const rest = example(path);
      expect(markdownPageOf(rest)?.kind ?? null).toBe(('markdown' in route && route.markdown) || null);
      expect(isSharedPage(rest)).toBe('shared' in route && route.shared === true);
      expect(routeOf(rest)).toBe('reads' in route ? path : null);
    },
  );

  it('a category or item path whose first word is a route word is neither a category nor cached', () => {
    for (const rest of ['/mcp', '/feeds', '/healthz', '/feeds/x', '/logout']) {
      expect(markdownPageOf(rest), rest).toBeNull();
      expect(routeOf(rest), rest).toBeNull();
    }
  });

  it("never prefetches the personal pages, the agents' surfaces and the APIs", () => {
    const never = speculationRules().prefetch[0].where.and.flatMap((c) =>
      c.not && 'href_matches' in c.not ? c.not.href_matches : [],
    );
    expect([...never].sort()).toEqual([
      '/*/account',
      '/*/account/*',
      '/*/bag',
      '/*/bag/*',
      '/*/checkout',
      '/*/checkout/*',
      '/*/feeds/*',
      '/*/llms.txt',
      '/*/login',
      '/*/logout',
      '/*/manualorders',
      '/*/mcp',
      '/*/track/*',
      '/admin/*',
      '/api/*',
      '/ondc/*',
      '/platform/*',
    ]);
  });
});
