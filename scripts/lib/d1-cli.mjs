// What the key CLIs (owner.mjs, platform.mjs) share: argument parsing, the Worker's TypeScript bundled for Node,
// and SQL against the directory in D1 through wrangler (local, --persist-to DIR, or --remote for production).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Positional arguments and flags; `--remote` is a switch, the names in `valued` take the next argument. */
export function parseArgs(argv, valued = ['persist-to']) {
  const flags = {};
  const args = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--remote') flags.remote = true;
    else if (a.startsWith('--') && valued.includes(a.slice(2))) flags[a.slice(2)] = argv[++i];
    else args.push(a);
  }
  return { args, flags };
}

/** The given TypeScript re-exports, bundled for Node (the same code the Worker runs). */
export async function bundleForNode(name, contents) {
  const out = `${root}/.wrangler/tmp/${name}.mjs`;
  mkdirSync(dirname(out), { recursive: true });
  await build({
    absWorkingDir: root,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

export const sqlText = (v) => `'${String(v).replace(/'/g, "''")}'`;

/** Runs one statement against D1 and answers its rows. */
export function d1(sql, flags) {
  const args = [
    'wrangler',
    'd1',
    'execute',
    'DB',
    ...(flags.remote ? ['--remote', '--env', 'production'] : ['--local']),
    '--json',
    '--command',
    sql,
  ];
  if (flags['persist-to']) args.push('--persist-to', flags['persist-to']);
  const out = execFileSync('npx', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
  const parsed = JSON.parse(out.slice(out.indexOf('[')));
  return parsed.flatMap((r) => r.results ?? []);
}
