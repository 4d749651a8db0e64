// `npm start`: build the client, apply local D1 migrations, provision the demo shops, start the Firebase
// Auth emulator and serve the storefront with wrangler on http://localhost:8787 (PORT overrides), then set
// the demo shops up through the owner API (idempotent: a second start changes nothing).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeSeed, provisionLocal, seedThroughOwnerApi } from './seed.mjs';
import { waitForHealthy } from './lib/dev-server.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const port = process.env.PORT || '8787';
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CI: 'true' } });

run('node', ['scripts/build-client.mjs']);
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local']);
const shops = await provisionLocal();

const children = [];
const authEmulator = `${root}/node_modules/.bin/firebase`;
if (existsSync(authEmulator)) {
  children.push(spawn(authEmulator, ['emulators:start', '--only', 'auth', '--project', 'demo-storefront'], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  }));
} else {
  console.warn('Firebase Auth emulator not installed (npm install); sign-in will not work.');
}

const dev = spawn('npx', ['wrangler', 'dev', '--port', port, '--ip', '127.0.0.1', '--local', '--show-interactive-dev-session=false',
  '--var', 'FIREBASE_AUTH_EMULATOR_HOST:127.0.0.1:9099'], { cwd: root, stdio: 'inherit' });
children.push(dev);

const stop = () => { for (const c of children) c.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => { for (const c of children) c.kill('SIGTERM'); process.exit(code ?? 0); });

const url = `http://localhost:${port}`;
try {
  await waitForHealthy(url, dev);
  console.log(`\nDemo shops seeded through the owner API: ${describeSeed(await seedThroughOwnerApi(url))}`);
} catch (err) {
  console.error(`\nThe demo shops could not be seeded: ${err instanceof Error ? err.message : String(err)}`);
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
}

console.log(`\nStorefront on http://localhost:${port}  (Auth emulator on 127.0.0.1:9099)`);
for (const shop of shops) {
  console.log(`  ${shop.store.STORE_NAME.padEnd(28)} http://localhost:${port}/${shop.store.id}`);
  for (const host of shop.domains) console.log(`  ${''.padEnd(28)} http://${host}:${port}/ (custom domain)`);
}

