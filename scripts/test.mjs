// `npm test`: the client build, then three lanes side by side, each filling a core of our 2-core machines when the
// others wait (docs/testing.md): the checks (env types, typecheck, layer rules) and the unit suite; the worker
// suite (workerd), printed live; the browser suite (Chromium), printed as one block when it ends. Then the ten
// slowest files and one closing line with the totals. A failed check fails the run; the suites still run, so one
// run shows everything. TEST_LANES=1 runs everything one after another, as before.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const out = `${root}/.wrangler/test-results`;
mkdirSync(out, { recursive: true });
for (const name of ['unit', 'worker', 'browser']) rmSync(`${out}/${name}.json`, { force: true });
const oneLane = process.env.TEST_LANES === '1';
const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const build = spawnSync('node', ['scripts/build-client.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/**
 * Runs a command. `live` streams its output; otherwise it is kept in a log and printed as one block when the
 * command ends, so lanes running side by side do not interleave their lines. Resolves to the exit status.
 */
function run(title, cmd, args, { live = oneLane, env = process.env } = {}) {
  return new Promise((resolve) => {
    const log = `${out}/${title.replace(/\W+/g, '-')}.log`;
    const child = spawn(cmd, args, { cwd: root, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!live) {
      const file = createWriteStream(log);
      child.stdout.pipe(file);
      child.stderr.pipe(file);
    }
    child.on('close', (code) => {
      if (!live) process.stdout.write(`\n=== ${title} (ended at ${since()}) ===\n${readFileSync(log, 'utf8')}`);
      else console.log(`=== ${title} ended at ${since()} ===`);
      resolve(code ?? 1);
    });
  });
}

/** Runs an npm script that checks the code; false when it finds a problem. */
async function check(title, script) {
  const ok = (await run(title, 'npm', ['run', '--silent', script])) === 0;
  if (!ok) console.log(`${title} failed (npm run ${script})`);
  return ok;
}

/** Runs one Vitest suite with a JSON report beside its console output; `env` is added to the environment. */
function suite(name, config, live, env = {}) {
  const json = `${out}/${name}.json`;
  const args = [
    'vitest',
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ];
  return run(`${name} tests`, 'npx', args, {
    live: live || oneLane,
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
  });
}

const checks = { typesStale: false, typecheckFailed: false, layersFailed: false, styleFailed: false };
async function checksThenUnit() {
  // The bindings' types (worker-configuration.d.ts, `npm run types`) must be what wrangler.toml declares today
  // (wrangler compares them locally, no network); then tsc, which reads what the build writes (the client manifest
  // in static/assets), so it runs after the build. Then the layers (docs/architecture.md).
  checks.typesStale = !(await check('env types', 'check:types'));
  checks.typecheckFailed = !(await check('typecheck', 'typecheck')) || checks.typesStale;
  checks.layersFailed = !(await check('layers', 'check:layers'));
  // Biome: the formatter's line width and style, and the lint rules (floating promises, unused code): biome.json
  checks.styleFailed = !(await check('format and lint', 'check:style'));
  return suite('unit', 'vitest.unit.config.ts', false);
}

const lanes = [
  checksThenUnit,
  () => suite('worker', 'vitest.worker.config.ts', true),
  // two browser files at a time, each against a server of its own; the second serves a copy of the first's seeded
  // state (test/e2e/global-setup.ts), so the lane pays for one seed (docs/testing.md). E2E_SERVERS=1 for one.
  () => suite('browser', 'vitest.e2e.config.ts', false, { E2E_SERVERS: process.env.E2E_SERVERS ?? '2' }),
];
const statuses = [];
if (oneLane) for (const lane of lanes) statuses.push(await lane());
else statuses.push(...(await Promise.all(lanes.map((lane) => lane()))));
let exit = statuses.some((s) => s !== 0) || checks.typecheckFailed || checks.layersFailed || checks.styleFailed ? 1 : 0;

let passed = 0,
  failed = 0,
  skipped = 0;
/** Every test file's time from its first test to its last, to name the slowest at the end. */
const fileTimes = [];
/** Every failed test with the first line of its error, printed last so the tail of a CI log names them. */
const failures = [];
for (const name of ['unit', 'worker', 'browser']) {
  const json = `${out}/${name}.json`;
  if (!existsSync(json)) {
    failed += 1;
    exit = 1;
    continue;
  }
  const report = JSON.parse(readFileSync(json, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed')
        failures.push(
          `${file.name.replace(`${root}/`, '')} > ${t.fullName}: ${String(t.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(
        `${file.name.replace(`${root}/`, '')}: ${String(file.message ?? 'failed to run')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
    if (file.startTime && file.endTime)
      fileTimes.push({ name: file.name.replace(`${root}/`, ''), seconds: (file.endTime - file.startTime) / 1000 });
  }
}
if (fileTimes.length) {
  console.log('\nThe ten slowest test files (from their first test to their last, setup not counted):');
  for (const f of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`);
}
if (failures.length) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  ${f}`);
}
const notes = `${checks.typecheckFailed ? ', typecheck FAILED' : ''}${checks.layersFailed ? ', layers FAILED' : ''}${checks.styleFailed ? ', format or lint FAILED' : ''}`;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${notes} (${since()})`);
process.exit(exit || (failed ? 1 : 0));
