import { describe } from 'vitest';

/**
 * Runs several suites in one test file, one after another in the order given, each inside a describe named after
 * it. Loading the app into a new workerd is most of what a test file costs (docs/testing.md), so suites that can
 * share one seeded platform share one file. They share its storage and its isolate: a suite must not rely on what
 * another one changes, nor on being first.
 */
export function describeSuites(suites: Record<string, () => Promise<unknown>>): void {
  for (const [name, load] of Object.entries(suites)) describe(name, async () => void (await load()));
}
