import { z } from '@hono/zod-openapi';
import type { Bindings } from '../../env';
import { createShopKey, revokeShopKey } from '../../data/platform/owner-keys';
import { describeIssue, type IssueLike } from '../../domain/owner/issues';
import { LAST_OWNER_KEY, NO_SUCH_KEY, tooManyKeys } from '../../domain/owner/setting-refusals';
import { isCleanText } from '../../domain/shop-fields';
import { KEY_ID_PATTERN, KEY_ROLES, MAX_KEYS_PER_SHOP, type KeyRole } from '../../domain/owner/roles';
import { log } from '../../core/log';
import type { Done } from './use-cases';

/** POST /keys's body: who holds the key and what it may do (the owner API and the console read it alike). */
export const keyCreateBody = z
  .strictObject({
    label: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .refine((v) => isCleanText(v), { message: 'The label cannot contain control characters or broken characters' })
      .openapi({ description: 'Who holds the key, e.g. "Raju (packing)"', example: 'Raju (packing)' }),
    role: z
      .enum(KEY_ROLES)
      .openapi({ description: '`owner`: everything; `orders`: reads and moves orders only (API and inbox)' }),
  })
  .openapi('KeyCreate', { example: { label: 'Raju (packing)', role: 'orders' } });

export interface MadeKey {
  keyId: string;
  key: string;
  label: string;
  role: KeyRole;
}

/** A new key of the shop: its plaintext is in the answer only, never stored (its SHA-256 is). */
export async function makeShopKey(env: Bindings, storeId: string, raw: unknown): Promise<Done<MadeKey>> {
  const parsed = keyCreateBody.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0] as IssueLike;
    const f = describeIssue(issue);
    return { ok: false, status: 400, rsn: f.rsn, code: f.code, field: f.field, path: issue.path, say: f.say };
  }
  const { label, role } = parsed.data;
  const made = await createShopKey(env.DB, storeId, label, role);
  if (made === 'full') {
    const r = tooManyKeys(MAX_KEYS_PER_SHOP);
    return { ok: false, status: 409, rsn: r.rsn, code: r.code, field: 'label', path: ['label'], say: r.say };
  }
  log('info', 'owner key created', { storeId, keyId: made.keyId, role, via: 'console' });
  return { ok: true, value: { ...made, label, role } };
}

/** Revokes a key by its id; never the shop's last owner key. */
export async function revokeKey(env: Bindings, storeId: string, keyId: string): Promise<Done<string>> {
  const out = KEY_ID_PATTERN.test(keyId) ? await revokeShopKey(env.DB, storeId, keyId) : 'missing';
  if (out !== 'revoked') {
    const r = out === 'missing' ? NO_SUCH_KEY : LAST_OWNER_KEY;
    return {
      ok: false,
      status: out === 'missing' ? 404 : 409,
      rsn: r.rsn,
      code: r.code,
      field: 'keyId',
      path: [],
      say: r.say,
    };
  }
  log('info', 'owner key revoked', { storeId, keyId, via: 'console' });
  return { ok: true, value: keyId };
}
