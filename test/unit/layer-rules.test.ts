import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Each planted import: what it is, the file that makes it, its text, the rule that must refuse it. */
const refused: Array<[what: string, path: string, text: string, rule: string]> = [
  [
    'a domain rule importing the Workers runtime',
    'src/domain/rule-runtime.ts',
    "import { DurableObject } from 'cloudflare:workers';\nexport const x = DurableObject;\n",
    'domain-uses-no-runtime',
  ],
  [
    'a domain rule importing a Node built-in',
    'src/domain/rule-node.ts',
    "import { createHash } from 'node:crypto';\nexport const x = createHash;\n",
    'domain-is-pure',
  ],
  [
    'a repository importing the browser folder',
    'src/data/repo-of-client.ts',
    "import { toast } from '../../client/lib/toast';\nexport const x = toast;\n",
    'only-render-floors-import-client',
  ],
  [
    'middleware importing the browser folder',
    'src/middleware/guard.ts',
    "import { toast } from '../../client/lib/toast';\nexport const x = toast;\n",
    'only-render-floors-import-client',
  ],
  [
    'the browser importing a repository',
    'client/lib/bad.ts',
    "import { x } from '../../src/data/repo';\nexport const y = x;\n",
    'client-imports-only-pure-src',
  ],
  [
    'a domain rule importing a repository',
    'src/domain/rule-repo.ts',
    "import { x } from '../data/repo';\nexport const y = x;\n",
    'domain-imports-only-below',
  ],
  [
    "a repository importing the shop's object",
    'src/data/repo-of-object.ts',
    "import { ShopStore } from '../durable/shop-store';\nexport const y = ShopStore;\n",
    'data-imports-only-below',
  ],
  [
    // issue 41's "no climb back up": a repository the request reaches may not call back up into the request's context
    'a repository climbing back up to the middleware',
    'src/data/repo-of-request.ts',
    "import { bagCountFor } from '../middleware/bag-count';\nexport const y = bagCountFor;\n",
    'data-imports-only-below',
  ],
  [
    'middleware climbing back up to a use case',
    'src/middleware/calls-use-case.ts',
    "import { place } from '../app/orders/place';\nexport const y = place;\n",
    'middleware-imports-only-below',
  ],
  [
    "a repository importing only the object's types",
    'src/data/repo-of-object-types.ts',
    "import type { ShopStore } from '../durable/shop-store';\nexport type Y = ShopStore;\n",
    'data-imports-only-below',
  ],
  [
    'a domain rule importing the JSON replies of src/core',
    'src/domain/rule-reply.ts',
    "import { reply } from '../core/reply';\nexport const y = reply;\n",
    'domain-imports-only-below',
  ],
  [
    "the bindings' types importing a repository's type (core would reach data through them)",
    'src/env.ts',
    "import type { X } from './data/repo';\nexport type Bindings = { x: X };\n",
    'env-imports-nothing',
  ],
  [
    'the seed importing a repository',
    'seed/shop-rows.ts',
    "import { x } from '../src/data/repo';\nexport const y = x;\n",
    'seed-imports-only-seed-and-domain',
  ],
  [
    'a script importing a repository',
    'scripts/peek.mjs',
    "import { x } from '../src/data/repo';\nexport const y = x;\n",
    'scripts-import-no-worker-code',
  ],
  [
    'a repository importing the seed',
    'src/data/repo-of-seed.ts',
    "import { shops } from '../../seed/shops';\nexport const y = shops;\n",
    'nothing-in-the-worker-imports-tools',
  ],
  [
    "a page's render loading through the middleware",
    'src/pages/item-page.tsx',
    "import { bagCountFor } from '../middleware/bag-count';\nexport const x = bagCountFor;\n",
    'page-renders-do-no-io',
  ],
  [
    "a page's render reading a repository",
    'src/pages/catalogue/search-page.tsx',
    "import { x } from '../../data/repo';\nexport const y = x;\n",
    'page-renders-do-no-io',
  ],
  [
    "a page's render reaching for the bindings",
    'src/pages/layout/toolbar.tsx',
    "import { env } from 'cloudflare:workers';\nexport const y = env;\n",
    'page-renders-do-no-io',
  ],
  [
    "a console page's render reading a repository",
    'src/pages/console/offers.tsx',
    "import { x } from '../../data/repo';\nexport const y = x;\n",
    'page-renders-do-no-io',
  ],
  [
    "an agents' file that is no handler loading through the middleware",
    'src/pages/agents/feed-view.ts',
    "import { bagCountFor } from '../../middleware/bag-count';\nexport const x = bagCountFor;\n",
    'page-renders-do-no-io',
  ],
];

