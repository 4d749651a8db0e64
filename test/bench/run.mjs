// `npm run bench`: speed and size budgets, measured in one run against `wrangler dev` on loopback
// and reported as ratios (absolute numbers on shared machines are noise).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { startDevServer } from '../../scripts/lib/dev-server.mjs';
import { benchSsr } from './ssr.mjs';
import { benchJsBudget } from './js-budget.mjs';
import { benchCatalogue, seedBenchShops } from './catalogue.mjs';
import { benchCart } from './cart.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchOrders, seedOrderShoppers } from './orders.mjs';

execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });
const server = await startDevServer({ name: 'bench', auth: false, beforeStart: async (p) => { seedBenchShops(p); await seedOrderShoppers(p); } });
const sections = [benchSsr, benchCatalogue, benchCart, benchOrders];
if (existsSync('/usr/bin/chromium')) sections.push(benchJsBudget, benchLighthouse);
else console.warn('!! no /usr/bin/chromium: the JS budget is not measured (apt-get install -y chromium)');

const rows = [];
try {
  for (const section of sections) rows.push(...(await section({ url: server.url })));
} finally {
  server.stop();
}

let failed = 0;
console.log('\nBudgets');
for (const r of rows) {
  const ok = (r.min === undefined || r.value >= r.min) && (r.max === undefined || r.value <= r.max);
  if (!ok) failed++;
  const bounds = [r.min !== undefined ? `>= ${r.min}` : '', r.max !== undefined ? `<= ${r.max}` : ''].filter(Boolean);
  const limit = bounds.length ? ` (${bounds.join(', ')})` : '';
  const verdict = r.min === undefined && r.max === undefined ? 'INFO' : ok ? 'PASS' : 'FAIL';
  console.log(`${verdict}  ${r.budget}: ${Number(r.value.toFixed(3))}${limit}`);
}
process.exit(failed ? 1 : 0);
