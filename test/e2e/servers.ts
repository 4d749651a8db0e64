/**
 * How many browser test files run at once, each of the suite's workers against a `wrangler dev` of its own
 * (test/e2e/global-setup.ts): E2E_SERVERS, 1 unless told. Two (E2E_SERVERS=2) is not yet the default: the two
 * seeds at once lost the local Images binding's connection on a loaded machine (docs/testing.md).
 */
export const serverCount = (): number => Math.max(1, Math.floor(Number(process.env.E2E_SERVERS ?? 1)) || 1);
