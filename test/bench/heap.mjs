// The Worker's JS heap in workerd, read through Miniflare's inspector (Chrome DevTools protocol) while a request
// runs: the storefront's isolate holds the Worker and the shops' objects alike (one service), so its heap is the
// memory a request can push towards the isolate's limit.
import WebSocket from 'ws';

export async function heapWatcher(inspectorPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const target = targets.find((t) => !/^core:/.test(t.title ?? '') && t.webSocketDebuggerUrl) ?? targets[0];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  let id = 0;
  const waiting = new Map();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && waiting.has(msg.id)) {
      waiting.get(msg.id)(msg);
      waiting.delete(msg.id);
    }
  });
  // an inspector that does not answer in 2 s answers nothing (the figure reads NaN) rather than stopping the bench
  const send = (method, params = {}) => new Promise((resolve) => {
    const n = ++id;
    const timer = setTimeout(() => { waiting.delete(n); resolve({}); }, 2000);
    waiting.set(n, (msg) => { clearTimeout(timer); resolve(msg); });
    ws.send(JSON.stringify({ id: n, method, params }));
  });
  const used = async () => (await send('Runtime.getHeapUsage')).result?.usedSize ?? NaN;
  return {
    title: target.title,
    /**
     * Runs `work` after a full collection and answers its result with the heap's peak growth over the collected
     * heap (bytes), sampled every few milliseconds while it runs.
     */
    async during(work) {
      await send('HeapProfiler.collectGarbage');
      const base = await used();
      let peak = base;
      let running = true;
      const sampler = (async () => {
        while (running) {
          peak = Math.max(peak, await used());
          await new Promise((r) => setTimeout(r, 2));
        }
      })();
      try {
        const result = await work();
        return { result, growth: peak - base, base };
      } finally {
        running = false;
        await sampler;
      }
    },
    close: () => ws.close(),
  };
}
