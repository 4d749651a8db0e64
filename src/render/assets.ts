import manifest from '../../static/assets/manifest.json';

/** Hashed client asset paths, written by scripts/build-client.mjs. */
export interface AssetManifest {
  main: string;
  css: string;
  /** island name -> its chunk and the chunks it imports (for modulepreload) */
  islands: Record<string, string[]>;
}

export const assets = manifest as AssetManifest;
