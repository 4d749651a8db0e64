import { workerApp } from './worker-app';
import { api } from './api';
import { admin } from './admin';
import { ownerInbox } from './pages/console/routes';
import { platform } from './platform';
import { ondcProtocol } from './platform/ondc-protocol-routes';

/**
 * The whole Worker: the storefront and the owner's and operator's surfaces (src/worker-app.ts). The tests take
 * this app; src/index.ts loads it on the first request for one of the owner's or operator's paths.
 */
export const app = workerApp({ api, owner: { admin, console: ownerInbox, platform, ondc: ondcProtocol } });
