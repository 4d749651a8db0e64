import type { Bindings } from '../../env';
import type { ShopData } from './shop-data';
import { unwrapShopAnswer, type ProvisionFields } from './shop-answer';
import { StepDatabase } from './sql-d1';
import type { ShopCallArgs, ShopCallName, ShopCallResult } from './shop-calls';
import type { ShopBags } from './shop-bags';
import { BAG_METHODS, type BagMethod } from './shop-bag-methods';
import type { AddProductInput, AddProductResult } from './shop-add-product';
import { trip } from '../storage-trips';

type ShopEnv = Pick<Bindings, 'SHOP'>;
type ShopStub = ReturnType<ShopEnv['SHOP']['get']>;

export { unwrapShopAnswer };
export type { ShopData };

/** The bag calls with their plain result types (RPC stubs blur the unions). */
export type CartBag = { [K in BagMethod]: (...args: Parameters<ShopBags[K]>) => Promise<ReturnType<ShopBags[K]>> };

/**
 * A shop as the Worker reaches it, the one way to its data: its id, its database (D1's statement API; every
 * statement, or batch in one transaction, is one round trip to the shop's object), `call`, which runs a whole
 * repository operation of data/shop-calls.ts inside the object (one round trip however many statements it takes),
 * its bags (each call names its session in its ref; a session of another shop is unknown there: status 406), the
 * add to bag in one trip, and the alarm. Made once per request (`shopOf(c, id)`, middleware/shop-context.ts);
 * repositories take it as their first argument.
 */
export interface Shop extends ShopData {
  call<N extends ShopCallName>(name: N, ...args: ShopCallArgs<N>): Promise<ShopCallResult<N>>;
  readonly bags: CartBag;
  /** addProductToCart next to the data: the item's facts, the choice and the bag change (data/shop-add-product.ts) */
  addProduct(input: AddProductInput): Promise<AddProductResult>;
  /** makes sure the shop's alarm rings by `at` (an unpaid UPI order's deadline) */
  wakeBy(at: number): Promise<number>;
  /** notes photos taken out of items: the alarm removes their files after a grace period (data/photo-sweep.ts) */
  forgetPhotos(photoIds: string[]): Promise<number>;
}

/** The shop's object itself (one per shop, addressed by its id): for provisioning and tests; the Worker's code reaches a shop through its handle. */
export function shopStub(env: ShopEnv, storeId: string): ShopStub {
  return env.SHOP.get(shopObjectId(env.SHOP, storeId));
}

/**
 * A shop's object id, kept in the isolate: `idFromName` hashes the name every time (a few percent of a fresh
 * page), and an id is a plain value, not tied to the request that made it (a stub is, so stubs are not kept).
 */
const objectIds = new WeakMap<ShopEnv['SHOP'], Map<string, DurableObjectId>>();
const KEPT_IDS = 2_000;

function shopObjectId(namespace: ShopEnv['SHOP'], storeId: string): DurableObjectId {
  let ids = objectIds.get(namespace);
  if (!ids) objectIds.set(namespace, (ids = new Map()));
  let id = ids.get(storeId);
  if (!id) {
    if (ids.size >= KEPT_IDS) ids.clear();
    ids.set(storeId, (id = namespace.idFromName(storeId)));
  }
  return id;
}

/** The handle of one shop, outside a request's context (queues, alarms, use cases given the bindings). */
export function openShop(env: ShopEnv, storeId: string): Shop {
  const stub = shopStub(env, storeId);
  const db = new StepDatabase({
    one: (step) => trip(async () => unwrapShopAnswer(await stub.statements(storeId, [step]))[0]),
    many: (steps) => trip(async () => unwrapShopAnswer(await stub.statements(storeId, steps))),
  });
  let bags: CartBag | undefined;
  return {
    id: storeId,
    db,
    // the RPC stub's type loses the registry's generic pairing of name and arguments (Shop.call keeps it)
    call: (name, ...args) =>
      trip(async () => unwrapShopAnswer(await stub.call(storeId, name, args as never)) as ShopCallResult<typeof name>),
    get bags() {
      return (bags ??= bagCalls(stub, storeId));
    },
    addProduct: (input) => trip(async () => unwrapShopAnswer(await stub.addProduct(storeId, input))),
    wakeBy: async (at) => unwrapShopAnswer(await stub.wakeBy(storeId, at)),
    forgetPhotos: async (photoIds) => unwrapShopAnswer(await stub.forgetPhotos(storeId, photoIds)),
  };
}

function bagCalls(stub: ShopStub, storeId: string): CartBag {
  // the RPC stub's type loses the pairing of a method and its arguments; CartBag states it per method
  const callOf =
    <M extends BagMethod>(method: M) =>
    (...args: Parameters<ShopBags[M]>) =>
      trip(async () => unwrapShopAnswer(await stub.bag(storeId, method, args as never)) as ReturnType<ShopBags[M]>);
  return Object.fromEntries(BAG_METHODS.map((method) => [method, callOf(method)])) as CartBag;
}

/** Creates the shop's database (idempotent). */
export async function provisionShopObject(
  env: ShopEnv,
  storeId: string,
  fields: ProvisionFields,
): Promise<{ created: boolean }> {
  return unwrapShopAnswer(await shopStub(env, storeId).provision(storeId, fields));
}
