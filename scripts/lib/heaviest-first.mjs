// Vitest's file order for the worker suite: the heaviest files first, so that the two workers end together instead
// of one of them starting a long group file when the other is done (docs/testing.md). Vitest's own order runs
// larger files first, but a group file is a few lines that import its suites, so on a clean clone (no Vitest cache)
// the groups, the longest files of all, started last. A file weighs its own size plus the suites it imports.
// Where Vitest has timed every file before (its cache, on a developer's machine), its own order is kept.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

/** A test file's size with the suites it imports (`import('./name.suite')`), a stand-in for its running time. */
function weight(file) {
  const text = readFileSync(file, 'utf8');
  let size = text.length;
  for (const [, suite] of text.matchAll(/import\(\s*'\.\/([\w.-]+\.suite)'\s*\)/g))
    size += readFileSync(join(dirname(file), `${suite}.ts`), 'utf8').length;
  return size;
}

export class HeaviestFirst extends BaseSequencer {
  async sort(files) {
    const timed = files.every((f) =>
      this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`),
    );
    if (timed) return super.sort(files);
    const weights = new Map(files.map((f) => [f.moduleId, weight(f.moduleId)]));
    return [...files].sort((a, b) => weights.get(b.moduleId) - weights.get(a.moduleId));
  }
}
