// Builds the browser bundle: ESM with code splitting and hashed names, plus the stylesheet,
// and writes static/assets/manifest.json for the Worker's document shell.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outdir = `${root}/static/assets`;
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'client/main.ts', app: 'static/css/app.css' },
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: ['es2020', 'chrome90', 'safari14'],
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'c/[name]-[hash]',
  assetNames: 'a/[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'warning',
});

// The service worker lives at a fixed address (its scope is the whole origin), so it is not hashed.
await build({ absWorkingDir: root, entryPoints: ['client/sw.ts'], bundle: true, format: 'iife', minify: true, target: ['es2020'], outfile: `${root}/static/sw.js`, logLevel: 'warning' });

const publicPath = (file) => '/' + relative(`${root}/static`, `${root}/${file}`).split('\\').join('/');
const manifest = { main: '', css: '', islands: {} };
for (const [file, out] of Object.entries(result.metafile.outputs)) {
  if (out.entryPoint === 'client/main.ts') manifest.main = publicPath(file);
  if (file.endsWith('.css') && out.entryPoint === 'static/css/app.css') manifest.css = publicPath(file);
  const island = /^client\/islands\/([a-z-]+)\.tsx$/.exec(out.entryPoint ?? '');
  if (island && file.endsWith('.js')) {
    const name = island[1];
    manifest.islands[name] = [publicPath(file), ...out.imports.filter((i) => i.kind === 'import-statement').map((i) => publicPath(i.path))];
  }
}
writeFileSync(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2));
console.log(`client built: ${Object.keys(result.metafile.outputs).length} files -> static/assets`);
