import { beforeEach } from 'vitest';
import { baseUrl } from './browser';

/** How long a test waits for its server: a restart by global-setup's watchdog took up to about 90 s under load. */
const READY_MS = 150_000;

/**
 * Before each test (and each retry), wait until this worker's server answers. When global-setup's watchdog is starting
 * a silent server again, its port is closed for a while; a test that began then failed at once on every attempt
 * (ERR_CONNECTION_REFUSED, clean-clone run of 2026-11-29 21:10), though the server was back a minute later.
 */
beforeEach(async () => {
  const url = baseUrl();
  if (!url) return; // no Chromium: the suite is skipped
  const until = Date.now() + READY_MS;
  while (Date.now() < until) {
    const res = await fetch(`${url}/healthz`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(5_000),
    }).catch(() => null);
    await res?.arrayBuffer().catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}, READY_MS + 10_000);
