import { fail, ok, type Result } from '../../core/result';

/**
 * What crosses the RPC boundary between the Worker and a shop's object. Every call answers `{ok, value}` or
 * `{ok: false, rsn, code?}` (rsn: the thrown error's message) instead of throwing, so no rejection crosses: the Worker rethrows on its side
 * (unwrapShopAnswer in data/shop-db.ts), with a typed error class for each code.
 */
export type ShopErrorCode = 'not-provisioned' | 'wrong-shop';
export type ShopAnswer<T> = Result<{ value: T }, { rsn: string; code?: ShopErrorCode }>;

export interface ProvisionFields {
  name: string;
  now: number;
}

/** A refusal of the shop's object that the Worker answers as such (a code crosses, not a sentence). */
export class ShopRefusal extends Error {
  constructor(
    readonly code: ShopErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ShopRefusal';
  }
}

/** The shop's object was never provisioned: the shop id did not pass the directory (answered as an unknown shop). */
export class ShopNotProvisioned extends ShopRefusal {
  constructor(message: string) {
    super('not-provisioned', message);
    this.name = 'ShopNotProvisioned';
  }

  static of(storeId: string): ShopNotProvisioned {
    return new ShopNotProvisioned(`shop ${storeId} is not provisioned`);
  }
}

/** The object of one shop was asked for another shop's data. */
export class ShopMismatch extends ShopRefusal {
  constructor(owner: string, asked: string) {
    super('wrong-shop', `shop object of ${owner} refused a call for ${asked}`);
    this.name = 'ShopMismatch';
  }
}

/** The object's side: runs a call and answers with its value, or its error and the error's code. */
export async function answer<T>(run: () => T | Promise<T>): Promise<ShopAnswer<T>> {
  try {
    return ok({ value: await run() });
  } catch (err) {
    const rsn = err instanceof Error ? err.message : String(err);
    return err instanceof ShopRefusal ? fail({ rsn, code: err.code }) : fail({ rsn });
  }
}

/** The Worker's side: the answer's value, or its error thrown here (a typed one when the answer carries a code). */
export function unwrapShopAnswer<T>(reply: ShopAnswer<T>): T {
  if (reply.ok) return reply.value;
  if (reply.code === 'not-provisioned') throw new ShopNotProvisioned(reply.rsn);
  if (reply.code) throw new ShopRefusal(reply.code, reply.rsn);
  throw new Error(reply.rsn);
}
