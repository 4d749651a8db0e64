// Starts the Worker under `wrangler dev` on a fresh local state (D1 directory migrated, then the demo shops
// created and set up through the platform, owner and account APIs) for the browser tests. Resolves once seeded.
import { spawn, execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { makePhoneOriginals } from '../../seed/photos.mjs';
import { seedThroughOwnerApi } from '../seed.mjs';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The Firebase Auth emulator for sign-in, on free ports (its own firebase.json in the state directory, so a
 * running `npm start` on 9099 or another suite's emulator does not collide). Resolves once it answers.
 */
async function startAuthEmulator(dir, env) {
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const config = `${dir}/firebase.json`;
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    `${root}/node_modules/.bin/firebase`,
    ['emulators:start', '--only', 'auth', '--project', 'demo-storefront', '--config', config],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      detached: true,
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + 180_000; // a busy 2-core machine (and the photo uploads of the seed) can hold the JVM back
    for (;;) {
      try {
        if (await answersOk(`${url}/`)) return;
      } catch {}
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`Auth emulator did not start:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  ready.catch(() => {}); // awaited later; a failure before then must not count as unhandled
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  return { host: `127.0.0.1:${port}`, url, ready, stop };
}

/** Whether `url` answers 2xx; its body read, and its connection not kept for another request. */
async function answersOk(url) {
  const res = await fetch(url, { headers: { connection: 'close' } });
  await res.arrayBuffer();
  return res.ok;
}

/** Resolves once `${url}/healthz` answers; rejects when `child` exits first or after three minutes. */
export async function waitForHealthy(url, child, stderr = () => '') {
  // wrangler dev with the invoice PDF Worker beside the storefront took more than a minute to answer at load 20
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      // read to the end on a connection of its own: a kept-alive socket the server has closed since would fail
      // the seed's first call ("other side closed")
      if (await answersOk(`${url}/healthz`)) return;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`wrangler dev did not start:\n${stderr()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * `copyOf`: the state directory of a server already migrated and seeded: its copy is served instead (no migrations,
 * no seed), so a second browser-test server costs a wrangler start rather than a second seed (docs/testing.md).
 */
export async function startDevServer({ name = 'e2e', vars = {}, auth = true, beforeStart, copyOf } = {}) {
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const persistTo = `${root}/.wrangler/state-${name}`;
  rmSync(persistTo, { recursive: true, force: true });
  const env = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' };
  mkdirSync(persistTo, { recursive: true });
  // Started first: it boots while migrations and the seed run.
  const emulator = auth ? await startAuthEmulator(persistTo, env) : null;
  // wrangler.toml's top level is production: the local platform asks for development explicitly.
  vars = { ENVIRONMENT: 'development', ...(emulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } : {}), ...vars };
  // without SQLite's shared-memory index files: each database rebuilds its own from its write-ahead log
  // the seed's photo originals are made (on a clean checkout) while the server migrates and starts
  const originals = copyOf ? null : makePhoneOriginals();
  originals?.catch(() => {}); // the seed makes what is missing again, and says why it failed
  if (copyOf) cpSync(copyOf, persistTo, { recursive: true, filter: (path) => !path.endsWith('-shm') });
  else
    await promisify(execFile)(
      'npx',
      ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo],
      { cwd: root, env },
    );
  const migrated = at();
  if (beforeStart) await beforeStart(persistTo);
  const port = await freePort();
  // an inspector port of its own: two servers started at once (the browser suite's, test/e2e/global-setup.ts) both
  // took wrangler's default 9229, and the second one failed
  const args = [
    'wrangler',
    'dev',
    // the storefront (served on the port) and the invoice PDF Worker behind its service binding INVOICE_PDF
    '-c',
    'wrangler.toml',
    '-c',
    'workers/invoice-pdf/wrangler.toml',
    '--port',
    String(port),
    '--inspector-port',
    String(await freePort()),
    '--ip',
    '127.0.0.1',
    '--local',
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  let stderr = '';
  const spawnWrangler = () => {
    const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env, detached: true });
    child.stderr.on('data', (d) => (stderr += d));
    return child;
  };
  let child = spawnWrangler();
  const url = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    emulator?.stop();
  };
  /**
   * Kills this server's wrangler (SIGKILL: a runtime that stopped answering does not handle SIGTERM either) and starts
   * it again on the same port and state; the Auth emulator keeps running. Resolves once it answers. `whileStopped`
   * runs between the two, when no runtime holds the state's databases open.
   */
  const restart = async (whileStopped) => {
    const old = child;
    const exited = new Promise((r) => (old.exitCode !== null ? r() : old.once('exit', r)));
    try {
      process.kill(-old.pid, 'SIGKILL');
    } catch {}
    await exited;
    whileStopped?.();
    child = spawnWrangler();
    await waitForHealthy(url, child, () => stderr);
  };
  try {
    await waitForHealthy(url, child, () => stderr);
    const healthy = at();
    if (!copyOf) await seedThroughOwnerApi(url);
    const seeded = at();
    await emulator?.ready;
    // one line in the suite's log: where a browser run's first minutes go (docs/testing.md)
    console.log(
      `${name} server: migrated at ${migrated}, answering at ${healthy}, seeded at ${seeded}, ready at ${at()}`,
    );
  } catch (err) {
    stop();
    // a seed that fails because the Worker fell over: what wrangler said is the useful part
    if (err instanceof Error && stderr) err.message += `\nwrangler dev said:\n${stderr.slice(-4000)}`;
    throw err;
  }
  return { url, port, stop, restart, persistTo, authEmulatorUrl: emulator?.url ?? null };
}
