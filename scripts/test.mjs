// `npm test`: the typecheck (as CI runs it), the layer rules, then every suite in turn (unit, worker, browser), then one closing
// line with the totals. A failed typecheck fails the run; the suites still run, so one run shows everything.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const out = `${root}/.wrangler/test-results`;
mkdirSync(out, { recursive: true });

const suites = [
  ['unit', 'vitest.unit.config.ts'],
  ['worker', 'vitest.worker.config.ts'],
  ['browser', 'vitest.e2e.config.ts'],
];

const build = spawnSync('node', ['scripts/build-client.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let passed = 0, failed = 0, skipped = 0, exit = 0;

// tsc reads what the build writes (the client manifest in static/assets), so it runs after the build.
console.log('\n=== typecheck ===');
const typecheck = spawnSync('npm', ['run', '--silent', 'typecheck'], { cwd: root, stdio: 'inherit' });
const typecheckFailed = typecheck.status !== 0;
if (typecheckFailed) {
  exit = 1;
  console.log('typecheck failed (npm run typecheck)');
}
// The layers (docs/architecture.md): any import a rule forbids fails the run.
console.log('\n=== layers ===');
const layers = spawnSync('npm', ['run', '--silent', 'check:layers'], { cwd: root, stdio: 'inherit' });
const layersFailed = layers.status !== 0;
if (layersFailed) {
  exit = 1;
  console.log('layer rules broken (npm run check:layers)');
}
for (const [name, config] of suites) {
  console.log(`\n=== ${name} tests ===`);
  const json = `${out}/${name}.json`;
  const r = spawnSync('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], {
    cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  if (r.status !== 0) exit = 1;
  if (existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    failed += 1;
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${typecheckFailed ? ', typecheck FAILED' : ''}${layersFailed ? ', layers FAILED' : ''}`);
process.exit(exit || (failed ? 1 : 0));
