import type { Context } from 'hono';
import { readJsonObject } from '../../core/json-body';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { Bindings } from '../../env';
import type { Variables } from '../../middleware/app-env';
import type { SignedInUser } from '../../auth/user';
import { liveShopOfRequest, type LiveTenant } from '../../middleware/shop-context';
import { fieldErrors, firstError } from '../../domain/account/validation';
import { fail } from '../../core/reply';
import { shopOfHeader } from '../store-header';

/** Who and where an account call is for: the signed-in user and the shop of the storeID header. */
interface Account {
  storeId: string;
  tenant: LiveTenant;
  user: SignedInUser;
}
export type AccountEnv = { Bindings: Bindings; Variables: Variables & { account: Account } };
export type AccountContext = Context<AccountEnv>;

/**
 * Every account call needs a user (401 otherwise) and a live shop (404 unknown, 403 reported). The data
 * layer binds both the shop and the uid in every query, so another shopper's or another shop's id is 404.
 */
export const requireAccount = createMiddleware<AccountEnv>(async (c, next) => {
  const id = shopOfHeader(c);
  const user = c.get('user') ?? null;
  if (!user) return fail(c, 401, 'Please sign in to continue.', 'SIGN_IN_REQUIRED');
  const tenant = await liveShopOfRequest(c, id.storeId, { refuseReported: true });
  c.set('account', { storeId: id.storeId, tenant, user });
  c.header('Cache-Control', 'private, no-store');
  await next();
});

/**
 * Parses the body with a schema: the data, or the 400 reply (status 0, `rsn` and `field` of the first
 * problem, `errors` with a message per field for forms). Nothing is changed on a refusal.
 */
export async function validBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.infer<S> } | { reply: Response }> {
  const raw = await readJsonObject(c.req);
  if (!raw) return { reply: fail(c, 400, 'The request body must be a JSON object.', 'BAD_JSON') };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { rsn, field } = firstError(parsed.error);
    return {
      reply: c.json(
        { status: 0, rsn, code: 'BAD_INPUT', ...(field ? { field } : {}), errors: fieldErrors(parsed.error) },
        400,
      ),
    };
  }
  return { data: parsed.data };
}

/** Ids in paths: short slugs; anything else cannot be one of ours (404 without a lookup). */
export function isRecordId(id: string | undefined): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id);
}

export const notFound = (c: Context, what: string) => fail(c, 404, `We could not find that ${what}.`, 'NOT_FOUND');
