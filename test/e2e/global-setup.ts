import { cpSync, existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../scripts/lib/dev-server.mjs';
import { CHROMIUM } from './browser';
import { serverCount } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker of the suite (browser.ts picks its worker's). */
    baseUrls: string[];
    ports: number[];
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n!! NO CHROMIUM at ${CHROMIUM}: THE BROWSER SUITE IS SKIPPED.\n!! Install it with: apt-get install -y chromium\n${line}\n`,
    );
    project.provide('baseUrls', ['']);
    project.provide('ports', [0]);
    return;
  }
  // E2E_STATE names the state directory, so two checkouts' (or two people's) browser runs do not share one.
  // The files share a server's state (the demo shops, bags, orders, the emulator's users), so files run side by
  // side (E2E_SERVERS=2) only against servers of their own, each seeded the same way (docs/testing.md).
  // The first server is migrated and seeded; the others serve copies of its state and share its Auth emulator (every
  // test signs in with a number of its own), so the seed with its 28 photo uploads runs once per run.
  const name = process.env.E2E_STATE || 'e2e';
  const first = await startDevServer({ name });
  const emulatorHost = first.authEmulatorUrl ? new URL(first.authEmulatorUrl).host : '';
  const copies = serverCount() - 1;
  // The copies serve a snapshot taken while the first server's runtime is stopped: a copy of SQLite files that a live
  // runtime holds open (its write-ahead log, a checkpoint under way) can be torn, and each of the three runs whose copy
  // server hung for good on 2026-11-29 had copied the state live (docs/testing.md).
  const snapshot = `${first.persistTo}-snapshot`;
  let restarting: Promise<void> = Promise.resolve();
  if (copies > 0) {
    let taken = () => {};
    const snapshotTaken = new Promise<void>((resolve) => (taken = resolve));
    restarting = first.restart(() => {
      rmSync(snapshot, { recursive: true, force: true });
      cpSync(first.persistTo, snapshot, { recursive: true, filter: (path) => !path.endsWith('-shm') });
      taken();
    });
    await Promise.race([snapshotTaken, restarting]);
  }
  const started = await Promise.allSettled(
    Array.from({ length: copies }, (_, i) =>
      startDevServer({
        name: `${name}-${i + 2}`,
        copyOf: snapshot,
        auth: false,
        vars: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
      }),
    ),
  );
  const firstAgain = await restarting.then(
    () => null,
    (err: unknown) => err,
  );
  const servers = [first, ...started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))];
  const watches = servers.map((server, i) => restartWhenSilent(server, i === 0 ? name : `${name}-${i + 1}`));
  const stop = () => {
    for (const timer of watches) clearInterval(timer);
    servers.forEach((s) => s.stop());
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed || firstAgain) {
    stop();
    throw failed ? failed.reason : firstAgain;
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.url),
  );
  project.provide(
    'ports',
    servers.map((s) => s.port),
  );
  return stop;
}

/**
 * A server that answered nothing for this long (probes every 5 s, of 10 s each) has stopped: the hung ones stayed silent
 * for 5 to 11 minutes, until their runs ended, while a busy one answers /healthz within a second.
 */
const SILENT_MS = 30_000;

/**
 * Twice in the runs of 2026-11-29 a `wrangler dev` of this suite stopped answering for good mid-run (its runtime
 * answered neither requests nor wrangler's own inspector; its log ends there, docs/testing.md), and every test
 * left on it timed out. Watched, such a server is named in the log and started again on its state, so the files
 * after the one it failed run as usual.
 */
function restartWhenSilent(server: { url: string; restart: () => Promise<void> }, name: string) {
  let answeredAt = Date.now();
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const res = await fetch(`${server.url}/healthz`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      await res?.arrayBuffer().catch(() => null);
      if (res) answeredAt = Date.now();
      else if (Date.now() - answeredAt > SILENT_MS) {
        const since = new Date(answeredAt).toISOString();
        console.error(`${name} server: nothing answered since ${since}; starting it again on its state`);
        await server.restart().then(
          () => console.error(`${name} server: answering again`),
          (err: unknown) => console.error(`${name} server did not start again: ${String(err)}`),
        );
        answeredAt = Date.now();
      }
    } finally {
      busy = false;
    }
  }, 5_000);
  timer.unref();
  return timer;
}
