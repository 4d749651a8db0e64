// Builds the browser code and the stylesheet, and writes static/assets/manifest.json for the Worker's document shell.
// A first visit fetches two scripts: main (island finder, dialogs, scroll and progress) and, once the page is idle,
// plugins (every plugin in one file). React and each island come later, on the first sign of intent, from a
// code-split build whose chunks main imports by their hashed addresses.
import { createHash } from 'node:crypto';
import { build, transform } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outdir = `${root}/static/assets`;
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const common = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['es2020', 'chrome90', 'safari14'],
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'warning',
};
const publicPath = (file) => '/' + relative(`${root}/static`, `${root}/${file}`).split('\\').join('/');
const outputOf = (result, entry) =>
  Object.entries(result.metafile.outputs).find(([file, out]) => out.entryPoint === entry && file.endsWith('.js'))?.[0];

// 1. What loads on intent: React, the shared signals and every island, split so pages share chunks. Every file in
// client/islands/ is an island that declares itself under its file name (client/lib/define-island.ts).
const islandNames = readdirSync(`${root}/client/islands`)
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => f.slice(0, -4))
  .sort();
for (const name of islandNames) {
  const declared = /export default defineIsland\('([a-z-]+)'/.exec(
    readFileSync(`${root}/client/islands/${name}.tsx`, 'utf8'),
  )?.[1];
  if (declared !== name)
    throw new Error(
      `client/islands/${name}.tsx must end with export default defineIsland('${name}', ...) (found ${declared ?? 'none'})`,
    );
}
const lazyEntries = {
  'react-runtime': 'client/lib/react-runtime.ts',
  signals: 'client/lib/signals.ts',
  'bag-check': 'client/lib/bag-check.ts',
};
for (const name of islandNames) lazyEntries[name] = `client/islands/${name}.tsx`;
const lazy = await build({
  ...common,
  entryPoints: lazyEntries,
  splitting: true,
  outdir: `${outdir}/c`,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
});
const lazyUrl = Object.fromEntries(
  Object.entries(lazyEntries).map(([name, entry]) => [entry, publicPath(outputOf(lazy, entry))]),
);

/** Resolves main's dynamic imports of lazy entries to their hashed addresses instead of bundling them. */
const importLazyByUrl = {
  name: 'import-lazy-by-url',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const file = relative(root, `${args.resolveDir}/${args.path}`).split('\\').join('/');
      const url =
        lazyUrl[`${file}.ts`] ?? lazyUrl[`${file}.tsx`] ?? (file === 'client/plugins/boot' ? pluginsUrl : undefined);
      if (!url) throw new Error(`main imports ${args.path} lazily but it is not a lazy entry`);
      return { path: url, external: true };
    });
  },
};

// 2. Plugins, all in one file: each is a few hundred bytes, cheaper to send together than to fetch one by one.
const plugins = await build({
  ...common,
  entryPoints: { plugins: 'client/plugins/boot.ts' },
  outdir,
  entryNames: '[name]-[hash]',
});
const pluginsUrl = publicPath(outputOf(plugins, 'client/plugins/boot.ts'));

/** `virtual:island-chunks`: each island's name and its chunk's address, for main to load islands by. */
const islandChunks = {
  name: 'island-chunks',
  setup(b) {
    b.onResolve({ filter: /^virtual:island-chunks$/ }, () => ({ path: 'island-chunks', namespace: 'island-chunks' }));
    b.onLoad({ filter: /.*/, namespace: 'island-chunks' }, () => ({
      contents: `export default ${JSON.stringify(Object.fromEntries(islandNames.map((name) => [name, lazyUrl[lazyEntries[name]]])))};`,
      loader: 'js',
    }));
  },
};

// 3. main, whole in one file; its lazy imports point at the files above.
const main = await build({
  ...common,
  entryPoints: { main: 'client/main.ts', app: 'static/css/app.css' },
  outdir,
  entryNames: '[name]-[hash]',
  assetNames: 'a/[name]-[hash]',
  plugins: [importLazyByUrl, islandChunks],
});

// The service worker lives at a fixed address (its scope is the whole origin), so it is not hashed.
await build({
  absWorkingDir: root,
  entryPoints: ['client/sw.ts'],
  bundle: true,
  format: 'iife',
  minify: true,
  target: ['es2020'],
  outfile: `${root}/static/sw.js`,
  logLevel: 'warning',
});

// 4. The critical CSS (static/css/critical.css, made by `npm run css:critical`), inlined by the document shell with
// its hash for the CSP, so a first visit paints before the full stylesheet arrives.
async function inlineCss(file) {
  const css = (
    await transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true, legalComments: 'none' })
  ).code.trim();
  if (/<\/style/i.test(css)) throw new Error(`${file} must not contain </style`);
  return { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}
const { css: criticalCss, hash: criticalCssHash } = await inlineCss(`${root}/static/css/critical.css`);
// each kind of storefront page in each theme inlines only its own first screen's rules (static/css/critical/*.css)
const criticalByPage = {};
const criticalDir = `${root}/static/css/critical`;
if (existsSync(criticalDir)) {
  for (const file of readdirSync(criticalDir)
    .filter((f) => f.endsWith('.css'))
    .sort())
    criticalByPage[file.slice(0, -4)] = await inlineCss(`${criticalDir}/${file}`);
}

// 5. What the Worker's pages are made of besides the client: the server's source and its dependencies. The edge
// cache keys pages by it with the client's build, so a deploy that changes only how pages render is not answered
// with pages rendered before it (they are kept for long: the shop's version says when they are current).
const pagesHash = createHash('sha256');
for (const file of [
  ...readdirSync(`${root}/src`, { recursive: true })
    .map((f) => `src/${f}`)
    .sort(),
  'package-lock.json',
]) {
  if (statSync(`${root}/${file}`).isFile()) pagesHash.update(file).update(readFileSync(`${root}/${file}`));
}
const pages = pagesHash.digest('hex').slice(0, 16);

const manifest = {
  main: publicPath(outputOf(main, 'client/main.ts')),
  pages,
  css: '',
  criticalCss,
  criticalCssHash,
  criticalByPage,
  plugins: pluginsUrl,
  islands: {},
};
for (const [file, out] of Object.entries(main.metafile.outputs))
  if (file.endsWith('.css') && out.entryPoint === 'static/css/app.css') manifest.css = publicPath(file);
for (const name of islandNames) {
  const file = outputOf(lazy, lazyEntries[name]);
  manifest.islands[name] = [
    publicPath(file),
    ...lazy.metafile.outputs[file].imports.filter((i) => i.kind === 'import-statement').map((i) => publicPath(i.path)),
  ];
}
writeFileSync(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2));
const files = [lazy, plugins, main].reduce((n, r) => n + Object.keys(r.metafile.outputs).length, 0);
console.log(`client built: ${files} files -> static/assets`);
