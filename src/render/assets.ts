import manifest from '../../static/assets/manifest.json';

/** Hashed client asset paths, written by scripts/build-client.mjs. */
export interface AssetManifest {
  main: string;
  /** a hash of the server's source and dependencies at the build: the edge cache keys pages by it */
  pages: string;
  css: string;
  /** the first screen's rules (static/css/critical.css), inlined in <head>, and their CSP source 'sha256-…' */
  criticalCss: string;
  criticalCssHash: string;
  /** `{home|category|item|bag}-{default|berlin}`: only that kind of page's first-screen rules in that theme */
  criticalByPage: Record<string, { css: string; hash: string }>;
  /** island name -> its chunk and the chunks it imports (for modulepreload) */
  islands: Record<string, string[]>;
}

export const assets = manifest as AssetManifest;

/** A storefront page kind whose first screen has rules of its own (static/css/critical/). */
export type FirstScreen = 'home' | 'category' | 'item' | 'bag';

/** The rules a page inlines: its own kind's in its theme, or every kind's together. */
export function criticalCssOf(firstScreen: FirstScreen | undefined, theme: string): { css: string; hash: string } {
  const own = firstScreen
    ? assets.criticalByPage?.[`${firstScreen}-${theme === 'berlin' ? 'berlin' : 'default'}`]
    : undefined;
  return own ?? { css: assets.criticalCss, hash: assets.criticalCssHash };
}

/** Every inlined first-screen stylesheet's CSP source: a page names them all, whichever it inlines. */
export const criticalCssHashes: readonly string[] = [
  assets.criticalCssHash,
  ...Object.values(assets.criticalByPage ?? {}).map((c) => c.hash),
];
