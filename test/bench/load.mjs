// A small closed-loop load generator over keep-alive HTTP on loopback: N workers for a fixed time.
// GET by default; with `body(n)` (n counts the requests) each request POSTs that JSON, and a reply whose
// JSON `status` is not 1 counts as refused.
import http from 'node:http';

// `url` may be a function of the request's number, for a new address each time (a tagged click per request).
export async function measure(url, { seconds = 4, concurrency = 16, headers = {}, body } = {}) {
  let made = 0;
  const target = typeof url === 'function' ? () => url(made++) : () => url;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0,
    non2xx = 0,
    refused = 0,
    sent = 0;
  const until = Date.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const payload = body ? JSON.stringify(body(sent++)) : null;
      const options = payload
        ? {
            agent,
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
          }
        : { agent, headers };
      const req = http.request(target(), options, (res) => {
        let data = '';
        if (payload) res.on('data', (d) => (data += d));
        else res.resume();
        res.on('end', () => {
          if (res.statusCode >= 400) non2xx++;
          else if (payload && !/"status":1[,}]/.test(data)) refused++;
          latencies.push(performance.now() - t0);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(payload ?? undefined);
    });
  const worker = async () => {
    while (Date.now() < until) await one();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return {
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    count: latencies.length,
    errors,
    non2xx,
    refused,
    latencies,
    elapsed,
  };
}

/** Several measurements of one thing taken as one: all requests over all the time. */
export function merged(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = results.reduce((n, r) => n + r.elapsed, 0);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  const sum = (key) => results.reduce((n, r) => n + r[key], 0);
  return {
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    count: latencies.length,
    errors: sum('errors'),
    non2xx: sum('non2xx'),
    refused: sum('refused'),
    latencies,
    elapsed,
  };
}

/** The better of several measurements of one thing: the highest rps, the lowest p50 and p95 (each on its own); all errors. */
export function best(results) {
  const pick = (key, better) => results.reduce((a, r) => (better(r[key], a) ? r[key] : a), results[0][key]);
  return {
    ...results[0],
    rps: pick('rps', (v, a) => v > a),
    p50: pick('p50', (v, a) => v < a),
    p95: pick('p95', (v, a) => v < a),
    errors: results.reduce((n, r) => n + r.errors + r.non2xx + (r.refused ?? 0), 0),
    non2xx: 0,
    refused: 0,
  };
}

/** A table row of a measurement: rps, p50 and p95 ms, errors (including 4xx/5xx and refusals). */
export const row = (name, r, extra = {}) => ({
  name,
  rps: Math.round(r.rps),
  p50: Number(r.p50.toFixed(1)),
  p95: Number(r.p95.toFixed(1)),
  errors: r.errors + (r.non2xx ?? 0) + (r.refused ?? 0),
  ...extra,
});
