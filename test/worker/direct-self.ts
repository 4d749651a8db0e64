// `cloudflare:test` as the worker tests see it (vitest.worker.config.ts points every import of it here): the same
// exports, except that SELF.fetch hands the request to the app's own fetch handler in the test's isolate instead
// of through the pool's service binding. In @cloudflare/vitest-pool-workers 0.15 every request through that binding
// costs more than the one before (each one wraps the entrypoint's prototype in one more Proxy, so a file's 1,000th
// request took 350 ms where its first took 8; docs/testing.md), which made a file's time grow with the square of
// its requests. The files in REAL_SELF, which are about what happens between requests (isolate memos, the edge
// cache, the media variants' cache, a failing store), keep the binding, so each request there still has its own I/O context.
import * as real from 'cloudflare:test';
import { app } from '../../src/worker';

export * from 'cloudflare:test';

// A whole file, or one suite of a group file ('group file > suite', its describe from describeSuites): only those
// requests pay for the binding, so a group's other suites (and its seed) do not make them slower.
const REAL_SELF = [
  'singles.group.test.ts > page-data-memo',
  'singles.group.test.ts > edge-cache',
  'singles.group.test.ts > faults',
  // the media variants' cache
  'photos.group.test.ts > photos-variants',
  // many requests at once, each of which must have its own I/O context
  'ops.group.test.ts > invoice-concurrency',
  'ops.group.test.ts > resizer-budget',
  // a failing store lookup; the shop data kept in the isolate between requests
  'shoppers.group.test.ts > server-error',
  'shoppers.group.test.ts > isolate-memo',
];

interface Task {
  name: string;
  suite?: Task;
  file?: Task;
}

/** The running test file's name and the outermost describe of the running test or hook (the suite in a group). */
function running(): { file: string; suite: string } {
  const state = (globalThis as { __vitest_worker__?: { filepath?: string; current?: Task } }).__vitest_worker__;
  const file = String(state?.filepath ?? '')
    .split('/')
    .pop();
  // an outermost describe has no parent suite; the file's own task (its own file) is no suite: the setup file's
  // requests belong to none
  let suite = '';
  for (let task = state?.current; task && task.file !== task; task = task.suite) suite = task.name;
  return { file: file ?? '', suite };
}

function usesRealSelf(): boolean {
  const { file, suite } = running();
  return REAL_SELF.includes(file) || REAL_SELF.includes(`${file} > ${suite}`);
}

/** What the runtime gives a request: work after the reply runs on (as with the binding, nobody waits for it). */
function executionContext(): ExecutionContext {
  return {
    waitUntil: (work: Promise<unknown>) => void Promise.resolve(work).catch(() => {}),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const BODY_HEADERS = ['Content-Type', 'Content-Encoding', 'Content-Language', 'Content-Location', 'Content-Length'];

/** The app's answer to `request`, following its redirects as the binding's fetch does unless `redirect: 'manual'`. */
async function direct(request: Request): Promise<Response> {
  for (let hops = 0; ; hops++) {
    const follow = request.redirect !== 'manual';
    const response = await app.fetch(
      (follow ? request.clone() : request) as Request,
      real.env as never,
      executionContext(),
    );
    const location = response.headers.get('Location');
    if (!follow || !REDIRECTS.has(response.status) || location === null) return response;
    if (hops === 20) throw new TypeError('Too many redirects');
    const url = new URL(location, request.url);
    const asGet =
      response.status === 303
        ? !['GET', 'HEAD'].includes(request.method)
        : response.status <= 302 && request.method === 'POST';
    if (!asGet) {
      request = new Request(url, request);
      continue;
    }
    const headers = new Headers(request.headers);
    for (const name of BODY_HEADERS) headers.delete(name);
    request = new Request(url, { method: 'GET', headers, redirect: request.redirect });
  }
}

export const SELF = {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    if (usesRealSelf()) return real.SELF.fetch(input as never, init as never);
    return Promise.resolve().then(() => direct(new Request(input as never, init as never)));
  },
} as unknown as typeof real.SELF;
