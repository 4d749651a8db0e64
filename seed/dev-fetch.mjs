// fetch for scripts that call a running `wrangler dev` (the seed, the demo photos).
//
// Each call gets a connection of its own: on a busy machine Node's fetch can reuse a kept-alive connection the dev
// server has just closed, and a seed fails with "other side closed" half-way through a shop. And a call that gets
// wrangler's own "Your worker restarted mid-request" (503, Retry-After: 0, plain text: the dev proxy lost the
// request on its way to the runtime, which it retries by itself only for GET and HEAD) is sent again, a few times:
// the seed is idempotent, and a fresh clone's first `npm start` met it while setting up the first shop.

const TRIES = 4;

/** wrangler dev's proxy answered, not the Worker: the Worker's 503s are JSON or HTML and never say Retry-After: 0. */
export function isDevProxyRestart(res) {
  return (
    res.status === 503 &&
    res.headers.get('retry-after') === '0' &&
    !/json|html/.test(res.headers.get('content-type') ?? '')
  );
}

export async function devServerFetch(url, init = {}) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } });
    if (attempt >= TRIES || !isDevProxyRestart(res)) return res;
    await res.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}
