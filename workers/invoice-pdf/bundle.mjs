// The invoice PDF Worker bundled for Miniflare (the worker tests' auxiliary worker, the bench): esbuild with the
// settings wrangler uses for workerd, the fonts copied beside the bundle as Data modules (its wrangler.toml's
// [[rules]]). `wrangler dev` and `wrangler deploy` bundle it themselves from workers/invoice-pdf/wrangler.toml.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const toml = readFileSync(`${here}/wrangler.toml`, 'utf8');

/** The Worker's name, as the storefront's [[services]] binding names it. */
export const INVOICE_PDF_WORKER = /^name\s*=\s*"([^"]+)"/m.exec(toml)[1];

/** Bundles the Worker into `outdir`; resolves with Miniflare's options for it (one entry of `workers`). */
export async function invoicePdfWorkerOptions(outdir) {
  await build({
    entryPoints: { index: `${here}/index.ts` },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    loader: { '.ttf': 'copy' },
    assetNames: '[name]',
    external: ['node:*', 'cloudflare:*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return {
    name: INVOICE_PDF_WORKER,
    modules: true,
    scriptPath: resolve(outdir, 'index.js'),
    modulesRoot: outdir,
    modulesRules: [{ type: 'Data', include: ['**/*.ttf'] }],
    compatibilityDate: /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)[1],
    compatibilityFlags: JSON.parse(/^compatibility_flags\s*=\s*(\[[^\]]*\])/m.exec(toml)[1]),
  };
}
