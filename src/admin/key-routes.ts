import { z } from '@hono/zod-openapi';
import { LAST_OWNER_KEY, NO_SUCH_KEY, tooManyKeys } from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { createShopKey, listShopKeys, revokeShopKey } from '../data/platform/owner-keys';
import { keyCreateBody } from '../app/owner/keys';
import { KEY_ID_PATTERN, KEY_ROLES, MAX_KEYS_PER_SHOP } from '../domain/owner/roles';
import { ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from '../app/owner/schemas/common';
import { log } from '../core/log';
import { nextCursor } from './paging-query';

const TAG = 'Keys';
const keyBody = keyCreateBody;
const keyOut = z
  .object({
    keyId: z.string(),
    label: z.string(),
    role: z.enum(KEY_ROLES),
    keyPrefix: z.string(),
    createdAt: z.number(),
  })
  .openapi('ShopKey');
const keyIdParam = {
  keyId: z
    .string()
    .regex(KEY_ID_PATTERN)
    .openapi({ param: { name: 'keyId', in: 'path' }, example: 'key_3f9c0a1b2c3d4e5f' }),
};

/** The shop's own keys: the owner makes keys for their phones and their staff, lists and revokes them. */
export function registerKeyRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/keys',
      tag: TAG,
      summary: "List the shop's keys",
      description: `Ids, labels, roles and first characters; never the keys. At most ${MAX_KEYS_PER_SHOP}: one page, \`next_cursor\` always null.`,
      ok: okSchema('KeyList', { keys: z.array(keyOut), ...nextCursor }),
    },
    async (c, { storeId }) => ownerReply(c, { keys: await listShopKeys(c.env.DB, storeId), next_cursor: null }),
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/keys',
      tag: TAG,
      summary: 'Make a key for an owner or a member of staff',
      description: `The reply carries the key once: it is stored only as its SHA-256 and cannot be shown again. An \`orders\` key reads and moves orders (owner API order calls and the inbox at /admin/{storeId}) and gets 403 on everything else. At most ${MAX_KEYS_PER_SHOP} keys a shop.`,
      body: keyBody,
      okStatus: 201,
      ok: okSchema('KeyCreated', { keyId: z.string(), key: z.string(), label: z.string(), role: z.enum(KEY_ROLES) }),
      failures: { 409: `The shop already has ${MAX_KEYS_PER_SHOP} keys: revoke one first.` },
    },
    async (c, { storeId, body }) => {
      const made = await createShopKey(c.env.DB, storeId, body.label, body.role);
      if (made === 'full') return refuseOwner(c, storeId, 409, tooManyKeys(MAX_KEYS_PER_SHOP));
      log('info', 'owner key created', { requestId: c.get('requestId'), storeId, keyId: made.keyId, role: body.role });
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 1 as const, keyId: made.keyId, key: made.key, label: body.label, role: body.role }, 201);
    },
  );

  ownerRoute(
    app,
    {
      method: 'delete',
      path: '/keys/{keyId}',
      tag: TAG,
      summary: 'Revoke a key',
      description:
        "The key stops working at once (the inbox signed in with it too). The shop's last owner key cannot be revoked (409), so the owner is never locked out.",
      params: keyIdParam,
      ok: okSchema('KeyRevoked', { removed: z.string() }),
      failures: { 409: "It is the shop's last owner key." },
    },
    async (c, { storeId, params }) => {
      const out = await revokeShopKey(c.env.DB, storeId, params.keyId);
      if (out === 'missing') return refuseOwner(c, storeId, 404, NO_SUCH_KEY);
      if (out === 'last-owner') return refuseOwner(c, storeId, 409, LAST_OWNER_KEY);
      log('info', 'owner key revoked', { requestId: c.get('requestId'), storeId, keyId: params.keyId });
      return ownerReply(c, { removed: params.keyId });
    },
  );
}
