// The noisy neighbours section (neighbours.mjs) on its own demo platform, bundled and persisted apart from the
// full bench's (.wrangler/bench-neighbours*), so it can be run beside another bench run:
//   node test/bench/neighbours-alone.mjs            (NEIGHBOURS_PROFILE=1 also writes a CPU profile of workerd)
// NEIGHBOURS_APART=1 hammers dilli-kirana on a second Miniflare (another workerd process): what is left of the
// slowdown then is the machine's, the floor of the section on it.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedThroughOwnerApi } from '../../scripts/seed.mjs';
import { startBenchWorker } from './miniflare-worker.mjs';
import { benchNeighbours } from './neighbours.mjs';
import { cpuProfileOf } from './profile.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = `${root}/.wrangler/bench-neighbours`;
const inspectorPort = process.env.NEIGHBOURS_PROFILE ? 9239 : undefined;
rmSync(dir, { recursive: true, force: true });
rmSync(`${dir}-apart`, { recursive: true, force: true });
const demo = await startBenchWorker({
  persistTo: dir,
  label: 'neighbours demo platform',
  bundle: { outdir: `${root}/.wrangler/bench-neighbours-bundle` },
  inspectorPort,
});
const apart = process.env.NEIGHBOURS_APART
  ? await startBenchWorker({
      persistTo: `${dir}-apart`,
      label: 'neighbours hammered platform',
      bundle: { outdir: `${root}/.wrangler/bench-neighbours-bundle` },
    })
  : null;
try {
  await seedThroughOwnerApi(demo.url, { photos: false });
  if (apart) await seedThroughOwnerApi(apart.url, { photos: false });
  const load = [loadavg()[0]];
  const run = () => benchNeighbours({ demo, apart });
  const rows = inspectorPort ? await cpuProfileOf(inspectorPort, 'neighbours', run) : await run();
  load.push(loadavg()[0]);
  console.table(rows.map((r) => ({ ...r, value: Number(Number(r.value).toFixed(3)) })));
  console.log(`load average (1 min): ${load.map((l) => l.toFixed(1)).join(' -> ')}`);
} finally {
  await demo.stop();
  await apart?.stop();
}
