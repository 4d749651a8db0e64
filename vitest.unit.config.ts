import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    // The unit tests are pure (no module mocks, no globals changed), so the files share one module graph instead of
    // each importing src/ afresh: the suite ran in 65-80 s instead of 243 s at the same load (docs/testing.md)
    isolate: false,
  },
});