/** Imports the house does make, which no rule may refuse. */
const allowed: Record<string, string> = {
  'client/lib/toast.ts': 'export const toast = (s: string) => s;\n',
  'src/isomorphic/i18n.ts': 'export const t = (s: string) => s;\n',
  'src/pages/page.ts':
    "import { toast } from '../../client/lib/toast';\nimport { t } from '../isomorphic/i18n';\nexport const x = [toast, t];\n",
  'client/lib/uses-shared.ts': "import { t } from '../../src/isomorphic/i18n';\nexport const y = t;\n",
  'src/data/repo.ts': 'export const x = 1;\n',
  'src/middleware/bag-count.ts': 'export const bagCountFor = 1;\n',
  'src/app/orders/place.ts': 'export const place = 1;\n',
  'src/pages/catalogue/routes.tsx':
    "import { bagCountFor } from '../../middleware/bag-count';\nimport { x } from '../../data/repo';\nexport const y = [bagCountFor, x];\n",
  'src/pages/console/offers-routes.tsx':
    "import { bagCountFor } from '../../middleware/bag-count';\nimport { x } from '../../data/repo';\nexport const y = [bagCountFor, x];\n",
  'src/pages/agents/llms-route.ts': "import { x } from '../../data/repo';\nexport const y = x;\n",
  'src/pages/home.tsx': "import type { X } from '../data/repo-types';\nexport type Home = X;\n",
  'src/data/repo-types.ts': 'export type X = number;\n',
  'src/core/reply.ts': 'export const reply = 1;\n',
  'src/core/result.ts': 'export type Result = { ok: boolean };\n',
  'src/domain/rule-result.ts': "import type { Result } from '../core/result';\nexport type Check = Result;\n",
  'src/durable/shop-store.ts': "import { x } from '../data/repo';\nexport class ShopStore { y = x; }\n",
  'src/core/log.ts': "import type { Bindings } from '../env';\nexport type Log = Bindings;\n",
  'seed/shops.ts':
    "import { t } from '../src/domain/rule-result';\nimport { s } from '../src/app/owner/schemas/store';\nexport const shops = [t, s];\n",
  'src/app/owner/schemas/store.ts': 'export const s = 1;\n',
  'scripts/seed.mjs': "import { shops } from '../seed/shops';\nexport const z = shops;\n",
};

/**
 * A small house with the repo's own layer rules (.dependency-cruiser.cjs), every planted import in it at once, each
 * in a file of its own: one dependency-cruiser run (a few seconds each) names every file a rule refuses.
 */
const house = mkdtempSync(join(tmpdir(), 'layers-'));
let errors: string[] = [];
beforeAll(() => {
  writeFileSync(
    join(house, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' } }),
  );
  for (const [path, text] of [...Object.entries(allowed), ...refused.map(([, p, t]) => [p, t])]) {
    mkdirSync(dirname(join(house, path)), { recursive: true });
    writeFileSync(join(house, path), text);
  }
  let found = '';
  try {
    execFileSync(
      join(root, 'node_modules/.bin/depcruise'),
      ['src', 'client', 'seed', 'scripts', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'],
      { cwd: house, encoding: 'utf8' },
    );
  } catch (err) {
    found = String((err as { stdout?: string }).stdout ?? err);
  }
  errors = found
    .split('\n')
    .filter((line) => /^\s*error /.test(line))
    .map((line) => line.trim());
}, 60_000);
afterAll(() => rmSync(house, { recursive: true, force: true }));

describe('the layer rules catch what they promise', () => {
  it.each(refused)('%s is refused', (_what, path, _text, rule) => {
    expect(errors.join('\n')).toContain(`error ${rule}: ${path}`);
  });

  it('the imports the house does make are allowed', () => {
    const refusedPaths = refused.map(([, path]) => path);
    expect(errors.length).toBeGreaterThan(0);
    // every error names a planted bad import as its importer; none names an allowed file as the one importing
    for (const line of errors) expect(refusedPaths.some((path) => line.includes(`: ${path} →`))).toBe(true);
  });
});
