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
/** Every test file's time from its first test to its last, to name the slowest at the end. */
const fileTimes = [];

/** Runs an npm script that checks the code; false (and a failed run) when it finds a problem. */
function check(title, script) {
  console.log(`\n=== ${title} ===`);
  const ok = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' }).status === 0;
  if (!ok) {
    exit = 1;
    console.log(`${title} failed (npm run ${script})`);
  }
  return ok;
}
// The bindings' types (worker-configuration.d.ts, `npm run types`) must be what wrangler.toml declares today
// (wrangler compares them locally, no network); then tsc, which reads what the build writes (the client manifest
// in static/assets), so it runs after the build.
const typesStale = !check('env types', 'check:types');
const typecheckFailed = !check('typecheck', 'typecheck') || typesStale;
// The layers (docs/architecture.md): any import a rule forbids fails the run.
const layersFailed = !check('layers', 'check:layers');
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
    for (const file of report.testResults ?? []) {
      if (file.startTime && file.endTime) fileTimes.push({ name: file.name.replace(`${root}/`, ''), seconds: (file.endTime - file.startTime) / 1000 });
    }
  } else {
    failed += 1;
  }
}
if (fileTimes.length) {
  console.log('\nThe ten slowest test files (from their first test to their last, setup not counted):');
  for (const f of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${typecheckFailed ? ', typecheck FAILED' : ''}${layersFailed ? ', layers FAILED' : ''}`);
process.exit(exit || (failed ? 1 : 0));
