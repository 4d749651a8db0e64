import { workerApp } from './worker-app';
import { api } from './api';

/** The pages and the JSON API the islands call: src/index.ts loads it on the first request under /api (#40). */
export const appWithApi = workerApp({ api });
