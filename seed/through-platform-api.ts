import {
  answerQuestions,
  ownerApiOver,
  seedShopThroughOwnerApi,
  type OwnerApiCall,
  type SeedReport,
} from './through-owner-api';
import { writeShopperActivity, type ShopperApi } from './shopper-activity';
import { platformShop } from './provision';
import type { SeedShop } from './types';

/** One operator call of the platform API; `path` is below /platform/api. */
export type PlatformApiCall = (
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
) => Promise<{ status: number; body: unknown }>;

export interface SeedChannels {
  platform: PlatformApiCall;
  /** the owner API with the shop's key */
  owner: (storeId: string) => OwnerApiCall;
  shopper: ShopperApi;
}

export type DemoSeedReport = SeedReport & { created: boolean };

const reason = (body: unknown): string =>
  body && typeof body === 'object' && 'rsn' in body ? String(body.rsn) : JSON.stringify(body);

/**
 * A demo shop the way a real one comes to be: the operator creates it (platform API), its owner sets it up
 * (owner API, the catalogue in one import), shoppers ask and review (account API) and the owner answers.
 * Idempotent: a shop that exists already is only topped up with missing records, never changed.
 */
export async function seedDemoShop(ch: SeedChannels, shop: SeedShop): Promise<DemoSeedReport> {
  const { create, patch } = platformShop(shop);
  const made = await ch.platform('POST', '/shops', create);
  if (made.status !== 201 && made.status !== 409)
    throw new Error(`creating ${create.id} answered ${made.status}: ${reason(made.body)}`);
  const created = made.status === 201;
  if (created && Object.keys(patch).length) {
    const res = await ch.platform('PATCH', `/shops/${create.id}`, patch);
    if (res.status !== 200) throw new Error(`setting up ${create.id} answered ${res.status}: ${reason(res.body)}`);
  }
  const owner = ch.owner(create.id);
  const report = await seedShopThroughOwnerApi(owner, shop);
  if (report.isNew) {
    const activity = await writeShopperActivity(ch.shopper, shop);
    await answerQuestions(owner, create.id, activity.answers);
    report.written += activity.written + activity.answers.length;
  }
  return {
    storeId: report.storeId,
    settingsWritten: report.settingsWritten,
    written: report.written,
    kept: report.kept,
    created,
  };
}

/** The platform API over fetch with an operator key. */
export function platformApiOver(
  fetcher: (url: string, init: RequestInit) => Promise<Response>,
  apiBase: string,
  key: string,
): PlatformApiCall {
  const call = ownerApiOver(fetcher, apiBase, key);
  return (method, path, body) => call(method, path, body);
}
