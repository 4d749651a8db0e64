import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A throwaway copy of the tree's source (src, client, seed) for following a recipe of docs/architecture.md: the
 * recipe's edits are made on the copy, the files they touched are counted against the copy as it was, and the
 * copy is type-checked and imported, while the real tree stays as it is.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const COPIED = ['src', 'client', 'seed', 'tsconfig.json', 'worker-configuration.d.ts'];

export interface ThrowawayCopy {
  dir: string;
  /** the file's text in the copy (a path relative to the tree's root) */
  read(path: string): string;
  /** one recipe step: the file's text replaced by what `change` makes of it (a new file when it did not exist) */
  edit(path: string, change: (text: string) => string): void;
  /** every file the steps so far added or changed, relative to the root, sorted */
  touched(): string[];
  /** `tsc` over these entry files (and what they import) in the copy: '' when it type-checks, else its report */
  typecheck(entries: readonly string[]): string;
  /** the copy's module at this path, through the test runner (TypeScript as the tree's own tests import it) */
  load<T>(path: string): Promise<T>;
  remove(): void;
}

function fingerprints(dir: string, under: string, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(join(dir, under))) {
    const path = join(under, name);
    if (statSync(join(dir, path)).isDirectory()) fingerprints(dir, path, into);
    else
      into.set(
        path,
        createHash('sha1')
          .update(readFileSync(join(dir, path)))
          .digest('hex'),
      );
  }
  return into;
}

export function throwawayCopy(): ThrowawayCopy {
  const dir = mkdtempSync(join(tmpdir(), 'recipe-'));
  for (const path of COPIED) cpSync(join(root, path), join(dir, path), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const before = new Map<string, string>();
  for (const path of COPIED) {
    if (statSync(join(dir, path)).isDirectory()) fingerprints(dir, path, before);
    else before.set(path, '');
  }
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  return {
    dir,
    read,
    edit(path, change) {
      const full = join(dir, path);
      const text = before.has(path) ? read(path) : '';
      writeFileSync(full, change(text));
    },
    touched() {
      const now = new Map<string, string>();
      for (const path of COPIED) if (statSync(join(dir, path)).isDirectory()) fingerprints(dir, path, now);
      return [...now]
        .filter(([path, print]) => before.get(path) !== print)
        .map(([path]) => path)
        .sort();
    },
    typecheck(entries) {
      const config = {
        extends: './tsconfig.json',
        compilerOptions: { types: [] },
        include: [],
        files: entries,
      };
      writeFileSync(join(dir, 'tsconfig.recipe.json'), JSON.stringify(config));
      try {
        execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.recipe.json'], {
          cwd: dir,
          encoding: 'utf8',
        });
        return '';
      } catch (e) {
        const failed = e as { stdout?: string; message: string };
        return failed.stdout || failed.message;
      }
    },
    load: <T>(path: string) => import(/* @vite-ignore */ join(dir, path)) as Promise<T>,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The text with `insert` put right after the one place `anchor` matches: a recipe step that fails when stale. */
export function after(text: string, anchor: RegExp, insert: string): string {
  const found = text.match(anchor);
  if (!found || found.index === undefined) throw new Error(`the recipe's anchor ${anchor} is gone`);
  const at = found.index + found[0].length;
  return text.slice(0, at) + insert + text.slice(at);
}

/** The paths among `paths` that the recipe counts (not the message catalogues of any language). */
export const besidesCatalogues = (paths: readonly string[]) =>
  paths.filter((p) => !/^src\/domain\/i18n\/messages\/[a-z]{2}(\.ts|\/)/.test(p));
