// A CPU profile of the Worker in workerd, through Miniflare's inspector (Chrome DevTools protocol): with
// BENCH_PROFILE set the generated platform listens for DevTools, and a section wraps parts of its work in
// `profiled(name, ...)`; the part named by BENCH_PROFILE (1: `mix`, the traffic mix's measured 30 s; `mix-history`:
// its unmeasured first visits, all renders) writes .wrangler/<name>.cpuprofile (open it in Chromium's DevTools,
// Performance tab) and prints the functions that spent the most CPU themselves, and the source files that did.
import { writeFileSync } from 'node:fs';
import WebSocket from 'ws';

const PROFILED = process.env.BENCH_PROFILE === '1' ? 'mix' : process.env.BENCH_PROFILE;
export const PROFILE = Boolean(PROFILED);
export const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9229);

async function connect(port = INSPECTOR_PORT) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target =
    targets.find((t) => /storefront|worker/i.test(t.title ?? '') && !/bare/.test(t.title ?? '')) ?? targets[0];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const waiting = new Map();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      waiting.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close(), title: target.title };
}

/** Self time per function and per file, from a V8 CPU profile (samples × interval). */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const hits = new Map();
  for (const s of profile.samples) hits.set(s, (hits.get(s) ?? 0) + 1);
  const total = profile.samples.length;
  const perFunction = new Map();
  const perFile = new Map();
  for (const [nodeId, count] of hits) {
    const { callFrame } = byId.get(nodeId);
    const file = (callFrame.url || '(native)').replace(/^.*\//, '');
    const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + count);
    perFile.set(file, (perFile.get(file) ?? 0) + count);
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => ({ name, '%': Number(((count / total) * 100).toFixed(1)) }));
  return { total, functions: top(perFunction, 40), files: top(perFile, 12) };
}

/** Runs `work` under the profiler when BENCH_PROFILE names it; otherwise just runs it. */
export async function profiled(name, work) {
  if (PROFILED !== name) return work();
  return cpuProfileOf(INSPECTOR_PORT, name, work);
}

/** Runs `work` while the Worker listening for DevTools on `port` is profiled; writes .wrangler/<name>.cpuprofile. */
export async function cpuProfileOf(port, name, work) {
  const devtools = await connect(port);
  await devtools.send('Profiler.enable');
  await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
  await devtools.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { result } = await devtools.send('Profiler.stop');
    devtools.close();
    const file = `.wrangler/${name}.cpuprofile`;
    writeFileSync(file, JSON.stringify(result.profile));
    const { total, functions, files } = summarise(result.profile);
    console.log(`\nCPU profile of ${devtools.title} (${total} samples): ${file}`);
    console.table(files);
    console.table(functions);
  }
}
