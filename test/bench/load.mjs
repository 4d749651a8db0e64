// A small closed-loop load generator over keep-alive HTTP on loopback: N workers for a fixed time.
import http from 'node:http';

export async function measure(url, { seconds = 4, concurrency = 16, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0, non2xx = 0;
  const until = Date.now() + seconds * 1000;
  const one = () => new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode >= 400) non2xx++;
        latencies.push(performance.now() - t0);
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
  });
  const worker = async () => { while (Date.now() < until) await one(); };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), count: latencies.length, errors, non2xx };
}
