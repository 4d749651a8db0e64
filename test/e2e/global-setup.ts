import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../scripts/lib/dev-server.mjs';
import { CHROMIUM } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    const line = '!'.repeat(78);
    console.warn(`\n${line}\n!! NO CHROMIUM at ${CHROMIUM}: THE BROWSER SUITE IS SKIPPED.\n!! Install it with: apt-get install -y chromium\n${line}\n`);
    project.provide('baseUrl', '');
    project.provide('port', 0);
    return;
  }
  // E2E_STATE names the state directory, so two checkouts' (or two people's) browser runs do not share one
  const server = await startDevServer({ name: process.env.E2E_STATE || 'e2e' });
  project.provide('baseUrl', server.url);
  project.provide('port', server.port);
  return () => server.stop();
}
