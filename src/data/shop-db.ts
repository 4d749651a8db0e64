import type { Bindings } from '../env';
import type { ShopStore, ProvisionFields, ShopAnswer } from '../durable/shop-store';
import { StepDatabase } from '../durable/shop/sql-d1';
import type { ShopCallArgs, ShopCallName, ShopCallResult } from '../durable/shop/ops';
import { trip } from './storage-trips';

type ShopEnv = Pick<Bindings, 'SHOP'>;

/** A shop object's answer as a value, or its error thrown here on the Worker's side. */
export function unwrapShopAnswer<T>(answer: ShopAnswer<T>): T {
  if (answer.ok) return answer.value;
  throw new Error(answer.error);
}

/** The shop's own database object (one per shop, addressed by its id). */
export function shopStub(env: ShopEnv, storeId: string): DurableObjectStub<ShopStore> {
  return env.SHOP.get(env.SHOP.idFromName(storeId));
}

/**
 * The shop's database with D1's statement API: every statement (or batch, in one transaction) is one
 * round trip to the shop's object. Hot paths use shopOp instead, which runs a whole repository
 * operation inside the object.
 */
export function shopDb(env: ShopEnv, storeId: string): D1Database {
  const stub = shopStub(env, storeId);
  return new StepDatabase({
    one: (step) => trip(async () => unwrapShopAnswer(await stub.statements(storeId, [step]))[0]),
    many: (steps) => trip(async () => unwrapShopAnswer(await stub.statements(storeId, steps))),
  }) as unknown as D1Database;
}

/** Runs a repository function of durable/shop/ops.ts inside the shop's object (one round trip). */
export async function shopCall<N extends ShopCallName>(env: ShopEnv, storeId: string, name: N, ...args: ShopCallArgs<N>): Promise<ShopCallResult<N>> {
  return trip(async () => unwrapShopAnswer(await shopStub(env, storeId).call(storeId, name, args as never)) as ShopCallResult<N>);
}

/** Creates the shop's database (idempotent). */
export async function provisionShopObject(env: ShopEnv, storeId: string, fields: ProvisionFields): Promise<{ created: boolean }> {
  return unwrapShopAnswer(await shopStub(env, storeId).provision(storeId, fields));
}
