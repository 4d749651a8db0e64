import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A small house with the repo's own layer rules (.dependency-cruiser.cjs), some imports planted in it. */
const house = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(house, { recursive: true, force: true }));

function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(join(house, 'case-'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' } }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    execFileSync(join(root, 'node_modules/.bin/depcruise'), ['src', 'client', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
    return '';
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? err);
  }
}

const helper = { 'client/lib/toast.ts': 'export const toast = (s: string) => s;\n', 'src/isomorphic/i18n.ts': 'export const t = (s: string) => s;\n' };

describe('the layer rules catch what they promise', () => {
  it.each([
    ['a domain rule importing the Workers runtime', 'src/domain/rule.ts', "import { DurableObject } from 'cloudflare:workers';\nexport const x = DurableObject;\n", 'domain-uses-no-runtime'],
    ['a domain rule importing a Node built-in', 'src/domain/rule.ts', "import { createHash } from 'node:crypto';\nexport const x = createHash;\n", 'domain-is-pure'],
    ['a repository importing the browser folder', 'src/data/repo.ts', "import { toast } from '../../client/lib/toast';\nexport const x = toast;\n", 'only-render-floors-import-client'],
    ['middleware importing the browser folder', 'src/middleware/guard.ts', "import { toast } from '../../client/lib/toast';\nexport const x = toast;\n", 'only-render-floors-import-client'],
    ['the browser importing a repository', 'client/lib/bad.ts', "import { x } from '../../src/data/repo';\nexport const y = x;\n", 'client-imports-only-pure-src'],
    ['a domain rule importing a repository', 'src/domain/rule.ts', "import { x } from '../data/repo';\nexport const y = x;\n", 'domain-imports-only-below'],
    ["a repository importing the shop's object", 'src/data/repo-of-object.ts', "import { ShopStore } from '../durable/shop-store';\nexport const y = ShopStore;\n", 'data-imports-only-below'],
    ["a repository importing only the object's types", 'src/data/repo-of-object.ts', "import type { ShopStore } from '../durable/shop-store';\nexport type Y = ShopStore;\n", 'data-imports-only-below'],
  ])('%s is refused', (_what, path, text, rule) => {
    const found = plant({ ...helper, 'src/data/repo.ts': 'export const x = 1;\n', 'src/durable/shop-store.ts': "import { x } from '../data/repo';\nexport class ShopStore { y = x; }\n", [path]: text });
    expect(found).toContain(`error ${rule}: ${path}`);
  }, 60_000);

  it('the imports the house does make are allowed', () => {
    const found = plant({
      ...helper,
      'src/pages/page.ts': "import { toast } from '../../client/lib/toast';\nimport { t } from '../isomorphic/i18n';\nexport const x = [toast, t];\n",
      'client/lib/uses-shared.ts': "import { t } from '../../src/isomorphic/i18n';\nexport const y = t;\n",
      'src/data/repo.ts': 'export const x = 1;\n',
      'src/durable/shop-store.ts': "import { x } from '../data/repo';\nexport class ShopStore { y = x; }\n",
    });
    expect(found).toBe('');
  }, 60_000);
});
