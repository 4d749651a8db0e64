import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { expect } from 'vitest';
import { shopStub } from '../../src/data/shop/shop-db';
import { sweepKey } from '../../src/data/media/photo-sweep';

/** The stored files of one photo of the shop (original and variants), as the bucket lists them. */
export const photoKeys = async (storeId: string, photoId: string) =>
  (await env.MEDIA.list({ prefix: `photos/${storeId}/${photoId}/` })).objects.map((o) => o.key);

/** The photos the shop's object has noted for the sweep, with when each is due. */
export const notedPhotos = (storeId: string) =>
  runInDurableObject(shopStub(env, storeId), async (_o, state) =>
    Object.fromEntries(await state.storage.list<number>({ prefix: sweepKey('') })),
  );

/** Rings the shop's alarm as it would ring once the grace period is over: every noted photo is due. */
export async function sweepAfterGrace(storeId: string): Promise<void> {
  const stub = shopStub(env, storeId);
  await runInDurableObject(stub, async (_o, state) => {
    const noted = await state.storage.list<number>({ prefix: sweepKey('') });
    for (const key of noted.keys()) await state.storage.put(key, Date.now() - 1);
  });
  await ringAlarm(storeId);
}

/** Rings the shop's alarm now (what is not due yet stays). */
export async function ringAlarm(storeId: string): Promise<void> {
  expect(await runDurableObjectAlarm(shopStub(env, storeId))).toBe(true);
}
