import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import type { CartRules } from '../domain/tables/store-fields';
import type { Store } from '../domain/tables/stores';
import { NO_SUCH_SHOP } from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { applyPatch } from '../domain/owner/strict';
import { describeIssue } from '../domain/owner/issues';
import { changeStore, readStore } from '../data/shop/owner-store';
import { changed, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from '../app/owner/schemas/common';
import { cartRulesOut, cartRulesPatch, storeDetailsPatch, storeOut, themePatch } from '../app/owner/schemas/store';
import { shopOf } from '../middleware/shop-context';

const noShop = (c: Context<AppEnv>, storeId: string) => refuseOwner(c, storeId, 404, NO_SUCH_SHOP);

/**
 * Changes the shop's settings row; replies with `pick(store)` under `key`. A merged result that the shared
 * storeSchema refuses answers 400 (nothing is written).
 */
export async function saveStore(
  c: Context<AppEnv>,
  storeId: string,
  what: string,
  change: (s: Store) => Store,
  key: string,
  pick: (s: Store) => unknown,
  prefix = '',
  extra: () => object = () => ({}),
) {
  const result = await changeStore(shopOf(c, storeId), change);
  if (!result) return noShop(c, storeId);
  if (!result.ok) {
    const f = describeIssue({
      ...result.issues[0],
      path: prefix ? [prefix, ...result.issues[0].path] : result.issues[0].path,
    });
    return refuseOwner(c, storeId, 400, f);
  }
  return changed(c, storeId, what, { [key]: pick(result.store), ...extra() });
}

export async function readOr404(c: Context<AppEnv>, storeId: string, reply: (s: Store) => Response) {
  const found = await readStore(shopOf(c, storeId));
  return found ? reply(found.store) : noShop(c, storeId);
}

const theme = (s: Store) => ({ THEME_ID_v2: s.THEME_ID_v2, DEFAULT_COLOR: s.DEFAULT_COLOR });

export function registerStoreRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '',
      tag: 'Store',
      summary: 'Read the store details',
      description: "All of the shop's own settings, as the storefront reads them.",
      ok: okSchema('StoreReply', { store: storeOut }),
    },
    async (c, { storeId }) => readOr404(c, storeId, (store) => ownerReply(c, { store })),
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '',
      tag: 'Store',
      summary: 'Change store details',
      description:
        'Partial update: send only the fields to change. Optional fields (ABOUT entries) are replaced as a whole object. IS_STORE_REPORTED, REPORT_TEXT and VALIDATED_PHONE are set by the platform operators.',
      body: storeDetailsPatch,
      ok: okSchema('StoreReply', { store: storeOut }),
    },
    async (c, { storeId, body }) =>
      saveStore(
        c,
        storeId,
        'store details',
        (s) => applyPatch(s, body),
        'store',
        (s) => s,
      ),
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/cart-rules',
      tag: 'Store',
      summary: 'Read the cart-rule settings',
      ok: okSchema('CartRulesReply', { cartRules: cartRulesOut }),
    },
    async (c, { storeId }) => readOr404(c, storeId, (s) => ownerReply(c, { cartRules: s.CART_RULES })),
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/cart-rules',
      tag: 'Store',
      summary: 'Change cart-rule settings',
      description:
        'Partial update. Money is integer paise; distances are km. `null` removes an optional rule (for example MINIMUM_CART_VALUE).',
      body: cartRulesPatch,
      ok: okSchema('CartRulesReply', { cartRules: cartRulesOut }),
    },
    async (c, { storeId, body }) =>
      saveStore(
        c,
        storeId,
        'cart rules',
        (s) => ({ ...s, CART_RULES: applyPatch(s.CART_RULES as CartRules, body) }),
        'cartRules',
        (s) => s.CART_RULES,
        'CART_RULES',
      ),
  );

  const themeOut = okSchema('ThemeReply', {
    theme: z.object({ THEME_ID_v2: z.enum(['default', 'berlin']), DEFAULT_COLOR: z.string() }),
  });
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/theme',
      tag: 'Store',
      summary: 'Read the theme',
      ok: themeOut,
    },
    async (c, { storeId }) => readOr404(c, storeId, (s) => ownerReply(c, { theme: theme(s) })),
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/theme',
      tag: 'Store',
      summary: 'Change the theme',
      description: 'THEME_ID_v2 is `default` or `berlin` (dark, primary colour black); DEFAULT_COLOR is `#rrggbb`.',
      body: themePatch,
      ok: themeOut,
    },
    async (c, { storeId, body }) => saveStore(c, storeId, 'theme', (s) => applyPatch(s, body), 'theme', theme),
  );
}
