/**
 * How many browser test files run at once, each of the suite's workers against a `wrangler dev` of its own
 * (test/e2e/global-setup.ts): E2E_SERVERS, 1 unless told; `npm test` (scripts/test.mjs) asks for 2. The first
 * server is seeded, the others serve copies of its state (docs/testing.md).
 */
export const serverCount = (): number => Math.max(1, Math.floor(Number(process.env.E2E_SERVERS ?? 1)) || 1);
