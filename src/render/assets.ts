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
  /** island name -> its chunk and the chunks it imports (for modulepreload) */
  islands: Record<string, string[]>;
}

export const assets = manifest as AssetManifest;
