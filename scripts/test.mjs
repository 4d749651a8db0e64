// `npm test`: the client build, then three lanes side by side, each filling a core of our 2-core machines when the
// others wait (docs/testing.md): the checks (env types, typecheck, layer rules) and the unit suite; the worker
// suite (workerd), printed live; the browser suite (Chromium), printed as one block when it ends. Then the ten
// slowest files and one closing line with the totals. A failed check fails the run; the suites still run, so one
// run shows everything. TEST_LANES=1 runs everything one after another, as before.
//
// Each suite has a watchdog: a runner in which no test has finished for TEST_STALL_SECONDS (a workerd spinning, a
// pool worker that never stops) is stopped, named, and its unfinished files run once more; the counts come from
// the progress reporter's lines (scripts/lib/progress-reporter.mjs), so nothing already finished is lost.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const out = `${root}/.wrangler/test-results`;
mkdirSync(out, { recursive: true });
const oneLane = process.env.TEST_LANES === '1';
const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
/** No test finished for this long: the runner is stuck (the slowest single test, retries and hooks included, is ~3 min). */
const STALL_SECONDS = Number(process.env.TEST_STALL_SECONDS ?? 360);
/** Every file has ended, yet the runner has not exited for this long: it is stuck stopping its workers. */
const EXIT_GRACE_SECONDS = 60;

const build = spawnSync('node', ['scripts/build-client.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** The process groups of running suites, stopped with this script (each suite runs in a group of its own). */
const groups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of groups) killGroup(pid);
    process.exit(130);
  });
}
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** A suite's progress lines: the files it planned, those it started and how each that ended went. */
function readProgress(file) {
  const progress = { plan: null, started: new Set(), ended: new Map() };
  if (!existsSync(file)) return progress;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      continue; // empty, or cut short by a kill
    }
    if (event.event === 'plan') progress.plan ??= event.files;
    else if (event.event === 'start') progress.started.add(event.file);
    else if (event.event === 'end') progress.ended.set(event.file, event);
  }
  return progress;
}

/**
 * Runs a command. `live` streams its output; otherwise it is kept in a log and printed as one block when the
 * command ends, so lanes running side by side do not interleave their lines. With `progress` (a progress reporter's
 * file) a watchdog stops the command when its tests stall. Resolves to the exit status and whether it was stopped.
 */
function run(title, cmd, args, { live = oneLane, env = process.env, progress } = {}) {
  return new Promise((resolve) => {
    const log = `${out}/${title.replace(/\W+/g, '-')}.log`;
    const child = spawn(cmd, args, {
      cwd: root,
      env,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: Boolean(progress),
    });
    if (progress) groups.add(child.pid);
    if (!live) {
      const file = createWriteStream(log);
      child.stdout.pipe(file);
      child.stderr.pipe(file);
    }
    const spawnedAt = Date.now();
    let stopped = false;
    const watchdog =
      progress &&
      setInterval(() => {
        const lastWord = existsSync(progress) ? statSync(progress).mtimeMs : spawnedAt;
        const quiet = (Date.now() - lastWord) / 1000;
        const seen = readProgress(progress);
        const allEnded = seen.plan !== null && seen.plan.every((f) => seen.ended.has(f));
        if (allEnded ? quiet < EXIT_GRACE_SECONDS : quiet < STALL_SECONDS) return;
        const running = [...seen.started].filter((f) => !seen.ended.has(f)).map((f) => f.replace(`${root}/`, ''));
        console.log(
          allEnded
            ? `\n=== ${title}: every file ended ${quiet.toFixed(0)} s ago, but the runner did not exit: stopped (${since()}) ===`
            : `\n=== ${title}: no test finished for ${quiet.toFixed(0)} s: stopped (${since()}); still running: ${running.join(', ') || 'none'} ===`,
        );
        stopped = true;
        clearInterval(watchdog);
        killGroup(child.pid);
      }, 5_000);
    child.on('close', (code) => {
      if (watchdog) clearInterval(watchdog);
      groups.delete(child.pid);
      if (!live) process.stdout.write(`\n=== ${title} (ended at ${since()}) ===\n${readFileSync(log, 'utf8')}`);
      else console.log(`=== ${title} ended at ${since()} ===`);
      resolve({ code: code ?? 1, stopped });
    });
  });
}

