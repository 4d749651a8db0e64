import type { Tenant } from './data/tenant-loader';

export interface Bindings {
  DB: D1Database;
  KV: KVNamespace;
  ASSETS: Fetcher;
  CART: DurableObjectNamespace<import('./durable/cart-session').CartSession>;
  STORE_LIVE: DurableObjectNamespace<import('./durable/store-live').StoreLive>;
  PLATFORM_HOSTS: string;
  ENVIRONMENT: string;
}

/** How the request's host maps to shops: by path on the platform's hosts, or one shop per custom domain. */
export type Site = { kind: 'platform' } | { kind: 'domain'; host: string; storeId: string };

export interface Variables {
  requestId: string;
  site: Site;
  tenant: Tenant;
  logStoreId?: string;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
