// Starts the Worker under `wrangler dev` on a fresh local state (migrated and seeded) for the
// browser tests and the bench. Resolves once /healthz answers.
import { spawn, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedLocal } from '../seed.mjs';

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

export async function startDevServer({ name = 'e2e', vars = {} } = {}) {
  const persistTo = `${root}/.wrangler/state-${name}`;
  rmSync(persistTo, { recursive: true, force: true });
  const env = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' };
  execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], { cwd: root, stdio: 'ignore', env });
  await seedLocal({ persistTo });
  const port = await freePort();
  const args = ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--local', '--persist-to', persistTo,
    '--show-interactive-dev-session=false', '--log-level', 'warn'];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env, detached: true });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`wrangler dev did not start:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  return { url, port, stop };
}