/** Runs an npm script that checks the code; false when it finds a problem. */
async function check(title, script) {
  const ok = (await run(title, 'npm', ['run', '--silent', script])).code === 0;
  if (!ok) console.log(`${title} failed (npm run ${script})`);
  return ok;
}

/** Each suite's outcome for the closing summary: its planned files and the last record of each that ended. */
const outcomes = {};

/**
 * Runs one Vitest suite (`env` is added to the environment) under the watchdog. When the watchdog stops it, the files
 * it had not finished run once more. Resolves to 0 when every planned file ended and passed.
 */
async function suite(name, config, live, env = {}) {
  const attempt = async (n, files) => {
    const progress = `${out}/${name}-${n}.jsonl`;
    rmSync(progress, { force: true });
    const args = ['vitest', 'run', '--config', config, '--reporter=default'];
    args.push(`--reporter=${root}/scripts/lib/progress-reporter.mjs`, ...files);
    const result = await run(n === 1 ? `${name} tests` : `${name} tests, the unfinished files again`, 'npx', args, {
      live: live || oneLane,
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', TEST_PROGRESS_FILE: progress, ...env },
      progress,
    });
    return { ...result, progress: readProgress(progress) };
  };
  const first = await attempt(1, []);
  const outcome = { plan: first.progress.plan ?? [], ended: first.progress.ended, stopped: first.stopped };
  outcomes[name] = outcome;
  let code = first.code;
  if (first.stopped) {
    const unfinished = first.progress.plan?.filter((f) => !first.progress.ended.has(f));
    if (unfinished?.length !== 0) {
      const second = await attempt(2, unfinished ?? []);
      if (!first.progress.plan) outcome.plan = second.progress.plan ?? [];
      for (const [file, record] of second.progress.ended) outcome.ended.set(file, record);
      outcome.stopped = second.stopped;
      code = second.stopped ? 0 : second.code;
    } else code = 0;
  }
  const finishedWell = outcome.plan.every((f) => ['passed', 'skipped'].includes(outcome.ended.get(f)?.state));
  return finishedWell && code === 0 ? 0 : 1;
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
/** Every test file's time in its tests and hooks, to name the slowest at the end. */
const fileTimes = [];
/** Every failed test with the first line of its error, printed last so the tail of a CI log names them. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
for (const name of ['unit', 'worker', 'browser']) {
  const outcome = outcomes[name];
  if (!outcome?.plan.length) {
    failed += 1;
    failures.push(`the ${name} suite: no test file ran`);
    continue;
  }
  for (const file of outcome.plan) {
    const path = file.replace(`${root}/`, '');
    const record = outcome.ended.get(file);
    if (!record) {
      failed += 1;
      failures.push(`${path}: never finished (its runner was stopped twice)`);
      continue;
    }
    for (const t of record.tests) {
      if (t.state === 'passed') passed += 1;
      else if (t.state === 'failed') {
        failed += 1;
        failures.push(`${path} > ${t.name}: ${firstLine(t.error)}`);
      } else skipped += 1;
    }
    if (record.state === 'failed' && !record.tests.some((t) => t.state === 'failed')) {
      failed += 1;
      failures.push(`${path}: ${firstLine(record.errors[0] ?? 'failed to run')}`);
    }
    fileTimes.push({ name: path, seconds: record.seconds });
  }
}
if (fileTimes.length) {
  console.log('\nThe ten slowest test files (their tests and hooks; setup and import not counted):');
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
