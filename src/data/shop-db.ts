import type { Bindings } from '../env';
import type { ShopData } from './shop-data';
import { unwrapShopAnswer, type ProvisionFields } from './shop-answer';
import { StepDatabase } from './sql-d1';
import type { ShopCallArgs, ShopCallName, ShopCallResult } from './shop-calls';
import { trip } from './storage-trips';

type ShopEnv = Pick<Bindings, 'SHOP'>;
type ShopStub = ReturnType<ShopEnv['SHOP']['get']>;

export { unwrapShopAnswer };
export type { ShopData };

/**
 * A shop as the Worker reaches it: its id, its database (D1's statement API; every statement, or batch in one
 * transaction, is one round trip to the shop's object) and `call`, which runs a whole repository operation of
 * data/shop-calls.ts inside the object (one round trip however many statements it takes). Made once per request
 * (`shopOf(c, id)`, middleware/shop-context.ts); repositories take it as their first argument.
 */
export interface Shop extends ShopData {
  call<N extends ShopCallName>(name: N, ...args: ShopCallArgs<N>): Promise<ShopCallResult<N>>;
}

/** The shop's own database object (one per shop, addressed by its id). */
export function shopStub(env: ShopEnv, storeId: string): ShopStub {
  return env.SHOP.get(env.SHOP.idFromName(storeId));
}

/** The handle of one shop, outside a request's context (queues, alarms, use cases given the bindings). */
export function openShop(env: ShopEnv, storeId: string): Shop {
  const stub = shopStub(env, storeId);
  const db = new StepDatabase({
    one: (step) => trip(async () => unwrapShopAnswer(await stub.statements(storeId, [step]))[0]),
    many: (steps) => trip(async () => unwrapShopAnswer(await stub.statements(storeId, steps))),
  });
  return {
    id: storeId,
    db,
    // the RPC stub's type loses the registry's generic pairing of name and arguments (Shop.call keeps it)
    call: (name, ...args) => trip(async () => unwrapShopAnswer(await stub.call(storeId, name, args as never)) as ShopCallResult<typeof name>),
  };
}

/** Creates the shop's database (idempotent). */
export async function provisionShopObject(env: ShopEnv, storeId: string, fields: ProvisionFields): Promise<{ created: boolean }> {
  return unwrapShopAnswer(await shopStub(env, storeId).provision(storeId, fields));
}
