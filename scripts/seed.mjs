// Seeds the demo shops into the local D1 (idempotent: INSERT OR IGNORE). Used by `npm start`.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

export async function seedSql() {
  const out = `${root}/.wrangler/tmp/seed-sql.mjs`;
  mkdirSync(dirname(out), { recursive: true });
  await build({
    absWorkingDir: root,
    stdin: { contents: "export { seedStatements } from './seed/to-sql.ts'; export { demoShops } from './seed/shops/index.ts';", resolveDir: root, loader: 'ts' },
    bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning',
  });
  const { seedStatements, demoShops } = await import(`${pathToFileURL(out).href}?t=${Date.now()}`);
  return { sql: seedStatements(demoShops).join('\n'), shops: demoShops };
}

export async function seedLocal({ persistTo } = {}) {
  const { sql, shops } = await seedSql();
  const file = `${root}/.wrangler/tmp/seed.sql`;
  writeFileSync(file, sql);
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file];
  if (persistTo) args.push('--persist-to', persistTo);
  execFileSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });
  return shops;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const shops = await seedLocal();
  console.log(`seeded ${shops.length} demo shops`);
}
