// `npm start`: build the client, apply the local D1 (platform directory) migrations, start the Firebase Auth
// emulator and serve the storefront with wrangler on http://localhost:8787 (PORT overrides), then create and set
// up the demo shops through the platform, owner and account APIs (idempotent: a second start changes nothing).
// Quiet by default; VERBOSE=1 shows wrangler's and the Worker's per-request logs.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoShopList, describeSeed, seedThroughOwnerApi } from './seed.mjs';
import { freePort, waitForHealthy } from './lib/dev-server.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const port = process.env.PORT || '8787';
const authPort = process.env.AUTH_EMULATOR_PORT || '9099';
const verbose = Boolean(process.env.VERBOSE);
const run = (cmd, args) =>
  execFileSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });

console.log('Building the client…');
run('node', ['scripts/build-client.mjs']);
const migrated = run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local']);
const applied = [...new Set([...migrated.matchAll(/(\d{4}_[\w-]+\.sql)\s*│\s*✅/g)].map((m) => m[1]))];
console.log(applied.length ? `D1 directory: applied ${applied.join(', ')}` : 'D1 directory: migrations up to date');

const children = [];
// each child leads a process group of its own, so stopping it also stops what it started (npx starts wrangler,
// wrangler starts workerd): otherwise a failed start leaves workerd holding the port for the next one
const stopChild = (child) => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
};
const authEmulator = `${root}/node_modules/.bin/firebase`;
if (existsSync(authEmulator)) {
  // firebase.json fixes 9099; another port (a second checkout side by side) gets its own config, with its hub and
  // logging ports free as well, since those collide too
  const configArgs = [];
  if (authPort !== '9099') {
    const dir = `${root}/.wrangler/auth-emulator`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      `${dir}/firebase.json`,
      JSON.stringify({
        emulators: {
          auth: { host: '127.0.0.1', port: Number(authPort) },
          hub: { host: '127.0.0.1', port: await freePort() },
          logging: { host: '127.0.0.1', port: await freePort() },
          ui: { enabled: false },
          singleProjectMode: true,
        },
      }),
    );
    configArgs.push('--config', `${dir}/firebase.json`);
  }
  children.push(
    spawn(authEmulator, ['emulators:start', '--only', 'auth', '--project', 'demo-storefront', ...configArgs], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      detached: true,
    }),
  );
} else {
  console.warn('Firebase Auth emulator not installed (npm install); sign-in will not work.');
}

// the storefront, and beside it the invoice PDF Worker its service binding INVOICE_PDF reaches (the first config is the
// one served on the port)
const devArgs = [
  'wrangler',
  'dev',
  '-c',
  'wrangler.toml',
  '-c',
  'workers/invoice-pdf/wrangler.toml',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--local',
  '--show-interactive-dev-session=false',
  '--var',
  'ENVIRONMENT:development',
  '--var',
  `FIREBASE_AUTH_EMULATOR_HOST:127.0.0.1:${authPort}`,
];
if (!verbose) devArgs.push('--log-level', 'warn', '--var', 'ACCESS_LOG:off');
const dev = spawn('npx', devArgs, {
  cwd: root,
  stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'],
  detached: true,
});
children.push(dev);

const stop = () => {
  for (const c of children) stopChild(c);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => {
  for (const c of children) stopChild(c);
  process.exit(code ?? 0);
});

const url = `http://localhost:${port}`;
try {
  await waitForHealthy(url, dev);
  console.log(`Demo shops: ${describeSeed(await seedThroughOwnerApi(url))}`);
} catch (err) {
  console.error(`\nThe demo shops could not be set up: ${err instanceof Error ? err.message : String(err)}`);
  for (const c of children) stopChild(c);
  process.exit(1);
}

console.log(`\nStorefront on ${url}  (Auth emulator on 127.0.0.1:${authPort}; VERBOSE=1 npm start shows request logs)`);
for (const shop of await demoShopList()) {
  console.log(`  ${shop.store.STORE_NAME.padEnd(28)} ${url}/${shop.store.id}`);
  for (const host of shop.domains) console.log(`  ${''.padEnd(28)} http://${host}:${port}/ (custom domain)`);
}
console.log(
  `  Operator API: ${url}/platform/api (key dev_operator)   Owner API: ${url}/admin/api/docs (key dev_owner_<shop id>)`,
);
