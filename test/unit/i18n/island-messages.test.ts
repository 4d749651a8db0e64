import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/domain/i18n/messages/en';

/**
 * An island is sent only the messages under its prefixes (client/lib/define-island.ts); in the browser any other
 * id would show as the id itself. Every message id written in an island's code, or in anything it imports (lazy
 * chunks too), must fall under the island's prefixes.
 */

const root = new URL('../../../', import.meta.url).pathname;
const islands = readdirSync(`${root}client/islands`).filter((f) => f.endsWith('.tsx'));

async function sourcesOf(entry: string): Promise<string[]> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      '@lingui/core',
      '@preact/signals-core',
      'firebase/*',
      'virtual:*',
    ],
  });
  return Object.keys(out.metafile.inputs).filter((f) => !f.includes('node_modules'));
}

const ID = /\b(?:t|say)\(\s*'([a-zA-Z][\w.-]*)'/g;

describe.each(islands)('island %s', (file) => {
  it('uses only messages under its prefixes, and every one exists', async () => {
    const source = readFileSync(`${root}client/islands/${file}`, 'utf8');
    // defineIsland(name, component, [prefixes], optional props reader)
    const declared = /defineIsland\('[a-z-]+',\s*\w+(?:,\s*\[([^\]]*)\])?(?:,\s*\w+)?\)/.exec(source);
    const prefixes = [...(declared?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const used = new Set<string>();
    for (const input of await sourcesOf(`${root}client/islands/${file}`)) {
      for (const m of readFileSync(`${root}${input}`, 'utf8').matchAll(ID)) used.add(m[1]);
    }
    const outside = [...used].filter((id) => !prefixes.some((p) => id.startsWith(p)));
    const unknown = [...used].filter((id) => !(id in en));
    expect({ outside, unknown }).toEqual({ outside: [], unknown: [] });
  }, 20_000);
});
